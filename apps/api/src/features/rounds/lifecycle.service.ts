import type { GameKind, RoundDetail, SettledBy } from '@coinwave/api-contract';
import type { SeededRng } from '@coinwave/game-core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newSortableId } from '../../lib/ids';
import { drawRoundSeeds } from '../fairness/fairness.service';
import { hasWaveEnded } from '../waves/waves.service';
import { moveCoins, moveOneShotCoins } from '../ledger/ledger.service';
import { beginRound, checkStake } from '../responsible-play/play-guard.service';
import { countRound, luckOfRound } from '../luck/luck.service';
import {
  publishRoundEffects,
  recordRoundResult,
  roundOutcome,
  type RoundRecorded,
} from '../stats/stats.service';
import { coinsOf, roundStatsWrite, type RoundStatsRow } from '../users/users.service';
import { markGamePlayed } from '../games/games.service';
import type { OwnGame, LiveRound } from './live-round';
import * as repo from './rounds.repository';

// The round life cycle every game shares: seeds drawn (one nonce per round), the stake
// debited, the record kept, the payout credited once, stats recorded; all inside the caller's
// `withTransaction`, with the socket effects published after the commit.

/** The refusal of a new round in a game of an ended wave. */
export const WAVE_ENDED =
  'This wave has ended: leave this game and open it again to play in the current wave';

/**
 * Starts a round of `kind` in `game`: takes the user's next nonce and returns the round and its
 * Rng (nothing debited yet). A game of a wave that has ended takes no new round (its rounds in
 * progress may finish). Responsible play: the round joins the player's play session, and is
 * refused under a cool-off or self-exclusion or past the session time limit.
 * @throws DomainError CONFLICT when the game's wave has ended
 * @throws DomainError FORBIDDEN under a cool-off, self-exclusion or the session limit
 */
export async function drawRound(
  trx: Db,
  ctx: AppContext,
  game: OwnGame,
  kind: GameKind,
): Promise<{ round: LiveRound; rng: SeededRng }> {
  if (hasWaveEnded({ start_time: game.wave_start_time, ended_at: game.wave_ended_at }, ctx.now()))
    throw new DomainError('CONFLICT', WAVE_ENDED);
  const play = await beginRound(trx, ctx, game.user_id);
  const seeds = await drawRoundSeeds(trx, ctx, game.user_id);
  const round: LiveRound = {
    id: newSortableId(),
    userId: game.user_id,
    gameId: game.id,
    waveId: game.wave_id,
    game: kind,
    seedId: seeds.seedId,
    nonce: seeds.nonce,
    clientSeed: seeds.clientSeed,
    serverSeedHash: seeds.serverSeedHash,
    stake: 0,
    gamePlayedAt: game.last_round_at,
    play,
  };
  return { round, rng: seeds.rng };
}

/**
 * Every write of a round passes here (`at`, its `updated_at`): its game's `last_round_at`, what
 * 'Active Games' counts, moves on in 10-second buckets (`markGamePlayed`). Until migration 0019
 * triggers on `rounds` did this; they made SQLite journal every page a round's insert changed,
 * about 6 µs of CPU per round (a micro-benchmark of the insert on a copy of the bench's database:
 * 40.2 → 34.1 µs).
 */
async function markGame(trx: Db, round: LiveRound, at: string): Promise<void> {
  round.gamePlayedAt = await markGamePlayed(trx, round.gameId, round.gamePlayedAt, at);
}

/**
 * Debits `amount` for the round (seq 0 for the first stake, 1, 2, ... for doubles, splits and
 * raises); the round's stake grows by it. Returns the balance after it. Every stake of every game
 * passes here, so the responsible-play checks (loss limits, session limit, cool-off) come first.
 * @throws DomainError UNPROCESSABLE 'Not enough coins'
 * @throws DomainError FORBIDDEN when a limit or a cool-off refuses the stake
 */
export async function debitRound(
  trx: Db,
  ctx: AppContext,
  round: LiveRound,
  amount: number,
  seq: number,
): Promise<number> {
  await checkStake(trx, ctx, round.userId, amount, round.play);
  const balance = await moveCoins(
    trx,
    {
      userId: round.userId,
      amount: -amount,
      kind: 'round_debit',
      roundId: round.id,
      waveId: round.waveId,
      seq,
    },
    ctx.now(),
  );
  round.stake += amount;
  return balance;
}

/** Stores a round that stays open (a slots bonus, a blackjack or poker hand). */
export async function insertOpenRound(
  trx: Db,
  ctx: AppContext,
  round: LiveRound,
  state: unknown,
): Promise<void> {
  const at = ctx.now().toISOString();
  await repo.insertRound(
    trx,
    roundRow(round, {
      payout: 0,
      status: 'in_progress',
      state: JSON.stringify(state),
      detail: null,
      settledBy: null,
      luck: null,
      at,
    }),
  );
  await markGame(trx, round, at);
}

/** Saves an open round's new state and stake. */
export async function saveOpenRound(
  trx: Db,
  ctx: AppContext,
  round: LiveRound,
  state: unknown,
): Promise<void> {
  const at = ctx.now().toISOString();
  await repo.updateOpenRound(trx, round.id, {
    stake: round.stake,
    state: JSON.stringify(state),
    at,
  });
  await markGame(trx, round, at);
}

/**
 * The row of a new round. Written out in full, not spread from the round: V8 stored each property
 * after a spread through its slow runtime path, seven times per round.
 */
function roundRow(
  round: LiveRound,
  end: Pick<repo.NewRound, 'payout' | 'status' | 'state' | 'detail' | 'settledBy' | 'luck' | 'at'>,
): repo.NewRound {
  return {
    id: round.id,
    userId: round.userId,
    gameId: round.gameId,
    waveId: round.waveId,
    game: round.game,
    seedId: round.seedId,
    nonce: round.nonce,
    clientSeed: round.clientSeed,
    stake: round.stake,
    payout: end.payout,
    status: end.status,
    state: end.state,
    detail: end.detail,
    settledBy: end.settledBy,
    luck: end.luck,
    at: end.at,
  };
}

/** A round the rule settled (DESIGN decision 15), for the caller to publish after the commit. */
export interface RuleSettlement {
  round: LiveRound;
  balance: number;
  settled: Settled;
}

/** How a round ended. */
export interface Settlement {
  payout: number;
  /** The engine's state at the end (the deck of a hand, the balloons of a bonus), kept with the round. */
  state: unknown;
  detail: RoundDetail;
  /** Blackjack: a player natural against a dealer without one ('Natural 21!'). */
  natural?: boolean;
  /** 'rule' for a round left alone (DESIGN decision 15): its credit is an `auto_settle` entry. */
  settledBy?: SettledBy;
}

export interface Settled {
  /** The balance after the credit, or undefined when nothing was credited. */
  credited: number | undefined;
  recorded: RoundRecorded;
}

/**
 * Finishes a round: credits the payout (at most once: seq 0, and one credit per round), marks the
 * round finished with its replay detail and who ended it, and records stats and achievements.
 * `isNew` stores a round that finished in the same call that began it (one insert instead of
 * insert + update).
 * @throws DomainError CONFLICT when the round was already finished
 */
export async function settleRound(
  trx: Db,
  ctx: AppContext,
  round: LiveRound,
  end: Settlement,
  isNew = false,
): Promise<Settled> {
  const at = ctx.now();
  const credited =
    end.payout > 0
      ? await moveCoins(
          trx,
          {
            userId: round.userId,
            amount: end.payout,
            kind: end.settledBy === 'rule' ? 'auto_settle' : 'round_credit',
            roundId: round.id,
            waveId: round.waveId,
          },
          at,
        )
      : undefined;
  return {
    credited,
    recorded: await recordFinished(trx, round, end, JSON.stringify(end.state), at, isNew),
  };
}

/**
 * The state column of a one-shot round. It finished in the call that began it, so it never had a
 * working state to keep; its `detail` is its record (history, replay, export). The slots spin's
 * state (grid and line wins, all derived from its stops) made up most of the row's bytes.
 */
const ONE_SHOT_STATE = '{}';

/**
 * Plays a one-shot round to its end: a round whose stake and payout are decided in the same call
 * (a slots spin without a bonus, a roulette spin), the stake its only debit. The stake passes the
 * responsible-play checks, then the stake, the payout and the round's stats are ONE write of the
 * user's row; the same ledger entries, round record, luck totals and achievements as `debitRound`
 * then `settleRound(..., isNew)`, in fewer statements, and no working state stored
 * (`ONE_SHOT_STATE`). Returns the balance after it.
 * @throws DomainError UNPROCESSABLE 'Not enough coins'
 * @throws DomainError FORBIDDEN when a limit or a cool-off refuses the stake
 */
export async function playOneShotRound(
  trx: Db,
  ctx: AppContext,
  round: LiveRound,
  stake: number,
  end: Omit<Settlement, 'state'>,
): Promise<{ balance: number; settled: Settled }> {
  if (round.stake !== 0) throw new Error('playOneShotRound: the round was already debited');
  if (end.settledBy === 'rule')
    throw new Error('playOneShotRound: a rule settles only open rounds');
  await checkStake(trx, ctx, round.userId, stake, round.play);
  const at = ctx.now();
  const row = await moveOneShotCoins<RoundStatsRow>(
    trx,
    { userId: round.userId, waveId: round.waveId, roundId: round.id, stake, payout: end.payout },
    at,
    roundStatsWrite(roundOutcome(stake, end.payout), stake, end.payout),
  );
  round.stake = stake;
  const recorded = await recordFinished(trx, round, end, ONE_SHOT_STATE, at, true, row);
  return {
    balance: row.coins,
    settled: { credited: end.payout > 0 ? row.coins : undefined, recorded },
  };
}

/**
 * A finished round's records: the round stored (`isNew`) or marked finished with its replay
 * detail, its `state` (JSON text) and who ended it, the luck totals, the stats (unless `applied`
 * already wrote them) and achievements.
 * @throws DomainError CONFLICT when the round was already finished
 */
async function recordFinished(
  trx: Db,
  round: LiveRound,
  end: Omit<Settlement, 'state'>,
  state: string,
  at: Date,
  isNew: boolean,
  applied?: RoundStatsRow,
): Promise<RoundRecorded> {
  const settledBy = end.settledBy ?? 'player';
  const detail = JSON.stringify(end.detail);
  // The luck report's expectation of this round, kept with it and in the totals.
  const luck = luckOfRound(end.detail);
  const time = at.toISOString();
  if (isNew) {
    await repo.insertRound(
      trx,
      roundRow(round, {
        payout: end.payout,
        status: 'finished',
        state,
        detail,
        settledBy,
        luck,
        at: time,
      }),
    );
  } else if (
    !(await repo.finishRound(trx, round.id, {
      stake: round.stake,
      payout: end.payout,
      state,
      detail,
      settledBy,
      luck,
      at: time,
    }))
  ) {
    throw new DomainError('CONFLICT', 'This round is already finished');
  }
  await markGame(trx, round, time);
  await countRound(
    trx,
    { userId: round.userId, game: round.game, stake: round.stake, payout: end.payout },
    luck,
  );
  return recordRoundResult(
    trx,
    {
      userId: round.userId,
      game: round.game,
      stake: round.stake,
      payout: end.payout,
      natural: end.natural ?? false,
    },
    at,
    applied,
  );
}

/** The game's open round and its stored state, inside the caller's transaction. */
export async function findOpenRound<State>(
  trx: Db,
  gameId: string,
): Promise<{ round: LiveRound; state: State; updatedAt: string } | undefined> {
  const row = await repo.findOpenInGame(trx, gameId);
  if (!row) return undefined;
  return {
    round: {
      id: row.id,
      userId: row.user_id,
      gameId: row.game_id,
      waveId: row.wave_id,
      game: row.game,
      seedId: row.seed_id,
      nonce: row.nonce,
      clientSeed: row.client_seed,
      serverSeedHash: row.server_seed_hash,
      stake: row.stake,
      gamePlayedAt: row.game_played_at,
    },
    state: JSON.parse(row.state) as State,
    updatedAt: row.updated_at,
  };
}

/** The user's coins now (inside or outside a transaction). */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  const coins = await coinsOf(db, userId);
  if (coins === undefined) throw new DomainError('NOT_FOUND', 'User not found');
  return coins;
}

/**
 * After the commit of a call that moved coins: user_update (the new balance, and the stats when
 * the round finished) to the player's tabs, achievements as notifications, wave_update to the wave.
 */
export async function publishRound(
  ctx: AppContext,
  round: Pick<LiveRound, 'userId' | 'waveId'>,
  balance: number,
  settled?: Settled,
): Promise<void> {
  await publishRoundEffects(
    ctx,
    round.userId,
    round.waveId,
    settled?.recorded ?? { notifications: [] },
    balance,
  );
}
