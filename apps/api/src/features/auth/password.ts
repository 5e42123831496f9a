import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt parameters; N = 2^logN. */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/**
 * Production cost, OWASP's current recommendation: N = 2^17, r = 8, p = 1 (128 MiB, about 0.5 s
 * per hash on this machine kind). A burst of logins cannot exhaust memory because every hash runs
 * through a bounded queue (SCRYPT_CONCURRENCY at once). The stored hash names its own parameters,
 * so older, cheaper hashes stay verifiable and are rehashed at the next successful login. Tests
 * pass a low cost through buildApp's options.
 */
export const PRODUCTION_SCRYPT: ScryptCost = { logN: 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs 128 * N * r * p bytes plus a little (Node refuses above maxmem, default 32 MiB):
  // allow twice that, 256 MiB at N = 2^17.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r * cost.p };
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

/** The parameters a stored hash names, or undefined when it is malformed. */
export function storedCost(stored: string): ScryptCost | undefined {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![cost.logN, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0) || cost.logN > 20)
    return undefined;
  return cost;
}

/** True when a stored hash is cheaper than `cost` in any parameter (rehash it at login). */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const was = storedCost(stored);
  return !was || was.logN < cost.logN || was.r < cost.r || was.p < cost.p;
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = storedCost(stored);
  const [, , , , salt, hash] = stored.split('$');
  if (!cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
