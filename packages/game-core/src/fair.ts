import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { createSeededRng, type SeededRng } from './rng';

/** The public commitment to a server seed: SHA-256 of its text, as lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

type KeyedHmac = ReturnType<typeof hmac.create>;

/**
 * HMAC keyed with a server seed, before any message: a user plays many rounds on one seed, so the
 * key's two padded blocks are hashed once per seed and each round clones this state (the digest is
 * the same as a fresh HMAC's). A few recent seeds are kept; the map is emptied when it fills.
 */
const keyedBySeed = new Map<string, KeyedHmac>();
const KEYED_MAX = 1024;

function keyedHmac(serverSeed: string): KeyedHmac {
  let keyed = keyedBySeed.get(serverSeed);
  if (!keyed) {
    if (keyedBySeed.size >= KEYED_MAX) keyedBySeed.clear();
    keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
    keyedBySeed.set(serverSeed, keyed);
  }
  return keyed;
}

/**
 * HMAC-SHA256 of `message` keyed with `key` (both taken as UTF-8), as lowercase hex. Rounds use
 * game-core's own (`hmacSha256Hex`, pure JS, the same in every runtime) unless the caller passes
 * its platform's native one: Node's `createHmac` gives the same digest in about a third of the time.
 */
export type HmacSha256Hex = (key: string, message: string) => string;

/** game-core's HMAC-SHA256 (`@noble/hashes`), keyed once per seed (`keyedHmac`). */
export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(keyedHmac(key).clone().update(utf8ToBytes(message)).digest());
}

/**
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) as lowercase hex: one round's entropy. `hmac`
 * computes it (game-core's own by default).
 */
export function roundDigest(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  hmac: HmacSha256Hex = hmacSha256Hex,
): string {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`roundDigest: nonce must be a non-negative integer, got ${nonce}`);
  }
  return hmac(serverSeed, `${clientSeed}:${nonce}`);
}

/**
 * The provably fair Rng of one round: the round digest seeds a seedrandom generator. Anyone who
 * knows the revealed server seed, the client seed and the nonce rebuilds the same stream.
 */
export function roundRng(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  hmac: HmacSha256Hex = hmacSha256Hex,
): SeededRng {
  return createSeededRng(roundDigest(serverSeed, clientSeed, nonce, hmac));
}
