import {
  GALLERY_PAGE_MAX,
  type GalleryQuery,
  type MediaDeleted,
  type MediaItem,
  type UploadResponse,
} from '@coinwave/api-contract';
import { rm } from 'node:fs/promises';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { findMember, recordAction, requireModerator } from '../moderation/sanctions.service';
import { MEDIA_URL_PREFIX, publicUser } from '../users/users.service';
import { ensureCurrentWave } from '../waves/waves.service';
import { withTransaction } from '../../db/transaction';
import { checkDeclared, inspectMedia } from './media.inspect';
import { checkAllowance, isDiskFull, storageFull } from './media.limits';
import * as repo from './media.repository';

function toItem(row: repo.MediaRow): MediaItem {
  return {
    id: row.id,
    type: row.type,
    url: MEDIA_URL_PREFIX + row.stored_name,
    filename: row.filename,
    createdAt: row.created_at,
    uploader: publicUser({ id: row.user_id, username: row.username, avatar: row.avatar }),
  };
}

/** Refuses with 429 when the user has uploaded too much lately (counts this upload). */
export function takeUploadBudget(ctx: AppContext, userId: string): Promise<void> {
  return takeOrRefuse(
    ctx.limiters.uploadsPerUser,
    userId,
    (wait) => `Too many uploads: try again in ${wait}`,
  );
}

/** A display name without paths or control characters; a generated one when nothing is left. */
export function cleanFilename(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}

/**
 * Takes a received upload (a local temp file): checks its bytes (removing an image's metadata),
 * stores it under a generated name and records it in the current wave, within the user's storage
 * quota and uploads per day (checked in the insert's transaction). The temp file is gone
 * afterwards either way.
 */
export async function storeUpload(
  ctx: AppContext,
  userId: string,
  upload: {
    tempPath: string;
    size: number;
    declaredType: string | undefined;
    filename: string | undefined;
  },
): Promise<UploadResponse> {
  try {
    if (upload.size === 0) throw new DomainError('BAD_REQUEST', 'The file is empty');
    const media = await inspectMedia(upload.tempPath, upload.size, ctx.config);
    const now = ctx.now();
    const filename = cleanFilename(
      upload.filename,
      `${media.type}-${now.toISOString().replace(/[:.]/g, '-')}.${media.ext}`,
    );
    checkDeclared(media, upload.declaredType, filename);
    const wave = await ensureCurrentWave(ctx);
    const id = newId();
    const storedName = `${newId()}.${media.ext}`;
    await ctx.storage.save(upload.tempPath, storedName);
    try {
      await withTransaction(ctx.db, async (trx) => {
        await checkAllowance(ctx, trx, userId, media.size);
        await repo.insertMedia(trx, {
          id,
          userId,
          waveId: wave.id,
          type: media.type,
          filename,
          storedName,
          mime: media.mime,
          size: media.size,
          createdAt: now.toISOString(),
        });
      });
    } catch (error) {
      await ctx.storage.remove(storedName);
      throw error;
    }
    const item = toItem((await repo.findMedia(ctx.db, id))!);
    return { url: item.url, item };
  } catch (error) {
    throw isDiskFull(error) ? storageFull() : error;
  } finally {
    await rm(upload.tempPath, { force: true });
  }
}

/**
 * A page of the current wave's media, newest first, with the uploader: `limit` items (at most and
 * by default GALLERY_PAGE_MAX) after the `before` cursor (`galleryCursor` of the previous page's
 * last item).
 */
export async function gallery(ctx: AppContext, query: GalleryQuery): Promise<MediaItem[]> {
  const wave = await ensureCurrentWave(ctx);
  const limit = query.limit === undefined ? GALLERY_PAGE_MAX : Number(query.limit);
  const cut = query.before?.lastIndexOf('~') ?? -1;
  const before =
    query.before === undefined || cut < 0
      ? null
      : { createdAt: query.before.slice(0, cut), id: query.before.slice(cut + 1) };
  return (await repo.listByWave(ctx.db, wave.id, limit, before)).map(toItem);
}

/**
 * Deletes a shared item: its uploader may, and moderators may delete anyone's (recorded in the
 * moderation log as `delete_media`). The row goes in a transaction; the file once it committed;
 * the wave's room hears `media_deleted` (galleries drop it at once).
 */
export async function deleteMedia(
  ctx: AppContext,
  actorId: string,
  mediaId: string,
): Promise<MediaDeleted> {
  const item = await repo.findForDeletion(ctx.db, mediaId);
  if (!item) throw new DomainError('NOT_FOUND', 'Media not found');
  const own = item.user_id === actorId;
  if (!own) {
    const actor = await findMember(ctx, actorId);
    if (actor.role !== 'moderator')
      throw new DomainError('FORBIDDEN', 'You can only delete media you shared');
  }
  const deleted = await withTransaction(ctx.db, async (trx) => {
    if (!own) await requireModerator({ db: trx }, actorId);
    if (!(await repo.deleteOne(trx, mediaId))) return false;
    if (!own)
      await recordAction(
        trx,
        { moderatorId: actorId },
        'delete_media',
        { userId: item.user_id, detail: `${item.filename} (${item.id})` },
        ctx.now(),
      );
    return true;
  });
  if (!deleted) throw new DomainError('NOT_FOUND', 'Media not found');
  await ctx.storage.remove(item.stored_name);
  ctx.realtime.publishToWave(item.wave_id, {
    type: 'media_deleted',
    payload: { mediaId, waveId: item.wave_id },
  });
  return { id: mediaId, waveId: item.wave_id };
}

export function countMedia(ctx: AppContext): Promise<number> {
  return repo.countAll(ctx.db);
}

/** Every item the user shared, oldest first (the account export). */
export async function userMedia(db: Db, userId: string): Promise<MediaItem[]> {
  return (await repo.listByUser(db, userId)).map(toItem);
}

/**
 * A deleted account's media: the rows go in the caller's transaction; the returned file names are
 * removed from storage once it has committed (`removeStoredFiles`).
 */
export function removeUserMedia(trx: Db, userId: string): Promise<string[]> {
  return repo.deleteByUser(trx, userId);
}

/** Removes stored files (after the commit that forgot them); a file already gone is fine. */
export async function removeStoredFiles(ctx: AppContext, names: readonly string[]): Promise<void> {
  for (const name of names) await ctx.storage.remove(name);
}
