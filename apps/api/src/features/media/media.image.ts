// The structure of the shared image formats (PNG, JPEG, GIF), read from their bytes without
// decoding a pixel: the picture's size, whether the file is whole (no missing end, no bytes after
// it), and a copy without the metadata a camera or editor leaves in it (EXIF with GPS position,
// XMP, comments, text chunks). The pixels are never re-encoded: the copy is the same picture.

/** A parsed image: its size in pixels and its bytes with the metadata removed. */
export interface ImageStructure {
  width: number;
  height: number;
  /** The file without metadata (the very same buffer when there was none). */
  clean: Buffer;
}

/**
 * A JPEG's size and its bytes without APP1 (EXIF, XMP), APP3-APP13, APP15 (IPTC, Photoshop,
 * vendor notes), non-ICC APP2 (FlashPix, multi-picture) and comments. Kept: JFIF (APP0), the ICC
 * colour profile (APP2) and Adobe's colour transform (APP14), which decoders need for the right
 * colours; an EXIF orientation other than upright is kept alone, in a minimal EXIF segment, so the
 * photo is not shown on its side. `null` when the file is not one whole JPEG: no SOI, a segment
 * or scan cut off, no frame header, or anything after the EOI marker.
 */
export function parseJpeg(buf: Buffer): ImageStructure | null {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  const kept: Buffer[] = [buf.subarray(0, 2)];
  let dropped = false;
  let width = 0;
  let height = 0;
  let orientation = 1;
  let pos = 2;
  for (;;) {
    if (buf[pos] !== 0xff) return null;
    while (buf[pos + 1] === 0xff) pos++; // fill bytes before a marker
    const marker = buf[pos + 1];
    if (marker === undefined) return null;
    if (marker === 0xd9) {
      if (pos + 2 !== buf.length) return null;
      kept.push(buf.subarray(pos, pos + 2));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(buf.subarray(pos, pos + 2)); // a marker without a length
      pos += 2;
      continue;
    }
    if (pos + 4 > buf.length) return null;
    const end = pos + 2 + buf.readUInt16BE(pos + 2);
    if (end < pos + 4 || end > buf.length) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (end - pos < 10) return null;
      height = buf.readUInt16BE(pos + 5);
      width = buf.readUInt16BE(pos + 7);
    }
    const body = buf.subarray(pos + 4, end);
    if (marker === 0xe1) orientation = exifOrientation(body) ?? orientation;
    if (isMetadata(marker, body)) dropped = true;
    else kept.push(buf.subarray(pos, end));
    pos = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      for (;;) {
        const at = buf.indexOf(0xff, pos);
        if (at < 0 || at + 1 >= buf.length) return null;
        const next = buf[at + 1]!;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos = at + 2;
        else if (next === 0xff) pos = at + 1;
        else {
          kept.push(buf.subarray(end, at));
          pos = at;
          break;
        }
      }
    }
  }
  if (width === 0 || height === 0) return null;
  if (!dropped) return { width, height, clean: buf };
  if (orientation !== 1) kept.splice(1, 0, exifWithOrientation(orientation));
  return { width, height, clean: Buffer.concat(kept) };
}

function isMetadata(marker: number, body: Buffer): boolean {
  if (marker === 0xfe) return true; // COM
  if (marker < 0xe0 || marker > 0xef) return false;
  if (marker === 0xe0 || marker === 0xee) return false; // JFIF, Adobe
  if (marker === 0xe2) return !body.subarray(0, 12).equals(Buffer.from('ICC_PROFILE\0'));
  return true;
}

/** The Orientation tag (1-8) of an APP1 EXIF body's first IFD, or undefined. */
function exifOrientation(body: Buffer): number | undefined {
  if (body.length < 14 || !body.subarray(0, 6).equals(Buffer.from('Exif\0\0'))) return undefined;
  const tiff = body.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment holding an EXIF block with one tag: Orientation. */
function exifWithOrientation(orientation: number): Buffer {
  const out = Buffer.alloc(4 + 6 + 8 + 2 + 12 + 4);
  out.writeUInt16BE(0xffe1, 0);
  out.writeUInt16BE(out.length - 2, 2);
  out.write('Exif\0\0', 4, 'latin1');
  const tiff = 10;
  out.write('MM', tiff, 'latin1');
  out.writeUInt16BE(42, tiff + 2);
  out.writeUInt32BE(8, tiff + 4); // IFD0 right after the header
  out.writeUInt16BE(1, tiff + 8); // one entry
  out.writeUInt16BE(0x0112, tiff + 10); // Orientation
  out.writeUInt16BE(3, tiff + 12); // SHORT
  out.writeUInt32BE(1, tiff + 14); // one value
  out.writeUInt16BE(orientation, tiff + 18);
  // The next-IFD offset (0) and padding are the zeros Buffer.alloc left.
  return out;
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
/** Ancillary chunks that carry metadata (EXIF, text, the time it was saved): dropped. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/**
 * A PNG's size (IHDR) and its bytes without EXIF, text and time chunks. `null` unless it is the
 * signature, IHDR first, chunks that each fit, and IEND as the very last bytes.
 */
export function parsePng(buf: Buffer): ImageStructure | null {
  if (buf.length < 8 + 25 || !buf.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (buf.readUInt32BE(8) !== 13 || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = buf.readUInt32BE(16);
  const height = buf.readUInt32BE(20);
  const kept: Buffer[] = [buf.subarray(0, 8)];
  let dropped = false;
  let pos = 8;
  for (;;) {
    if (pos + 12 > buf.length) return null;
    const length = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type) || end > buf.length) return null;
    if (PNG_METADATA.has(type)) dropped = true;
    else kept.push(buf.subarray(pos, end));
    pos = end;
    if (type === 'IEND') break;
  }
  if (pos !== buf.length || width === 0 || height === 0) return null;
  return { width, height, clean: dropped ? Buffer.concat(kept) : buf };
}

/** Application extensions kept in a GIF: the animation loop count. */
const GIF_KEPT_APPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/**
 * A GIF's size (the largest of its logical screen and its frames) and its bytes without comment
 * and application extensions (XMP among them), except the loop count. `null` unless the blocks
 * follow each other whole up to the trailer, the very last byte.
 */
export function parseGif(buf: Buffer): ImageStructure | null {
  const version = buf.toString('latin1', 0, 6);
  if (buf.length < 14 || (version !== 'GIF87a' && version !== 'GIF89a')) return null;
  let width = buf.readUInt16LE(6);
  let height = buf.readUInt16LE(8);
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let pos = 13 + colorTable(buf[10]!);
  const kept: Buffer[] = [buf.subarray(0, pos)];
  let dropped = false;
  /** The end of the data sub-blocks starting at `at`, or -1 when they are cut off. */
  const subBlocksEnd = (at: number): number => {
    for (;;) {
      const n = buf[at];
      if (n === undefined) return -1;
      at += 1 + n;
      if (n === 0) return at;
    }
  };
  for (;;) {
    const block = buf[pos];
    if (block === 0x3b) {
      if (pos + 1 !== buf.length) return null;
      kept.push(buf.subarray(pos));
      break;
    }
    let end: number;
    let keep = true;
    if (block === 0x21) {
      const label = buf[pos + 1];
      end = subBlocksEnd(pos + 2);
      if (label === 0xfe) keep = false;
      if (label === 0xff)
        keep = buf[pos + 2] === 11 && GIF_KEPT_APPS.has(buf.toString('latin1', pos + 3, pos + 14));
    } else if (block === 0x2c) {
      if (pos + 11 > buf.length) return null;
      width = Math.max(width, buf.readUInt16LE(pos + 1) + buf.readUInt16LE(pos + 5));
      height = Math.max(height, buf.readUInt16LE(pos + 3) + buf.readUInt16LE(pos + 7));
      // Then the local colour table, the LZW minimum code size, and the image data.
      end = subBlocksEnd(pos + 10 + colorTable(buf[pos + 9]!) + 1);
    } else return null;
    if (end < 0 || end > buf.length) return null;
    if (keep) kept.push(buf.subarray(pos, end));
    else dropped = true;
    pos = end;
  }
  if (width === 0 || height === 0) return null;
  return { width, height, clean: dropped ? Buffer.concat(kept) : buf };
}
