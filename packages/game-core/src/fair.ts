import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { createSeededRng, type SeededRng } from './rng';

/** The public commitment to a server seed: SHA-256 of its text, as lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) as lowercase hex: one round's entropy. */
export function roundDigest(serverSeed: string, clientSeed: string, nonce: number): string {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`roundDigest: nonce must be a non-negative integer, got ${nonce}`);
  }
  return bytesToHex(hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}`)));
}

/**
 * The provably fair Rng of one round: the round digest seeds a seedrandom generator. Anyone who
 * knows the revealed server seed, the client seed and the nonce rebuilds the same stream.
 */
export function roundRng(serverSeed: string, clientSeed: string, nonce: number): SeededRng {
  return createSeededRng(roundDigest(serverSeed, clientSeed, nonce));
}
