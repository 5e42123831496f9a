import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/errors';

// The NUL character (U+0000) is valid JSON and a valid URL escape (%00), but PostgreSQL's text
// cannot hold it and answers such a query with an error. No field of the API has a use for it, so
// it is refused where input enters: with a 400 that names it, on both databases alike.

export const NUL_REFUSED = 'Text may not contain the NUL character (U+0000)';

/** Nesting past this is refused by the schemas anyway; the walk stops there. */
const MAX_DEPTH = 32;

/** True when a string anywhere in `value` (keys included) holds U+0000. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/** Refuses, before validation, a request whose path parameters, query or body hold U+0000. */
export function registerNulCheck(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
      throw new DomainError('BAD_REQUEST', NUL_REFUSED);
  });
}
