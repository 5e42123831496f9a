import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GIF_1X1, JPEG_MINIMAL, PNG_1X1 } from '../../test/media-fixtures';
import {
  GIF_LOOP,
  GIF_WITH_METADATA,
  GPS_SECONDS,
  jpegWithMetadata,
  PNG_WITH_METADATA,
  pngChunk,
  pngWith,
  SECRET_WORDS,
} from '../../test/media-metadata';
import { parseGif, parseJpeg, parsePng } from './media.image';

const holdsNoSecret = (buf: Buffer) => {
  for (const word of SECRET_WORDS) expect(buf.includes(word)).toBe(false);
  expect(buf.includes(GPS_SECONDS)).toBe(false);
};

describe('parseJpeg', () => {
  it('reads the size from the frame header and keeps a file without metadata as it is', () => {
    const parsed = parseJpeg(JPEG_MINIMAL);
    expect(parsed).toMatchObject({ width: 4, height: 3 });
    expect(parsed!.clean).toBe(JPEG_MINIMAL);
  });

  it('strips EXIF (with GPS), XMP and comments, keeping the pixels and the orientation alone', async () => {
    const original = jpegWithMetadata(6);
    expect((await sharp(original).metadata()).xmp).toBeDefined();
    const parsed = parseJpeg(original)!;
    expect(parsed).toMatchObject({ width: 4, height: 3 });
    holdsNoSecret(parsed.clean);
    const meta = await sharp(parsed.clean).metadata();
    expect(meta).toMatchObject({ width: 4, height: 3, orientation: 6 });
    expect(meta.xmp).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    // The one EXIF block left holds one tag (Orientation), no GPS pointer (0x8825).
    expect(meta.exif!.length).toBeLessThan(40);
    expect(meta.exif!.includes(Buffer.from([0x88, 0x25]))).toBe(false);
    // Not re-encoded: the same scan bytes, so the same pixels.
    expect(parsed.clean.subarray(-100).equals(JPEG_MINIMAL.subarray(-100))).toBe(true);
    const [before, after] = await Promise.all(
      [JPEG_MINIMAL, parsed.clean].map((b) => sharp(b).raw().toBuffer()),
    );
    expect(after!.equals(before!)).toBe(true);
  });

  it('leaves no EXIF at all when the photo is upright', () => {
    expect(parseJpeg(jpegWithMetadata(1))!.clean.equals(JPEG_MINIMAL)).toBe(true);
  });

  it.each([
    ['cut inside the scan', JPEG_MINIMAL.subarray(0, JPEG_MINIMAL.length - 10)],
    ['cut before its end marker', JPEG_MINIMAL.subarray(0, JPEG_MINIMAL.length - 2)],
    ['cut inside a segment', JPEG_MINIMAL.subarray(0, 30)],
    ['followed by other bytes', Buffer.concat([JPEG_MINIMAL, Buffer.alloc(64)])],
    ['followed by another file', Buffer.concat([JPEG_MINIMAL, PNG_1X1])],
    ['without a frame header', Buffer.from('ffd8ffd9', 'hex')],
    ['not a JPEG', PNG_1X1],
  ])('refuses a JPEG %s', (_label, data) => {
    expect(parseJpeg(data)).toBeNull();
  });
});

describe('parsePng', () => {
  it('reads the size from IHDR and keeps a file without metadata as it is', () => {
    expect(parsePng(PNG_1X1)).toEqual({ width: 1, height: 1, clean: PNG_1X1 });
  });

  it('strips EXIF and text chunks, keeping every other chunk', async () => {
    const withPrivate = pngWith(pngChunk('prVt', Buffer.from('kept')));
    expect(parsePng(withPrivate)!.clean).toBe(withPrivate);
    const parsed = parsePng(PNG_WITH_METADATA)!;
    holdsNoSecret(parsed.clean);
    expect(parsed.clean.equals(PNG_1X1)).toBe(true);
  });

  it.each([
    ['cut before IEND', PNG_1X1.subarray(0, PNG_1X1.length - 12)],
    ['cut inside a chunk', PNG_1X1.subarray(0, 40)],
    ['padded after IEND', Buffer.concat([PNG_1X1, Buffer.alloc(16)])],
    ['padded before IEND', pngWith(Buffer.alloc(16))],
  ])('refuses a PNG %s', (_label, data) => {
    expect(parsePng(data)).toBeNull();
  });
});

describe('parseGif', () => {
  it('reads the size and keeps a file without metadata as it is', () => {
    expect(parseGif(GIF_1X1)).toEqual({ width: 1, height: 1, clean: GIF_1X1 });
  });

  it('strips comments and XMP but keeps the loop count', () => {
    const parsed = parseGif(GIF_WITH_METADATA)!;
    holdsNoSecret(parsed.clean);
    expect(parsed.clean.equals(GIF_1X1)).toBe(true);
    const looping = Buffer.concat([GIF_1X1.subarray(0, 19), GIF_LOOP, GIF_1X1.subarray(19)]);
    expect(parseGif(looping)!.clean).toBe(looping);
  });

  it('takes the largest frame as its size', () => {
    const wide = Buffer.from(GIF_1X1);
    const frame = wide.indexOf(0x2c);
    wide.writeUInt16LE(30_000, frame + 5);
    expect(parseGif(wide)).toMatchObject({ width: 30_000, height: 1 });
  });

  it.each([
    ['cut before its trailer', GIF_1X1.subarray(0, GIF_1X1.length - 1)],
    ['cut inside a frame', GIF_1X1.subarray(0, GIF_1X1.length - 4)],
    ['padded after its trailer', Buffer.concat([GIF_1X1, Buffer.alloc(8)])],
  ])('refuses a GIF %s', (_label, data) => {
    expect(parseGif(data)).toBeNull();
  });
});
