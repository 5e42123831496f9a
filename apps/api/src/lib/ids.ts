import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for ids, drawn from the CSPRNG 4 KiB at a time (one call per 256 ids instead of one
 * per id, as Node does for randomUUID); each byte is handed out once.
 */
const pool = Buffer.alloc(16 * 256);
let used = pool.length;

/** 16 fresh random bytes as base64url (22 characters). */
function random128(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const text = pool.toString('base64url', used, used + 16);
  used += 16;
  return text;
}

/** A random, unguessable identifier (128 bits, base64url: 22 characters). */
export function newId(): string {
  return random128();
}

/**
 * A random, unguessable identifier (the same 128 random bits as `newId`) behind a fixed-width,
 * lexically ordered millisecond prefix: 31 characters. For rows appended on hot paths (rounds,
 * and the ledger entries keyed by round id): their indexes grow at the right edge instead of
 * touching a random page per insert, so a group commit writes a few pages instead of one per
 * round. The prefix shows only the creation time, which the row's createdAt shows anyway.
 */
export function newSortableId(): string {
  return Date.now().toString(36).padStart(9, '0') + random128();
}
