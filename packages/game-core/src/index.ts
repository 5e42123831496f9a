export { RANKS, SUITS, cardLabel, createDeck, makeCard, rankValue } from './cards';
export type { Card, Rank, Suit } from './cards';
export { createSeededRng, pick, randomFloat, randomInt, restoreRng, shuffle } from './rng';
export type { Rng, RngState, SeededRng } from './rng';
export { hashServerSeed, hmacSha256Hex, roundDigest, roundRng } from './fair';
export type { HmacSha256Hex } from './fair';
export type { Writable } from './writable';
