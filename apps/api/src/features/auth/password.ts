import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt parameters; N = 2^logN. */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/**
 * Production cost: N = 2^16, r = 8, p = 1 (64 MiB, roughly 0.1-0.2 s per hash on this machine
 * kind): inside the 2^15..2^17 range, light enough that a burst of logins does not exhaust memory.
 * Tests pass a low cost through buildApp's options; the stored hash names its own parameters, so
 * raising the cost later keeps old hashes verifiable.
 */
export const PRODUCTION_SCRYPT: ScryptCost = { logN: 16, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs 128 * N * r bytes; allow twice that.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$logN$r$p$salt$hash` (base64url), with a fresh random salt. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.logN,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![cost.logN, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0) || cost.logN > 20)
    return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
