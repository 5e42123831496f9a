import type { GameKind, PlayingCounts, Wave } from '@coinwave/api-contract';
import { GAME_NAMES } from '../../lib/game-names';
import { formatCount } from '../../lib/format';

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
}

/** The four game tiles, in the spec's order. */
export const GAMES: readonly GameInfo[] = [
  {
    kind: 'slots',
    openRound: 'slots balloon bonus',
    resume: 'Resume bonus',
    name: GAME_NAMES.slots,
    action: 'Spin to Win!',
    blurb: '5 reels, 15 lines and a balloon bonus round.',
  },
  {
    kind: 'blackjack',
    openRound: 'blackjack hand',
    resume: 'Resume hand',
    name: GAME_NAMES.blackjack,
    action: 'Deal Me In!',
    blurb: 'Beat the dealer to 21. Dealer stands on 17.',
  },
  {
    kind: 'poker',
    openRound: 'poker hand',
    resume: 'Resume hand',
    name: GAME_NAMES.poker,
    action: 'Join Table',
    blurb: "Heads-up Texas Hold'em against the house.",
  },
  {
    kind: 'roulette',
    openRound: null,
    resume: null,
    name: GAME_NAMES.roulette,
    action: 'Place Bets!',
    blurb: 'European wheel, 37 pockets, 3-second spins.',
  },
];

export function gameInfo(kind: GameKind): GameInfo {
  const info = GAMES.find((g) => g.kind === kind);
  if (!info) throw new Error(`Unknown game kind ${kind}`);
  return info;
}

const NOBODY: PlayingCounts = { slots: 0, blackjack: 0, poker: 0, roulette: 0 };

/**
 * The tiles' 'N playing' (DESIGN decision 16: real counts, never the spec's random display
 * numbers): the socket's latest figures for this wave when it has sent some, else the wave's
 * (polled every 5 s), else nobody.
 */
export function playingCounts(
  wave: Pick<Wave, 'id' | 'playing'> | null | undefined,
  online: { waveId: string; playing: PlayingCounts } | null,
): PlayingCounts {
  if (!wave) return NOBODY;
  return online && online.waveId === wave.id ? online.playing : wave.playing;
}

/** The badge: 'N playing', or 'Be the first' when nobody has the game open. */
export function playingLabel(n: number): string {
  return n > 0 ? `${formatCount(n)} playing` : 'Be the first';
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
