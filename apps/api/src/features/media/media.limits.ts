import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { rateLimited } from '../../lib/rate-limiter';
import * as repo from './media.repository';

// The limits on what uploads may take from the server (config: MEDIA_QUOTA_MIB,
// MEDIA_UPLOADS_PER_DAY, MEDIA_MIN_FREE_MIB): a user's stored bytes, their uploads per 24 hours,
// and the free space the media volume keeps.

const DAY_MS = 24 * 60 * 60_000;

/** "3.2 MiB", "200 MiB", "512 KiB": sizes as a person reads them. */
export function describeBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KiB`;
  const mib = bytes / (1024 * 1024);
  return `${Number.isInteger(mib) || mib >= 100 ? Math.round(mib) : mib.toFixed(1)} MiB`;
}

/** The refusal when the media volume is (nearly) full: 507, and nothing of the upload is kept. */
export function storageFull(): DomainError {
  return new DomainError(
    'INSUFFICIENT_STORAGE',
    "The server's storage is full, so uploads are paused and your file was not kept. Please try again later.",
  );
}

/** True for the errors a full disk or an exhausted disk quota raise while writing. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * Refuses (507) unless the media volume keeps its floor of free space (MEDIA_MIN_FREE_MIB) after
 * `incomingBytes` more are written.
 */
export async function checkFreeSpace(ctx: AppContext, incomingBytes: number): Promise<void> {
  const free = await ctx.storage.freeBytes();
  if (free - incomingBytes < ctx.config.mediaMinFreeBytes) throw storageFull();
}

/**
 * Refuses when the user may not keep `incomingBytes` more of media: over their storage quota
 * (413) or at their uploads per 24 hours (429, with when to try again). Run in the upload's
 * transaction before its insert, it is exact; before receiving, with the declared body size, it
 * refuses early what would be refused anyway.
 */
export async function checkAllowance(
  ctx: AppContext,
  db: Db,
  userId: string,
  incomingBytes: number,
): Promise<void> {
  const now = ctx.now().getTime();
  const since = new Date(now - DAY_MS).toISOString();
  const usage = await repo.userUsage(db, userId, since);
  const { mediaQuotaBytes: quota, mediaUploadsPerDay: perDay } = ctx.config;
  if (usage.recent >= perDay) {
    const oldest = usage.oldestRecent ? Date.parse(usage.oldestRecent) : now;
    throw rateLimited(
      Math.max(1000, oldest + DAY_MS - now),
      (wait) =>
        `You have shared ${perDay} files in the last 24 hours, the most allowed: try again in ${wait}`,
    );
  }
  if (usage.bytes >= quota)
    throw new DomainError(
      'PAYLOAD_TOO_LARGE',
      `Your media storage is full (${describeBytes(quota)}): no more files can be shared from this account`,
    );
  if (usage.bytes + incomingBytes > quota)
    throw new DomainError(
      'PAYLOAD_TOO_LARGE',
      `This file (${describeBytes(incomingBytes)}) does not fit in your media storage: ${describeBytes(quota - usage.bytes)} of your ${describeBytes(quota)} is left. Share a smaller file`,
    );
}
