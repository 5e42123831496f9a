import { SHUTTING_DOWN } from '../db/drain';

/**
 * True when an error means a store the API depends on (PostgreSQL, Redis) cannot be reached right
 * now, rather than a bug: the request is answered 503 and the client may simply try again; the
 * connection is re-established by the pool or by ioredis.
 */
export function isUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; name?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    NETWORK_CODES.has(code) ||
    // PostgreSQL: connection exceptions (class 08), shutting down, too many connections.
    code.startsWith('08') ||
    ['57P01', '57P02', '57P03', '53300'].includes(code) ||
    e.name === 'MaxRetriesPerRequestError' ||
    UNAVAILABLE_MESSAGES.some((m) => message.includes(m))
  );
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

const UNAVAILABLE_MESSAGES = [
  SHUTTING_DOWN,
  // kysely, a query after the database was closed
  'driver has already been destroyed',
  // pg
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  // ioredis, with the offline queue off
  "Stream isn't writeable",
  'Connection is closed',
];
