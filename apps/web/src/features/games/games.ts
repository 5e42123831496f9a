import type { GameKind } from '@coinwave/api-contract';

export interface GameInfo {
  kind: GameKind;
  name: string;
  /** The tile's call to action (spec section 2). */
  action: string;
  /** What an unfinished round of this game is called ('blackjack hand'); null: it never stays open. */
  openRound: string | null;
  /** The tile's call to action while such a round waits ('Resume hand'). */
  resume: string | null;
  blurb: string;
  /** The 'N playing' badge is a random display number from 1 to this (spec section 2). */
  maxPlaying: number;
}

/** The four game tiles, in the spec's order. */
export const GAMES: readonly GameInfo[] = [
  {
    kind: 'slots',
    openRound: 'slots balloon bonus',
    resume: 'Resume bonus',
    name: 'Slots',
    action: 'Spin to Win!',
    blurb: '5 reels, 15 lines and a balloon bonus round.',
    maxPlaying: 10,
  },
  {
    kind: 'blackjack',
    openRound: 'blackjack hand',
    resume: 'Resume hand',
    name: 'Blackjack',
    action: 'Deal Me In!',
    blurb: 'Beat the dealer to 21. Dealer stands on 17.',
    maxPlaying: 8,
  },
  {
    kind: 'poker',
    openRound: 'poker hand',
    resume: 'Resume hand',
    name: 'Poker',
    action: 'Join Table',
    blurb: "Heads-up Texas Hold'em against the house.",
    maxPlaying: 12,
  },
  {
    kind: 'roulette',
    openRound: null,
    resume: null,
    name: 'Roulette',
    action: 'Place Bets!',
    blurb: 'European wheel, 37 pockets, 3-second spins.',
    maxPlaying: 15,
  },
];

export function gameInfo(kind: GameKind): GameInfo {
  const info = GAMES.find((g) => g.kind === kind);
  if (!info) throw new Error(`Unknown game kind ${kind}`);
  return info;
}

/** A display-only 'N playing' number, 1..maxPlaying (not server data). */
export function randomPlaying(maxPlaying: number, random: () => number = Math.random): number {
  return 1 + Math.min(maxPlaying - 1, Math.floor(random() * maxPlaying));
}

/** 'blackjack hand', 'slots balloon bonus': an unfinished round of `kind`, in a sentence. */
export function openRoundName(kind: GameKind): string {
  return gameInfo(kind).openRound ?? `${gameInfo(kind).name.toLowerCase()} round`;
}

/** The `play` search parameter of the main screen opens (or resumes) that game. */
export const PLAY_PARAM = 'play';

/** A link to the main screen that opens `kind` (resuming its unfinished round, if any). */
export function playLink(kind: GameKind): string {
  return `/?${PLAY_PARAM}=${kind}`;
}

/** The game a `play` search parameter names, or null. */
export function playParam(search: URLSearchParams): GameKind | null {
  const value = search.get(PLAY_PARAM);
  return GAMES.find((g) => g.kind === value)?.kind ?? null;
}
