import { fileTypeFromFile } from 'file-type';
import { readFile, writeFile } from 'node:fs/promises';
import { DomainError } from '../../lib/errors';
import { parseGif, parseJpeg, parsePng, type ImageStructure } from './media.image';
import { isWholeWebm } from './media.webm';

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

/** The limits on an image's size in pixels (config: IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE). */
export interface PixelLimits {
  imageMaxPixels: number;
  imageMaxSide: number;
}

/** A checked upload: what it is, and its size once its metadata is gone. */
export interface InspectedMedia extends DetectedMedia {
  size: number;
}

const PARSERS: Record<Exclude<MediaExt, 'webm'>, (buf: Buffer) => ImageStructure | null> = {
  png: parsePng,
  jpg: parseJpeg,
  gif: parseGif,
};

/**
 * What the file really is, from its bytes alone (never its name or the client's type): PNG,
 * JPEG, GIF or webm, within its size limit (images 5 MiB, videos 50 MiB), and whole: its
 * structure walked from the first byte to the last, nothing cut off and nothing after its end
 * (see media.image.ts, media.webm.ts). An image is at most `limits` in pixels, and its metadata
 * (EXIF with GPS position, XMP, comments) is removed in place, without re-encoding. Anything else
 * (SVG, HTML, a truncated or padded file) is refused.
 */
export async function inspectMedia(
  filePath: string,
  size: number,
  limits: PixelLimits,
): Promise<InspectedMedia> {
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
  const damaged = () =>
    new DomainError(
      'UNPROCESSABLE',
      `The file is not ${detected.label} that can be read whole: it looks truncated or damaged, or has extra data after its end`,
    );
  if (detected.ext === 'webm') {
    if (!(await isWholeWebm(filePath, size))) throw damaged();
    return { ...detected, size };
  }
  const image = PARSERS[detected.ext](await readFile(filePath));
  if (!image) throw damaged();
  const { width, height } = image;
  if (
    width > limits.imageMaxSide ||
    height > limits.imageMaxSide ||
    width * height > limits.imageMaxPixels
  )
    throw new DomainError(
      'PAYLOAD_TOO_LARGE',
      `The image is too large: at most ${+(limits.imageMaxPixels / 1e6).toFixed(1)} megapixels and ${limits.imageMaxSide} pixels a side (it has ${width}x${height})`,
    );
  if (image.clean.length !== size) await writeFile(filePath, image.clean);
  return { ...detected, size: image.clean.length };
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
