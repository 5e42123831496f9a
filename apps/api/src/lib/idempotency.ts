import { createHash } from 'node:crypto';
import type { AppContext } from '../context';
import type { Db } from '../db/engine';
import { execute, queryOne } from '../db/statements';
import { withTransaction } from '../db/transaction';
import { DomainError } from './errors';

// Idempotency keys. A state-changing game or claim call may carry an `Idempotency-Key`
// header. The route (`addRoute(..., { idempotent: true })`) reads it and hands the keyed call to
// its handler, which passes it on to the service; the service's money transaction
// (`withKeyedTransaction`) claims the key first, then does its work, then stores its answer, all in
// that one transaction. So:
// - a repeat after the first committed finds the key at the claim (or, when the handler refused it
//   before its transaction, right after that refusal: `knownKeyAnswer`) and gets the first answer,
//   status and body, and moves nothing (`Replay`);
// - a concurrent duplicate waits at the claim (PostgreSQL: on the primary key; SQLite: the write
//   lock) and then finds the answer; it is never applied twice;
// - a call that is refused (4xx) rolls back and leaves no key: it changed nothing, and the same key
//   may be sent again;
// - the same key with another route, path or body is refused (422).
// Any key of the allowed characters works. A key that starts with the time (the web app's: see
// `newIdempotencyKey` in apps/web/src/lib/api.ts) is stored beside the user's previous one in the
// (user_id, key) index, where a random one dirties a page of its own for the commit to write: with
// 30,000 to 60,000 keys stored, a keyed spin cost 168 µs of server CPU with the web app's keys
// against 208 µs with random ones (6 interleaved rounds of 6 s, 50 connections).

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on a reply answered from the stored first answer. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A call that carries a key: who sent it, the key, and what it asked. */
export interface KeyedCall {
  userId: string;
  key: string;
  fingerprint: string;
  /**
   * Set once its transaction claimed the key: the key was new then, so a refusal after that needs
   * no `knownKeyAnswer` (a read that would wait for the group holding the connection).
   */
  claimed?: boolean;
}

/** Thrown to answer a repeat with the stored first answer (the route sends it). */
export class Replay extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super('idempotent replay');
    Error.stackTraceLimit = limit;
    this.name = 'Replay';
  }
}

/**
 * The request's `Idempotency-Key`, or undefined when it has none.
 * @throws DomainError BAD_REQUEST when it is not 1-64 characters of A-Z, a-z, 0-9, _ and -
 */
export function readIdempotencyKey(headers: Record<string, unknown>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new DomainError(
      'BAD_REQUEST',
      'Invalid Idempotency-Key: use 1 to 64 characters of A-Z, a-z, 0-9, _ and - (e.g. a UUID), one per action',
    );
  return value;
}

/** JSON with object keys sorted, so the same body written in another key order is the same call. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What a call asks, as a hash: its method, route, path parameters and body. */
export function callFingerprint(
  method: string,
  route: string,
  params: unknown,
  body: unknown,
): string {
  return createHash('sha256')
    .update(canonical({ method, route, params: params ?? {}, body: body ?? null }))
    .digest('hex');
}

function keyCutoff(ctx: AppContext): string {
  return new Date(ctx.now().getTime() - ctx.config.idempotencyKeyHours * 3_600_000).toISOString();
}

interface KeyRow {
  fingerprint: string;
  status: number | null;
  body: string | null;
}

/** The refusal or replay for a key already used (committed) by this user. */
function answerOf(call: KeyedCall, row: KeyRow): Error {
  if (row.fingerprint !== call.fingerprint)
    return new DomainError(
      'UNPROCESSABLE',
      'This Idempotency-Key was already used for a different request (another action, game or body): send a new key for each action',
    );
  if (row.status === null || row.body === null)
    // Not reachable: the answer is written in the transaction that claimed the key.
    return new DomainError(
      'CONFLICT',
      'A request with this Idempotency-Key is still being processed: reload to see its result',
    );
  return new Replay(row.status, row.body);
}

function findKey(db: Db, call: KeyedCall, cutoff: string): Promise<KeyRow | undefined> {
  return queryOne<KeyRow>(
    db,
    'select fingerprint, status, body from idempotency_keys where user_id = ? and key = ? and created_at >= ?',
    call.userId,
    call.key,
    cutoff,
  );
}

/**
 * After a keyed call failed without a `Replay` before its transaction claimed the key (refused during
 * a cool-off, say): the answer due to a key this user already used (and that committed), the
 * stored answer or the 422 for another request; undefined for a key not used. Not looked up
 * before every handler: on SQLite a read from outside a transaction waits for the group that
 * holds the connection, so each keyed spin waited for one group before joining the next (with
 * that look-up first, a keyed spin cost 531.7 µs of server CPU, without it 437.7 µs: medians of
 * `BENCH_KEYED=1 bench-ab.mjs`, 8 rounds, B/A 0.87).
 */
export async function knownKeyAnswer(ctx: AppContext, call: KeyedCall): Promise<Error | undefined> {
  const row = await findKey(ctx.db, call, keyCutoff(ctx));
  return row ? answerOf(call, row) : undefined;
}

/**
 * `withTransaction` for a state-changing call that may carry an Idempotency-Key. Without one it is
 * `withTransaction`. With one, inside the same transaction: the key is claimed first (a repeat or
 * a concurrent duplicate is answered from the first, see above), then `fn` runs, then `answer` of
 * its result is stored as the call's answer (status 200). When `answer` gives undefined (the call
 * committed something but answers with a refusal, e.g. a claim refused or a hand folded by rule),
 * the key is released instead: nothing is recorded for it.
 *
 * `call` is the one `addRoute` hands an idempotent route's handler (undefined without a key),
 * passed down explicitly. Not an AsyncLocalStorage: on Node 20 one in use hooks every promise of
 * the process, which cost every request about 15 % more CPU once one keyed call had run.
 */
export async function withKeyedTransaction<T>(
  ctx: AppContext,
  call: KeyedCall | undefined,
  fn: (trx: Db) => Promise<T>,
  answer: (result: T) => unknown,
): Promise<T> {
  if (!call) return withTransaction(ctx.db, fn);
  return withTransaction(ctx.db, async (trx) => {
    const now = ctx.now().toISOString();
    // Claims the key; an expired row (older than the key lifetime, not yet swept) is taken over.
    const claimed = await execute(
      trx,
      `insert into idempotency_keys (user_id, key, fingerprint, status, body, created_at)
       values (?, ?, ?, null, null, ?)
       on conflict (user_id, key) do update
         set fingerprint = excluded.fingerprint, status = null, body = null, created_at = excluded.created_at
         where idempotency_keys.created_at < ?`,
      call.userId,
      call.key,
      call.fingerprint,
      now,
      keyCutoff(ctx),
    );
    if (claimed === 0) {
      const row = await findKey(trx, call, '');
      throw row ? answerOf(call, row) : new Error('idempotency: a claimed key vanished');
    }
    call.claimed = true;
    const result = await fn(trx);
    const body = answer(result);
    if (body === undefined)
      await execute(
        trx,
        'delete from idempotency_keys where user_id = ? and key = ?',
        call.userId,
        call.key,
      );
    else
      await execute(
        trx,
        'update idempotency_keys set status = ?, body = ? where user_id = ? and key = ?',
        200,
        JSON.stringify(body),
        call.userId,
        call.key,
      );
    return result;
  });
}

/** Keys deleted per statement of the sweep. */
const SWEEP_BATCH = 5_000;

/** Deletes keys older than the key lifetime, in bounded batches; returns how many. */
export async function sweepIdempotencyKeys(ctx: AppContext): Promise<number> {
  const cutoff = keyCutoff(ctx);
  let total = 0;
  for (;;) {
    const deleted = await withTransaction(ctx.db, (trx) =>
      execute(
        trx,
        `delete from idempotency_keys where (user_id, key) in
           (select user_id, key from idempotency_keys where created_at < ? limit ?)`,
        cutoff,
        SWEEP_BATCH,
      ),
    );
    total += deleted;
    if (deleted < SWEEP_BATCH) return total;
  }
}

/** A deleted account's keys and their stored answers go (in the caller's transaction). */
export async function forgetUserKeys(trx: Db, userId: string): Promise<void> {
  await execute(trx, 'delete from idempotency_keys where user_id = ?', userId);
}
