/**
 * `T` with every `readonly` removed, deeply: the type of a fresh plain-JSON copy of an engine's
 * readonly state or view, as a round's record carries it (and as the wire's schemas type it).
 */
export type Writable<T> = T extends readonly (infer U)[]
  ? Writable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;
