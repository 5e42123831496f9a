import type { GameKind } from '@coinwave/api-contract';

export interface GameInfo {
  kind: GameKind;
  name: string;
  /** The tile's call to action (spec section 2). */
  action: string;
  blurb: string;
  /** The 'N playing' badge is a random display number from 1 to this (spec section 2). */
  maxPlaying: number;
}

/** The four game tiles, in the spec's order. */
export const GAMES: readonly GameInfo[] = [
  {
    kind: 'slots',
    name: 'Slots',
    action: 'Spin to Win!',
    blurb: '5 reels, 15 lines and a balloon bonus round.',
    maxPlaying: 10,
  },
  {
    kind: 'blackjack',
    name: 'Blackjack',
    action: 'Deal Me In!',
    blurb: 'Beat the dealer to 21. Dealer stands on 17.',
    maxPlaying: 8,
  },
  {
    kind: 'poker',
    name: 'Poker',
    action: 'Join Table',
    blurb: "Heads-up Texas Hold'em against the house.",
    maxPlaying: 12,
  },
  {
    kind: 'roulette',
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
