import * as Type from '@sinclair/typebox/type';
import type {
  ObjectOptions,
  Static,
  TLiteral,
  TObject,
  TProperties,
  TSchema,
  TUnion,
} from '@sinclair/typebox';

// The helpers below build schemas and nothing else: `#__NO_SIDE_EFFECTS__` lets a bundler drop a
// call whose schema goes unread, as it drops TypeBox's own calls (the web build marks each `Type.X(...)` pure), so
// the browser's bundle holds only the schemas it reads. A spread or a `.map` written at the top
// of a module, outside such a call, would keep its schemas there.

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
/* #__NO_SIDE_EFFECTS__ */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A string that is one of `values`, as a JSON Schema `enum` (one cheap check when validating and
 * a plain string when serializing, where a union of literals would be tried member by member).
 */
/* #__NO_SIDE_EFFECTS__ */
export const literals = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** `Type.Union` of one `Type.Literal` per value. */
/* #__NO_SIDE_EFFECTS__ */
export const literalUnion = <const T extends readonly string[]>(
  values: T,
): TUnion<TLiteral<T[number]>[]> => Type.Union(values.map((value) => Type.Literal(value)));

/** `Type.Union([...schemas, ...more])`. */
/* #__NO_SIDE_EFFECTS__ */
export const unionOf = <A extends TSchema[], B extends readonly TSchema[]>(
  schemas: [...A],
  more: B,
) => Type.Union([...schemas, ...more]);

/** `Type.Object({ ...base.properties, ...more }, options)`: `base`'s fields and then `more`. */
/* #__NO_SIDE_EFFECTS__ */
export const extendObject = <B extends TProperties, M extends TProperties>(
  base: TObject<B>,
  more: M,
  options?: ObjectOptions,
) => Type.Object({ ...base.properties, ...more }, options);
