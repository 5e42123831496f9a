import type {
  GameKind,
  OpenRound,
  RoundDetail,
  RoundInfo,
  RoundRecord,
  RoundsPage,
  RoundStatus,
  RotateResponse,
  SettledBy,
} from '@coinwave/api-contract';
import type { SeededRng } from '@coinwave/game-core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newSortableId } from '../../lib/ids';
import { withTransaction } from '../../db/transaction';
import { drawRoundSeeds, revealAndCommit } from '../fairness/fairness.service';
import { requireOwnGameSession } from '../games/games.service';
import { hasWaveEnded } from '../waves/waves.service';
import { moveCoins } from '../ledger/ledger.service';
import { beginRound, checkStake } from '../responsible-play/play-guard.service';
import type { PlayRow } from '../responsible-play/play-rules';
import { countRound, luckOfRound } from '../luck/luck.service';
import {
  publishRoundEffects,
  recordRoundResult,
  roundOutcome,
  type RoundRecorded,
} from '../stats/stats.service';
import { coinsOf } from '../users/users.service';
import * as repo from './rounds.repository';

// The round life cycle every game shares (issue 6): seeds drawn (one nonce per round), the stake
// debited, the record kept, the payout credited once, stats recorded; all inside the caller's
// `withTransaction`, with the socket effects published after the commit.

/** The refusal of a new round at a table of an ended wave. */
export const WAVE_ENDED =
  'This wave has ended: leave this game and open it again to play in the current wave';

/** A game session (table) of the user, of the expected game (404 / 403 / 409 otherwise); in or out of a transaction. */
export async function requireTable(db: Db, gameId: string, userId: string, game: GameKind) {
  const table = await requireOwnGameSession(db, gameId, userId);
  if (table.kind !== game)
    throw new DomainError(
      'CONFLICT',
      `This game is a ${table.kind} table, not ${game}: open a ${game} game first`,
    );
  return table;
}
export type GameTable = Awaited<ReturnType<typeof requireTable>>;

/** A round being played, as the game services carry it through a transaction. */
export interface LiveRound {
  id: string;
  userId: string;
  gameId: string;
  waveId: string;
  game: GameKind;
  seedId: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Coins debited so far. */
  stake: number;
  /**
   * The player's responsible-play row as the round's start read it, in this transaction (its
   * first stake needs no second read). Absent on a round loaded later in its hand.
   */
  play?: PlayRow;
}

/** The wire's RoundInfo of a round. */
export function roundInfo(
  round: Pick<LiveRound, 'id' | 'gameId' | 'game' | 'nonce' | 'clientSeed' | 'serverSeedHash'>,
  status: RoundStatus,
): RoundInfo {
  return {
    id: round.id,
    gameId: round.gameId,
    game: round.game,
    status,
    nonce: round.nonce,
    clientSeed: round.clientSeed,
    serverSeedHash: round.serverSeedHash,
  };
}

/**
 * Starts a round in `table`: takes the user's next nonce and returns the round and its Rng
 * (nothing debited yet). A table of a wave that has ended takes no new round (its rounds in
 * progress may finish). Responsible play: the round joins the player's play session, and is
 * refused under a cool-off or self-exclusion or past the session time limit.
 * @throws DomainError CONFLICT when the table's wave has ended
 * @throws DomainError FORBIDDEN under a cool-off, self-exclusion or the session limit
 */
export async function drawRound(
  trx: Db,
  ctx: AppContext,
  table: GameTable,
  game: GameKind,
): Promise<{ round: LiveRound; rng: SeededRng }> {
  if (hasWaveEnded({ start_time: table.wave_start_time, ended_at: table.wave_ended_at }, ctx.now()))
    throw new DomainError('CONFLICT', WAVE_ENDED);
  const play = await beginRound(trx, ctx, table.user_id);
  const seeds = await drawRoundSeeds(trx, ctx, table.user_id);
  const round: LiveRound = {
    id: newSortableId(),
    userId: table.user_id,
    gameId: table.id,
    waveId: table.wave_id,
    game,
    seedId: seeds.seedId,
    nonce: seeds.nonce,
    clientSeed: seeds.clientSeed,
    serverSeedHash: seeds.serverSeedHash,
    stake: 0,
    play,
  };
  return { round, rng: seeds.rng };
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
  await repo.insertRound(trx, {
    ...roundRow(round),
    stake: round.stake,
    payout: 0,
    status: 'in_progress',
    state: JSON.stringify(state),
    detail: null,
    settledBy: null,
    luck: null,
    at: ctx.now().toISOString(),
  });
}

/** Saves an open round's new state and stake. */
export async function saveOpenRound(
  trx: Db,
  ctx: AppContext,
  round: LiveRound,
  state: unknown,
): Promise<void> {
  await repo.updateOpenRound(trx, round.id, {
    stake: round.stake,
    state: JSON.stringify(state),
    at: ctx.now().toISOString(),
  });
}

function roundRow(round: LiveRound) {
  return {
    id: round.id,
    userId: round.userId,
    gameSessionId: round.gameId,
    waveId: round.waveId,
    game: round.game,
    seedId: round.seedId,
    nonce: round.nonce,
    clientSeed: round.clientSeed,
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
  const settledBy = end.settledBy ?? 'player';
  const credited =
    end.payout > 0
      ? await moveCoins(
          trx,
          {
            userId: round.userId,
            amount: end.payout,
            kind: settledBy === 'rule' ? 'auto_settle' : 'round_credit',
            roundId: round.id,
            waveId: round.waveId,
          },
          at,
        )
      : undefined;
  const state = JSON.stringify(end.state);
  const detail = JSON.stringify(end.detail);
  // The luck report's expectation of this round (issue 19), kept with it and in the totals.
  const luck = luckOfRound(end.detail);
  if (isNew) {
    await repo.insertRound(trx, {
      ...roundRow(round),
      stake: round.stake,
      payout: end.payout,
      status: 'finished',
      state,
      detail,
      settledBy,
      luck,
      at: at.toISOString(),
    });
  } else if (
    !(await repo.finishRound(trx, round.id, {
      stake: round.stake,
      payout: end.payout,
      state,
      detail,
      settledBy,
      luck,
      at: at.toISOString(),
    }))
  ) {
    throw new DomainError('CONFLICT', 'This round is already finished');
  }
  await countRound(
    trx,
    { userId: round.userId, game: round.game, stake: round.stake, payout: end.payout },
    luck,
  );
  const recorded = await recordRoundResult(
    trx,
    {
      userId: round.userId,
      game: round.game,
      stake: round.stake,
      payout: end.payout,
      natural: end.natural ?? false,
    },
    at,
  );
  return { credited, recorded };
}

/** The session's open round and its stored state, inside the caller's transaction. */
export async function findOpenRound<State>(
  trx: Db,
  gameId: string,
): Promise<{ round: LiveRound; state: State; updatedAt: string } | undefined> {
  const row = await repo.findOpenBySession(trx, gameId);
  if (!row) return undefined;
  return {
    round: {
      id: row.id,
      userId: row.user_id,
      gameId: row.game_session_id,
      waveId: row.wave_id,
      game: row.game,
      seedId: row.seed_id,
      nonce: row.nonce,
      clientSeed: row.client_seed,
      serverSeedHash: row.server_seed_hash,
      stake: row.stake,
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

// ---------------------------------------------------------------------------------------------
// History and seed rotation

function toRecord(row: repo.RoundRecordRow): RoundRecord {
  const finished = row.status === 'finished';
  return {
    id: row.id,
    gameId: row.game_session_id,
    waveId: row.wave_id,
    waveNumber: row.wave_number,
    game: row.game,
    status: row.status,
    stake: row.stake,
    payout: row.payout,
    net: row.payout - row.stake,
    outcome: finished ? roundOutcome(row.stake, row.payout) : null,
    nonce: row.nonce,
    clientSeed: row.client_seed,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_seed ?? null,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    settledBy: row.settled_by,
    detail: finished && row.detail !== null ? (JSON.parse(row.detail) as RoundDetail) : null,
  };
}

export const DEFAULT_PAGE = 20;

/**
 * `GET /api/rounds`: the user's rounds, newest first; `before` pages by nonce; `game` and `waveId`
 * keep one game's and one wave's rounds.
 */
export async function listRounds(
  ctx: AppContext,
  userId: string,
  query: { limit?: string; before?: string; game?: GameKind; waveId?: string } = {},
): Promise<RoundsPage> {
  const limit = query.limit === undefined ? DEFAULT_PAGE : Number(query.limit);
  const before = query.before === undefined ? undefined : Number(query.before);
  const rows = await repo.listByUser(ctx.db, userId, limit, {
    before,
    game: query.game,
    waveId: query.waveId,
  });
  const last = rows.at(-1);
  return {
    rounds: rows.map(toRecord),
    nextBefore: rows.length === limit && last && last.nonce > 0 ? last.nonce : null,
  };
}

/** A page of the user's rounds, oldest first, after the nonce `after` (-1: from the first). */
export async function roundsAfter(
  db: Db,
  userId: string,
  after: number,
  limit: number,
): Promise<RoundRecord[]> {
  return (await repo.listByUserAscending(db, userId, after, limit)).map(toRecord);
}

export async function getRound(
  ctx: AppContext,
  userId: string,
  roundId: string,
): Promise<RoundRecord> {
  const row = await repo.findRecord(ctx.db, userId, roundId);
  if (!row) throw new DomainError('NOT_FOUND', 'Round not found');
  return toRecord(row);
}

/** When a round left alone since `updatedAt` is settled by rule. */
export function settlesAt(ctx: AppContext, updatedAt: string): Date {
  return new Date(Date.parse(updatedAt) + ctx.config.idleRoundMinutes * 60_000);
}

/** The latest `updated_at` a round may have and count as idle now. */
export function idleCutoff(ctx: AppContext): string {
  return new Date(ctx.now().getTime() - ctx.config.idleRoundMinutes * 60_000).toISOString();
}

/** The user's unfinished rounds, oldest first, each with when the rule settles it. */
export async function listOpenRounds(
  ctx: AppContext,
  userId: string,
  db: Db = ctx.db,
): Promise<OpenRound[]> {
  const now = ctx.now().getTime();
  return (await repo.listOpenByUser(db, userId)).map((r) => {
    const settles = settlesAt(ctx, r.updated_at);
    return {
      id: r.id,
      game: r.game,
      gameId: r.game_session_id,
      waveId: r.wave_id,
      updatedAt: r.updated_at,
      settlesAt: settles.toISOString(),
      idle: settles.getTime() <= now,
    };
  });
}

/** The session of the user's unfinished round of `game`, if any (opening the game resumes it). */
export async function findOpenSessionOf(
  db: Db,
  userId: string,
  game: GameKind,
): Promise<string | undefined> {
  return (await repo.findOpenByGame(db, userId, game))?.game_session_id;
}

/** Unfinished rounds left alone past the idle limit (of one user or wave, or everyone's), oldest first. */
export async function listIdleRounds(
  ctx: AppContext,
  scope: { userId?: string; waveId?: string },
  limit: number,
): Promise<Array<{ id: string; userId: string; game: GameKind; gameId: string }>> {
  return (await repo.listIdle(ctx.db, idleCutoff(ctx), scope, limit)).map((r) => ({
    id: r.id,
    userId: r.user_id,
    game: r.game,
    gameId: r.game_session_id,
  }));
}

/**
 * The refusal for an action on a table whose round is no longer open: when the rule settled the
 * session's last round, a 409 "This round was settled automatically" carrying that round (its
 * result); otherwise `fallback`.
 */
export async function noOpenRound(
  ctx: AppContext,
  db: Db,
  gameId: string,
  fallback: string,
): Promise<DomainError> {
  const last = await repo.latestOfSession(db, gameId);
  if (last?.settled_by !== 'rule') return new DomainError('CONFLICT', fallback);
  const record = toRecord(last);
  const result =
    record.net > 0
      ? `you won ${record.net} coins`
      : record.net < 0
        ? `you lost ${-record.net} coins`
        : 'your stake came back';
  return new DomainError(
    'CONFLICT',
    `This round was settled automatically after ${ctx.config.idleRoundMinutes} minutes without play: ${result}`,
    { round: record },
  );
}

/** The refusal of an action sent for another step than the hand's (a retry or a stale screen). */
export function staleStep(sent: number, current: number): DomainError {
  return new DomainError(
    'CONFLICT',
    `This action was for step ${sent} of the hand, but the hand is at step ${current}: it was already played or the hand moved on. Reload the table to see where it stands`,
  );
}

const OPEN_ROUND_NAMES: Record<GameKind, string> = {
  slots: 'slots balloon bonus',
  blackjack: 'blackjack hand',
  poker: 'poker hand',
  roulette: 'roulette spin',
};

/**
 * The refusal (409, naming them) of what must wait until the user's unfinished rounds are over:
 * `Finish your blackjack hand before <doing> (left alone for 10 minutes, a round is settled by
 * rule)`, carrying the rounds.
 */
export function openRoundsRefusal(
  ctx: AppContext,
  open: readonly OpenRound[],
  doing: string,
): DomainError {
  const names = [...new Set(open.map((r) => OPEN_ROUND_NAMES[r.game]))].join(' and your ');
  return new DomainError(
    'CONFLICT',
    `Finish your ${names} before ${doing} (left alone for ${ctx.config.idleRoundMinutes} minutes, a round is settled by rule)`,
    { openRounds: open },
  );
}

/**
 * `POST /api/fairness/rotate`: reveals the active server seed and commits a new one. Refused (409,
 * naming the rounds) while a round of the user is unfinished: its outcome still depends on the
 * secret seed. The caller settles idle rounds by rule first (settlement.service).
 */
export async function rotateSeed(ctx: AppContext, userId: string): Promise<RotateResponse> {
  return withTransaction(ctx.db, async (trx) => {
    const open = await listOpenRounds(ctx, userId, trx);
    if (open.length > 0)
      throw openRoundsRefusal(ctx, open, 'rotating the seed: the round still depends on it');
    const revealed = await revealAndCommit(trx, ctx, userId, ctx.now());
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        rounds: await repo.countBySeed(trx, revealed.seedId),
      },
      fairness: {
        ...revealed.fairness,
        openRounds: [],
        idleRoundMinutes: ctx.config.idleRoundMinutes,
      },
    };
  });
}
