import { randomBytes } from 'node:crypto';

/** A random, unguessable identifier (128 bits, base64url: 22 characters). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A random, unguessable identifier (the same 128 random bits as `newId`) behind a fixed-width,
 * lexically ordered millisecond prefix: 31 characters. For rows appended on hot paths (rounds,
 * and the ledger entries keyed by round id): their indexes grow at the right edge instead of
 * touching a random page per insert, so a group commit writes a few pages instead of one per
 * round. The prefix shows only the creation time, which the row's createdAt shows anyway.
 */
export function newSortableId(): string {
  return Date.now().toString(36).padStart(9, '0') + randomBytes(16).toString('base64url');
}
