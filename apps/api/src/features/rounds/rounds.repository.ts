import type { Db } from '../../db/database';
import type { GameKindColumn, RoundStatusColumn, SettledByColumn } from '../../db/schema';
import { execute, locked, queryOne } from '../../db/statements';
import { isInTransaction } from '../../db/transaction';

export interface NewRound {
  id: string;
  userId: string;
  gameId: string;
  waveId: string;
  game: GameKindColumn;
  seedId: string;
  nonce: number;
  clientSeed: string;
  stake: number;
  payout: number;
  status: RoundStatusColumn;
  state: string;
  detail: string | null;
  /** Who ended it (finished rounds only). */
  settledBy: SettledByColumn | null;
  /** Finished rounds: the luck report's expected net and variance of the net. */
  luck: { expectedNet: number; variance: number } | null;
  at: string;
}

// The round's writes: one statement each on the transaction's connection.

export async function insertRound(trx: Db, r: NewRound): Promise<void> {
  await execute(
    trx,
    `insert into rounds (id, user_id, game_id, wave_id, game, seed_id, nonce, client_seed, stake, payout, status, state, detail, created_at, updated_at, finished_at, settled_by, expected_net, net_variance)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    r.id,
    r.userId,
    r.gameId,
    r.waveId,
    r.game,
    r.seedId,
    r.nonce,
    r.clientSeed,
    r.stake,
    r.payout,
    r.status,
    r.state,
    r.detail,
    r.at,
    r.at,
    r.status === 'finished' ? r.at : null,
    r.settledBy,
    r.luck?.expectedNet ?? null,
    r.luck?.variance ?? null,
  );
}

const OPEN_COLUMNS = [
  'rounds.id',
  'rounds.user_id',
  'rounds.seed_id',
  'rounds.game_id',
  'rounds.wave_id',
  'rounds.game',
  'rounds.nonce',
  'rounds.client_seed',
  'rounds.stake',
  'rounds.state',
  'rounds.created_at',
  'rounds.updated_at',
  'fairness_seeds.server_seed_hash',
  'games.last_round_at as game_played_at',
] as const;

export interface OpenRoundRow {
  id: string;
  user_id: string;
  seed_id: string;
  game_id: string;
  wave_id: string;
  game: GameKindColumn;
  nonce: number;
  client_seed: string;
  stake: number;
  state: string;
  created_at: string;
  updated_at: string;
  server_seed_hash: string;
  /** Its game's `last_round_at`. */
  game_played_at: string | null;
}

/**
 * The game's unfinished round with its state (at most one: a unique index) and its game's
 * `last_round_at`. Inside a transaction the round's row stays locked until it ends (it is read to
 * be changed).
 */
export async function findOpenInGame(db: Db, gameId: string): Promise<OpenRoundRow | undefined> {
  if (isInTransaction(db)) {
    return queryOne<OpenRoundRow>(
      db,
      locked(
        db,
        `select r.id, r.user_id, r.seed_id, r.game_id, r.wave_id, r.game, r.nonce, r.client_seed, r.stake, r.state, r.created_at, r.updated_at, s.server_seed_hash, g.last_round_at as game_played_at
          from rounds r join fairness_seeds s on s.id = r.seed_id join games g on g.id = r.game_id
          where r.game_id = ? and r.status = 'in_progress'`,
        'r',
      ),
      gameId,
    );
  }
  return db
    .selectFrom('rounds')
    .innerJoin('fairness_seeds', 'fairness_seeds.id', 'rounds.seed_id')
    .innerJoin('games', 'games.id', 'rounds.game_id')
    .select(OPEN_COLUMNS)
    .where('rounds.game_id', '=', gameId)
    .where('rounds.status', '=', 'in_progress')
    .executeTakeFirst();
}

/** Unfinished rounds of a user, oldest first (at most one per kind: one per game, resumed by kind). */
export async function listOpenByUser(db: Db, userId: string) {
  return db
    .selectFrom('rounds')
    .select(['id', 'game', 'game_id', 'wave_id', 'updated_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'in_progress')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The user's unfinished round of one kind, if any (opening that kind resumes it). */
export async function findOpenByKind(db: Db, userId: string, game: GameKindColumn) {
  return db
    .selectFrom('rounds')
    .select(['id', 'game_id'])
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .where('status', '=', 'in_progress')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Unfinished rounds untouched since `idleBefore`, oldest first: what the rule settles. */
export async function listIdle(
  db: Db,
  idleBefore: string,
  scope: { userId?: string; waveId?: string },
  limit: number,
) {
  let query = db
    .selectFrom('rounds')
    .select(['id', 'user_id', 'game', 'game_id'])
    .where('status', '=', 'in_progress')
    .where('updated_at', '<=', idleBefore);
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  if (scope.waveId !== undefined) query = query.where('wave_id', '=', scope.waveId);
  return query.orderBy('updated_at').orderBy('id').limit(limit).execute();
}

/** The game's most recent round (the one a stale action was meant for). */
export async function latestOfGame(db: Db, gameId: string) {
  return records(db)
    .where('rounds.game_id', '=', gameId)
    .orderBy('rounds.nonce', 'desc')
    .executeTakeFirst();
}

export async function updateOpenRound(
  trx: Db,
  id: string,
  change: { stake: number; state: string; at: string },
): Promise<void> {
  await execute(
    trx,
    "update rounds set stake = ?, state = ?, updated_at = ? where id = ? and status = 'in_progress'",
    change.stake,
    change.state,
    change.at,
    id,
  );
}

/** Finishes an open round; false when it was not open (already finished). */
export async function finishRound(
  trx: Db,
  id: string,
  change: {
    stake: number;
    payout: number;
    state: string;
    detail: string;
    settledBy: SettledByColumn;
    luck: { expectedNet: number; variance: number };
    at: string;
  },
): Promise<boolean> {
  const changes = await execute(
    trx,
    "update rounds set status = 'finished', stake = ?, payout = ?, state = ?, detail = ?, settled_by = ?, updated_at = ?, finished_at = ?, expected_net = ?, net_variance = ? where id = ? and status = 'in_progress'",
    change.stake,
    change.payout,
    change.state,
    change.detail,
    change.settledBy,
    change.at,
    change.at,
    change.luck.expectedNet,
    change.luck.variance,
    id,
  );
  return changes === 1;
}

const RECORD_COLUMNS = [
  'rounds.id',
  'rounds.game_id',
  'rounds.wave_id',
  'rounds.game',
  'rounds.status',
  'rounds.stake',
  'rounds.payout',
  'rounds.nonce',
  'rounds.client_seed',
  'rounds.detail',
  'rounds.created_at',
  'rounds.finished_at',
  'rounds.settled_by',
  'fairness_seeds.server_seed_hash',
  'fairness_seeds.revealed_at',
  'waves.number as wave_number',
] as const;

function records(db: Db) {
  return (
    db
      .selectFrom('rounds')
      .innerJoin('fairness_seeds', 'fairness_seeds.id', 'rounds.seed_id')
      .innerJoin('waves', 'waves.id', 'rounds.wave_id')
      .select(RECORD_COLUMNS)
      // The seed text leaves the database only once it has been revealed.
      .select((eb) =>
        eb
          .case()
          .when('fairness_seeds.revealed_at', 'is not', null)
          .then(eb.ref('fairness_seeds.server_seed'))
          .else(null)
          .end()
          .as('revealed_seed'),
      )
  );
}

/** A user's rounds, oldest (lowest nonce) first, above `after` (the account export's pages). */
export async function listByUserAscending(db: Db, userId: string, after: number, limit: number) {
  return records(db)
    .where('rounds.user_id', '=', userId)
    .where('rounds.nonce', '>', after)
    .orderBy('rounds.nonce')
    .limit(limit)
    .execute();
}

/** Which of a user's rounds a history page shows. */
export interface RoundsFilter {
  before?: number;
  game?: GameKindColumn;
  waveId?: string;
}

/**
 * A user's rounds, newest (highest nonce) first, below `before`, of one game and of one wave when
 * given (indexes `(user_id, game, nonce)` and `(user_id, wave_id, nonce)` serve the filters).
 */
export async function listByUser(db: Db, userId: string, limit: number, filter: RoundsFilter) {
  let query = records(db).where('rounds.user_id', '=', userId);
  if (filter.before !== undefined) query = query.where('rounds.nonce', '<', filter.before);
  if (filter.game !== undefined) query = query.where('rounds.game', '=', filter.game);
  if (filter.waveId !== undefined) query = query.where('rounds.wave_id', '=', filter.waveId);
  return query.orderBy('rounds.nonce', 'desc').limit(limit).execute();
}
export type RoundRecordRow = Awaited<ReturnType<typeof listByUser>>[number];

export async function findRecord(db: Db, userId: string, roundId: string) {
  return records(db)
    .where('rounds.id', '=', roundId)
    .where('rounds.user_id', '=', userId)
    .executeTakeFirst();
}

export async function countBySeed(db: Db, seedId: string): Promise<number> {
  const row = await db
    .selectFrom('rounds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seed_id', '=', seedId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
