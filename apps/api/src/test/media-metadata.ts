import { GIF_1X1, JPEG_MINIMAL, PNG_1X1 } from './media-fixtures';

// Images carrying the metadata a phone or an editor leaves in them (EXIF with a GPS position, XMP,
// comments, text chunks), for the tests that it is stripped. The position is Paris: 48°51'29.64"N.

/** The latitude's seconds as stored (2964/100): bytes that must not survive. */
export const GPS_SECONDS = Buffer.from([0x94, 0x0b, 0x00, 0x00, 0x64, 0x00, 0x00, 0x00]);
/** Words in the XMP and comment blocks that must not survive. */
export const SECRET_WORDS = ['exif:GPSLatitude', 'xmpmeta', 'taken at home', 'Alice'];

/** An APP1 EXIF segment (little-endian TIFF): IFD0 with Orientation and a GPS IFD. */
export function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(92);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Orientation (SHORT), GPSInfo (LONG offset 38); next IFD 0.
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt16LE(0x8825, 22);
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(38, 30);
  // GPS IFD at 38: GPSLatitudeRef 'N', GPSLatitude (3 RATIONALs at 68).
  tiff.writeUInt16LE(2, 38);
  tiff.writeUInt16LE(0x0001, 40);
  tiff.writeUInt16LE(2, 42);
  tiff.writeUInt32LE(2, 44);
  tiff.write('N\0', 48, 'latin1');
  tiff.writeUInt16LE(0x0002, 52);
  tiff.writeUInt16LE(5, 54);
  tiff.writeUInt32LE(3, 56);
  tiff.writeUInt32LE(68, 60);
  [48, 1, 51, 1, 2964, 100].forEach((n, i) => tiff.writeUInt32LE(n, 68 + i * 4));
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** A JPEG marker segment: 0xFF, the marker, the length, the body. */
export function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** JPEG_MINIMAL with EXIF (GPS, and `orientation`), XMP with the position, and a comment. */
export function jpegWithMetadata(orientation = 6): Buffer {
  return Buffer.concat([
    JPEG_MINIMAL.subarray(0, 2),
    exifSegment(orientation),
    segment(
      0xe1,
      Buffer.from(
        'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>48,51.494N</exif:GPSLatitude><dc:creator>Alice</dc:creator></x:xmpmeta>',
      ),
    ),
    segment(0xfe, Buffer.from('taken at home')),
    JPEG_MINIMAL.subarray(2),
  ]);
}

/** A PNG chunk (the CRC is not checked by the server, so it is left zero). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

/** PNG_1X1 with `chunks` inserted before IEND. */
export function pngWith(...chunks: Buffer[]): Buffer {
  return Buffer.concat([
    PNG_1X1.subarray(0, PNG_1X1.length - 12),
    ...chunks,
    PNG_1X1.subarray(-12),
  ]);
}

/** A valid PNG of exactly `bytes` bytes (a private chunk of filler). */
export function pngOfSize(bytes: number): Buffer {
  return pngWith(pngChunk('prVt', Buffer.alloc(bytes - PNG_1X1.length - 12, 7)));
}

/** PNG_1X1 with EXIF and text chunks naming where and by whom. */
export const PNG_WITH_METADATA = pngWith(
  pngChunk('tEXt', Buffer.from('Comment\0taken at home')),
  pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>Alice</x:xmpmeta>')),
  pngChunk('eXIf', exifSegment(1).subarray(10)),
);

/** GIF_1X1 with a comment and an XMP application extension (and the loop count, kept). */
export const GIF_WITH_METADATA = Buffer.concat([
  GIF_1X1.subarray(0, GIF_1X1.length - 1),
  Buffer.from([0x21, 0xfe, 13]),
  Buffer.from('taken at home'),
  Buffer.from([0, 0x21, 0xff, 11]),
  Buffer.from('XMP DataXMP'),
  Buffer.from([12]),
  Buffer.from('<x:xmpmeta/>'),
  Buffer.from([5]),
  Buffer.from('Alice'),
  Buffer.from([0]),
  GIF_1X1.subarray(-1),
]);

/** The NETSCAPE2.0 loop extension (loop forever). */
export const GIF_LOOP = Buffer.concat([
  Buffer.from([0x21, 0xff, 11]),
  Buffer.from('NETSCAPE2.0'),
  Buffer.from([3, 1, 0, 0, 0]),
]);
