import type { AvatarResponse } from '@coinwave/api-contract';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { withTransaction } from '../../db/transaction';
import * as repo from './users.repository';
import { avatarUrl, publishUserUpdate } from './users.service';

/** Help promises avatars up to 5 MB in JPG, PNG or GIF. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Larger images are refused before decoding (a small file can still be a pixel bomb). */
export const AVATAR_MAX_PIXELS = 25_000_000;
/** Stored avatars are squares of this many pixels (shown at 24-40 px, sharp on 2x screens). */
export const AVATAR_SIZE = 128;

const ACCEPTED = new Set(['jpeg', 'png', 'gif']);

/**
 * Makes the user's avatar from an uploaded image (a temp file, removed afterwards either way):
 * JPG, PNG or GIF (the first frame), at most 25 megapixels, cropped to a square around its most
 * striking region (sharp's "attention" strategy) and resized to 128x128 WebP. Nothing of the original is kept: no EXIF, no GPS, no other frames.
 * The previous avatar is deleted; the user's tabs hear of the new one.
 */
export async function setAvatar(
  ctx: AppContext,
  userId: string,
  tempPath: string,
): Promise<AvatarResponse> {
  const name = `${newId()}.webp`;
  const output = path.join(ctx.storage.tempDir, name);
  try {
    const meta = await sharp(tempPath)
      .metadata()
      .catch(() => {
        throw notAnImage();
      });
    if (!meta.format || !ACCEPTED.has(meta.format)) throw notAnImage();
    if (!meta.width || !meta.height) throw notAnImage();
    if (meta.width * meta.height > AVATAR_MAX_PIXELS)
      throw new DomainError(
        'BAD_REQUEST',
        `The image is too large: at most ${AVATAR_MAX_PIXELS / 1_000_000} megapixels (it has ${meta.width}x${meta.height})`,
      );
    await sharp(tempPath, { limitInputPixels: AVATAR_MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toFile(output)
      .catch(() => {
        throw new DomainError('BAD_REQUEST', 'That image could not be read: it may be damaged');
      });
    await ctx.storage.save(output, name);
    const previous = await withTransaction(ctx.db, (trx) => repo.replaceAvatar(trx, userId, name));
    if (previous) await ctx.storage.remove(previous);
  } finally {
    await rm(tempPath, { force: true });
    await rm(output, { force: true });
  }
  await publishUserUpdate(ctx, userId);
  return { avatarUrl: avatarUrl(name) };
}

/** Removes the user's avatar (initials are shown again). */
export async function removeAvatar(ctx: AppContext, userId: string): Promise<AvatarResponse> {
  const previous = await withTransaction(ctx.db, (trx) => repo.replaceAvatar(trx, userId, null));
  if (previous) {
    await ctx.storage.remove(previous);
    await publishUserUpdate(ctx, userId);
  }
  return { avatarUrl: null };
}

function notAnImage(): DomainError {
  return new DomainError('BAD_REQUEST', 'An avatar must be a JPG, PNG or GIF image');
}
