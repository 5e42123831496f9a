import { fileTypeFromFile } from 'file-type';
import { open } from 'node:fs/promises';
import { DomainError } from '../../lib/errors';

export type MediaExt = 'png' | 'jpg' | 'gif' | 'webm';

export interface DetectedMedia {
  type: 'image' | 'video';
  ext: MediaExt;
  mime: string;
  label: string;
}

export const MiB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MiB;
export const VIDEO_MAX_BYTES = 50 * MiB;

const ALLOWED: Record<string, DetectedMedia> = {
  png: { type: 'image', ext: 'png', mime: 'image/png', label: 'a PNG image' },
  jpg: { type: 'image', ext: 'jpg', mime: 'image/jpeg', label: 'a JPEG image' },
  gif: { type: 'image', ext: 'gif', mime: 'image/gif', label: 'a GIF image' },
  webm: { type: 'video', ext: 'webm', mime: 'video/webm', label: 'a webm video' },
};

/** Extensions a name may carry that say what the file is; any of them must match the content. */
const TELLING_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'jpe',
  'gif',
  'webm',
  'webp',
  'bmp',
  'avif',
  'svg',
  'svgz',
  'mp4',
  'm4v',
  'mkv',
  'mov',
  'avi',
  'html',
  'htm',
  'xhtml',
  'xml',
  'js',
  'mjs',
  'pdf',
]);

async function readRange(filePath: string, start: number, length: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * What the file really is, from its bytes alone (never its name or the client's type): PNG,
 * JPEG, GIF or webm, complete (the format's end marker, or the webm header and Segment), within
 * its size limit (images 5 MiB, videos 50 MiB). Anything else (SVG, HTML, a truncated file) is
 * refused.
 */
export async function inspectMedia(filePath: string, size: number): Promise<DetectedMedia> {
  const found = await fileTypeFromFile(filePath);
  const detected = found ? ALLOWED[found.ext] : undefined;
  if (!detected)
    throw new DomainError(
      'UNSUPPORTED_MEDIA',
      'Only PNG, JPEG or GIF images and webm videos can be shared',
    );
  const limit = detected.type === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
  if (size > limit)
    throw new DomainError(
      'PAYLOAD_TOO_LARGE',
      detected.type === 'image' ? 'Images are limited to 5 MB' : 'Videos are limited to 50 MB',
    );
  if (!(await isComplete(filePath, size, detected.ext)))
    throw new DomainError(
      'UNPROCESSABLE',
      `The file is not ${detected.label} that can be read whole: it looks truncated or damaged`,
    );
  return detected;
}

async function isComplete(filePath: string, size: number, ext: MediaExt): Promise<boolean> {
  const tail = await readRange(filePath, Math.max(0, size - 12), 12);
  switch (ext) {
    case 'png': // the IEND chunk: length 0, 'IEND', its CRC
      return tail.equals(Buffer.from('0000000049454e44ae426082', 'hex'));
    case 'jpg': // the EOI marker
      return tail.length >= 2 && tail[tail.length - 2] === 0xff && tail[tail.length - 1] === 0xd9;
    case 'gif': // the trailer byte
      return tail[tail.length - 1] === 0x3b;
    case 'webm':
      return isCompleteWebm(await readRange(filePath, 0, 4096), size);
  }
}

/** Reads an EBML variable-size integer; `null` on a bad one. `unknown` marks an all-ones size. */
function readVint(
  buf: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/**
 * A webm made by MediaRecorder streams its Segment with an unknown size, so the end cannot be
 * checked; what can be: a whole EBML header, then the Segment element, whose size (when known)
 * the file must hold.
 */
function isCompleteWebm(head: Buffer, size: number): boolean {
  const headerId = readVint(head, 0, true);
  if (!headerId || headerId.value !== 0x1a45dfa3) return false;
  const headerSize = readVint(head, headerId.length, false);
  if (!headerSize || headerSize.unknown) return false;
  const segmentAt = headerId.length + headerSize.length + headerSize.value;
  const segmentId = readVint(head, segmentAt, true);
  if (!segmentId || segmentId.value !== 0x18538067) return false;
  const segmentSize = readVint(head, segmentAt + segmentId.length, false);
  if (!segmentSize) return false;
  const dataStart = segmentAt + segmentId.length + segmentSize.length;
  return segmentSize.unknown ? size > dataStart : size >= dataStart + segmentSize.value;
}

/**
 * The client's `type` and the name's extension may only refuse a file, never admit one: either
 * one that disagrees with the content (a PNG sent as a video, a PNG named .webm) is refused.
 */
export function checkDeclared(
  detected: DetectedMedia,
  declaredType: string | undefined,
  filename: string,
): void {
  if (declaredType !== undefined && declaredType !== detected.type) {
    throw new DomainError(
      'UNSUPPORTED_MEDIA',
      `The file is ${detected.label}, not a${declaredType === 'image' ? 'n image' : ' video'}`,
    );
  }
  const ext = /\.([A-Za-z0-9]{1,6})$/.exec(filename)?.[1]?.toLowerCase();
  if (ext && TELLING_EXTENSIONS.has(ext)) {
    const same =
      ext === detected.ext || (detected.ext === 'jpg' && (ext === 'jpeg' || ext === 'jpe'));
    if (!same)
      throw new DomainError(
        'UNSUPPORTED_MEDIA',
        `The file's name ends in .${ext} but it is ${detected.label}`,
      );
  }
}
