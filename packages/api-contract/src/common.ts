import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Opaque identifiers are strings on the wire (random, not guessable counters). */
export const Id = Type.String({ minLength: 1, maxLength: 64 });

/** An ISO-8601 timestamp written by the server. */
export const Timestamp = Type.String({ format: 'date-time' });

/** A whole number of coins; coins are never fractional. */
export const Coins = Type.Integer({ minimum: 0 });

/** Every 4xx (and 5xx) body: a sentence a person can read. */
export const ErrorBody = Type.Object({ error: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

/** Whether a dependency of the API answers: 'off' when it is not configured (Redis). */
export const DependencyState = Type.Union([
  Type.Literal('ok'),
  Type.Literal('down'),
  Type.Literal('off'),
]);
/** `GET /api/health`: 200 `status: 'ok'` when everything answers; 503 `'unavailable'` otherwise. */
export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: DependencyState,
  redis: DependencyState,
});
export type Health = Static<typeof Health>;

/** `{ success: true }` style acknowledgement. */
export const Ok = Type.Object({ ok: Type.Literal(true) });

/** A schema for `T | null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
