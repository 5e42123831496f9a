import { randomBytes } from 'node:crypto';

/** A random, unguessable identifier (128 bits, base64url: 22 characters). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
