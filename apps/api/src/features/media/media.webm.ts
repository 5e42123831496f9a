import { open, type FileHandle } from 'node:fs/promises';

// A webm's EBML structure, walked from the first byte to the last without decoding a frame: the
// EBML header (DocType webm), then one Segment whose top-level elements (Info, Tracks, Clusters,
// Cues, ...) follow each other whole up to the end of the file. A file cut off inside an element,
// or with bytes after its last one (padding, an appended file), is not whole. MediaRecorder
// streams the Segment and its Clusters with an unknown size: such a Cluster ends where the next
// top-level element begins, and such a Segment at the end of the file.

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const VOID = 0xec;
const CRC32 = 0xbf;

/** What a Segment may hold directly (Matroska level 1). */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  INFO,
  TRACKS,
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1941a469, // Attachments
  0x1043a770, // Chapters
  0x1254c367, // Tags
  VOID,
  CRC32,
]);

/** What a Cluster may hold directly. */
const CLUSTER_CHILDREN = new Set([
  0xe7, // Timestamp
  0x5854, // SilentTracks
  0xa7, // Position
  0xab, // PrevSize
  0xa3, // SimpleBlock
  0xa0, // BlockGroup
  0xaf, // EncryptedBlock
  VOID,
  CRC32,
]);

/** Void elements reserve room for an index written later: more than this is padding. */
const MAX_VOID_BYTES = 1024 * 1024;

interface ElementHead {
  id: number;
  /** Where the element's data starts. */
  dataAt: number;
  /** Its data size, or null for an unknown (streamed) size. */
  size: number | null;
}

/** Reads a file through a window, so walking thousands of element heads costs few reads. */
class Reader {
  private window = Buffer.alloc(0);
  private windowAt = 0;
  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  /** `length` bytes at `at` (fewer at the end of the file). */
  async bytes(at: number, length: number): Promise<Buffer> {
    if (at < this.windowAt || at + length > this.windowAt + this.window.length) {
      const buffer = Buffer.alloc(Math.min(64 * 1024, Math.max(length, this.size - at)));
      const { bytesRead } = await this.handle.read(buffer, 0, buffer.length, at);
      this.window = buffer.subarray(0, bytesRead);
      this.windowAt = at;
    }
    return this.window.subarray(at - this.windowAt, at - this.windowAt + length);
  }

  /** The element head (ID and size) at `at`, or null when it is not a valid one. */
  async head(at: number): Promise<ElementHead | null> {
    const buf = await this.bytes(at, 12);
    const id = vint(buf, 0, true);
    if (!id || id.value === null || id.length > 4) return null;
    const size = vint(buf, id.length, false);
    if (!size) return null;
    return { id: id.value, dataAt: at + id.length + size.length, size: size.value };
  }
}

/** An EBML variable-size integer: its value (null when all ones: unknown) and its length. */
function vint(
  buf: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number | null; length: number } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? null : value, length };
}

/**
 * True when the file at `filePath` (`size` bytes) is one whole webm: see the module comment.
 * Also required: Info, Tracks and at least one Cluster, so it holds something to play.
 */
export async function isWholeWebm(filePath: string, size: number): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    return await walk(new Reader(handle, size));
  } finally {
    await handle.close();
  }
}

async function walk(file: Reader): Promise<boolean> {
  const header = await file.head(0);
  if (!header || header.id !== EBML_HEADER || header.size === null) return false;
  const headerEnd = header.dataAt + header.size;
  if (headerEnd > file.size || header.size > 4096) return false;
  let docType: string | undefined;
  for (let at = header.dataAt; at < headerEnd;) {
    const child = await file.head(at);
    if (!child || child.size === null || child.dataAt + child.size > headerEnd) return false;
    if (child.id === DOC_TYPE)
      docType = (await file.bytes(child.dataAt, child.size)).toString('latin1').replace(/\0+$/, '');
    at = child.dataAt + child.size;
  }
  if (docType !== 'webm') return false;

  const segment = await file.head(headerEnd);
  if (!segment || segment.id !== SEGMENT) return false;
  const segmentEnd = segment.size === null ? file.size : segment.dataAt + segment.size;
  if (segmentEnd !== file.size) return false;

  const seen = new Set<number>();
  let voidBytes = 0;
  let at = segment.dataAt;
  while (at < segmentEnd) {
    const element = await file.head(at);
    if (!element || !SEGMENT_CHILDREN.has(element.id)) return false;
    seen.add(element.id);
    if (element.id === VOID) voidBytes += element.size ?? Infinity;
    if (element.size === null) {
      // Only a streamed Cluster may leave its size open: it ends where a top-level element starts.
      if (element.id !== CLUSTER) return false;
      at = element.dataAt;
      while (at < segmentEnd) {
        const child = await file.head(at);
        if (!child) return false;
        if (SEGMENT_CHILDREN.has(child.id) && !CLUSTER_CHILDREN.has(child.id)) break;
        if (!CLUSTER_CHILDREN.has(child.id) || child.size === null) return false;
        if (child.id === VOID) voidBytes += child.size;
        at = child.dataAt + child.size;
        if (at > segmentEnd) return false;
      }
    } else {
      at = element.dataAt + element.size;
      if (at > segmentEnd) return false;
    }
    if (voidBytes > MAX_VOID_BYTES) return false;
  }
  return at === segmentEnd && seen.has(INFO) && seen.has(TRACKS) && seen.has(CLUSTER);
}
