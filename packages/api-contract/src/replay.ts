import {
  applyAction as applyBlackjackAction,
  blackjackDetail,
  startHand as startBlackjackHand,
  totalStake,
  type BlackjackView as EngineBlackjackView,
} from '@coinwave/blackjack-engine';
import {
  hashServerSeed,
  roundRng,
  type Rng,
  type SeededRng,
  type Writable,
} from '@coinwave/game-core';
import {
  applyAction as applyPokerAction,
  isHandOver,
  pokerDetail,
  startHand as startPokerHand,
  type PokerAction,
  type PokerView as EnginePokerView,
} from '@coinwave/poker-engine';
import {
  resolveBets,
  rouletteDetail,
  spinPocket,
  validateBets,
  type Bet,
  type Pocket as EnginePocket,
} from '@coinwave/roulette-engine';
import {
  popBalloon,
  slotsDetail,
  startRound as startSlotsRound,
  type BonusView as EngineBonusView,
  type LineWin as EngineLineWin,
} from '@coinwave/slots-engine';
import type {
  BlackjackDetail,
  RoundDetail,
  RoundRecord,
  RouletteDetail,
  SlotsDetail,
} from './fairness';
import type { PokerDetail, PokerView } from './poker';
import type { BlackjackView, BonusView, LineWin, Pocket, RouletteBet } from './games';

/**
 * `@coinwave/api-contract/replay`: provably fair verification (DESIGN decision 2) for the
 * browser's fairness page. A round is re-run from its seeds and the player's inputs with the
 * engine packages, which also build each round's detail for the API; a revealed seed reproduces
 * every finished round exactly.
 */

/** What derives a round's Rng: `roundRng(serverSeed, clientSeed, nonce)`. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A replayed round: the recomputed detail, stake and payout (compare them with the record). */
export interface ReplayedRound {
  detail: RoundDetail;
  stake: number;
  payout: number;
}

// ---------------------------------------------------------------------------------------------
// Slots: one Rng drives the spin (5 draws, the stops) and then, when triggered, the bonus layout.

function replaySlots(detail: SlotsDetail, rng: Rng): ReplayedRound {
  const { spin, bonus } = startSlotsRound(detail.bet, rng);
  let state = bonus;
  const pops: number[] = [];
  if (state) {
    for (const id of detail.bonus?.pops ?? []) {
      const popped = popBalloon(state, id);
      if (!popped.ok) throw new ReplayError(`balloon ${id} cannot be popped (${popped.error})`);
      state = popped.state;
      pops.push(id);
    }
  }
  return {
    detail: slotsDetail(spin, state, pops),
    stake: detail.bet,
    payout: spin.totalWin + (state?.totalWin ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Roulette: one draw, the pocket.

function replayRoulette(detail: RouletteDetail, rng: Rng): ReplayedRound {
  const checked = validateBets(detail.bets, Number.MAX_SAFE_INTEGER);
  if (!checked.ok) throw new ReplayError(`the recorded bets are invalid (${checked.error})`);
  const pocket = spinPocket(rng);
  const resolution = resolveBets(checked.bets, pocket);
  return {
    detail: rouletteDetail(checked.bets, pocket),
    stake: resolution.totalStake,
    payout: resolution.totalWinnings,
  };
}

// ---------------------------------------------------------------------------------------------
// Blackjack: the deck is shuffled once at the deal; the player's actions drive the rest.

function replayBlackjack(detail: BlackjackDetail, rng: Rng): ReplayedRound {
  let state = startBlackjackHand(detail.bet, rng);
  for (const action of detail.actions) {
    const applied = applyBlackjackAction(state, action);
    if (!applied.ok)
      throw new ReplayError(`action '${action}' is not possible here (${applied.error})`);
    state = applied.state;
  }
  if (state.phase !== 'finished')
    throw new ReplayError('the recorded actions do not finish the hand');
  return {
    detail: blackjackDetail(detail.bet, detail.actions, state),
    stake: totalStake(state),
    payout: state.payout,
  };
}

// ---------------------------------------------------------------------------------------------
// Poker: the shuffle at the start, then every house decision draws from the same stream (its
// position is kept in the state); the player's actions drive the hand.

function replayPoker(detail: PokerDetail, rng: SeededRng): ReplayedRound {
  let step = startPokerHand(detail.start, rng);
  if (!step.ok) throw new ReplayError(`the hand cannot start (${step.error})`);
  let stake = step.state.playerCommittedThisStep;
  for (const action of detail.actions) {
    const next = applyPokerAction(step.state, action as PokerAction);
    if (!next.ok)
      throw new ReplayError(`action '${action.type}' is not possible here (${next.error})`);
    step = next;
    stake += step.state.playerCommittedThisStep;
  }
  const { state } = step;
  if (!isHandOver(state) || !state.result)
    throw new ReplayError('the recorded actions do not finish the hand');
  return {
    detail: pokerDetail(detail.start, detail.actions as PokerAction[], detail.autoFolded, state),
    stake,
    payout: state.result.payout.player,
  };
}

// ---------------------------------------------------------------------------------------------

/** A recorded round that cannot be replayed as written (its inputs are impossible for its seed). */
export class ReplayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayError';
  }
}

/**
 * Re-runs a round from its seeds and the player's inputs recorded in `detail` (bet, bets,
 * actions, pops), recomputing everything the seed decided. Throws ReplayError when the inputs are
 * impossible for these seeds.
 */
export function replayRound(detail: RoundDetail, seeds: RoundSeeds): ReplayedRound {
  const rng = roundRng(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  switch (detail.game) {
    case 'slots':
      return replaySlots(detail, rng);
    case 'roulette':
      return replayRoulette(detail, rng);
    case 'blackjack':
      return replayBlackjack(detail, rng);
    case 'poker':
      return replayPoker(detail, rng);
  }
}

/** The verdict on one round: `ok` when the seed matches its commitment and the replay matches the record. */
export interface Verification {
  ok: boolean;
  /** Readable reasons when not ok. */
  problems: string[];
  replayed: ReplayedRound | null;
}

/**
 * Verifies a finished round of the history (`GET /api/rounds`): SHA-256 of the revealed server
 * seed equals the hash committed before the round, and replaying the round gives the recorded
 * outcome, stake and payout. `serverSeed` defaults to the record's (null until rotated).
 */
export function verifyRound(
  record: RoundRecord,
  serverSeed: string | null = record.serverSeed,
): Verification {
  if (serverSeed === null)
    return {
      ok: false,
      problems: ['The server seed of this round has not been revealed yet: rotate your seed first'],
      replayed: null,
    };
  if (record.detail === null)
    return { ok: false, problems: ['The round is not finished'], replayed: null };
  const problems: string[] = [];
  if (hashServerSeed(serverSeed) !== record.serverSeedHash)
    problems.push('The server seed does not match the hash committed before the round');
  let replayed: ReplayedRound | null = null;
  try {
    replayed = replayRound(record.detail, {
      serverSeed,
      clientSeed: record.clientSeed,
      nonce: record.nonce,
    });
  } catch (error) {
    problems.push(
      error instanceof ReplayError
        ? `The replay failed: ${error.message}`
        : `The replay failed: ${String(error)}`,
    );
  }
  if (replayed) {
    if (!sameJson(replayed.detail, record.detail))
      problems.push('The replayed outcome differs from the recorded one');
    if (replayed.stake !== record.stake)
      problems.push(
        `The replayed stake ${replayed.stake} differs from the recorded ${record.stake}`,
      );
    if (replayed.payout !== record.payout)
      problems.push(
        `The replayed payout ${replayed.payout} differs from the recorded ${record.payout}`,
      );
  }
  return { ok: problems.length === 0, problems, replayed };
}

/** Deep equality of JSON values, ignoring object key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

// ---------------------------------------------------------------------------------------------
// Compile-time checks: the engines' results and views still fit the wire schemas.

type Fits<Engine, Wire> = [Writable<Engine>] extends [Wire] ? true : never;
const fits: [
  Fits<EngineBlackjackView, BlackjackView>,
  Fits<EngineBonusView, BonusView>,
  Fits<EngineLineWin, LineWin>,
  Fits<EnginePocket, Pocket>,
  Fits<Bet, RouletteBet>,
  Fits<EnginePokerView, PokerView>,
] = [true, true, true, true, true, true];
void fits;
