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

/** `{ success: true }` style acknowledgement. */
export const Ok = Type.Object({ ok: Type.Literal(true) });

/** A schema for `T | null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
