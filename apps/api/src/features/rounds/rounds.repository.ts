import type { Db } from '../../db/database';
import type { GameKindColumn, RoundStatusColumn } from '../../db/schema';

export interface NewRound {
  id: string;
  userId: string;
  gameSessionId: string;
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
  at: string;
}

export async function insertRound(trx: Db, r: NewRound): Promise<void> {
  await trx
    .insertInto('rounds')
    .values({
      id: r.id,
      user_id: r.userId,
      game_session_id: r.gameSessionId,
      wave_id: r.waveId,
      game: r.game,
      seed_id: r.seedId,
      nonce: r.nonce,
      client_seed: r.clientSeed,
      stake: r.stake,
      payout: r.payout,
      status: r.status,
      state: r.state,
      detail: r.detail,
      created_at: r.at,
      updated_at: r.at,
      finished_at: r.status === 'finished' ? r.at : null,
    })
    .execute();
}

const OPEN_COLUMNS = ['rounds.id', 'rounds.user_id', 'rounds.seed_id', 'rounds.game_session_id', 'rounds.wave_id', 'rounds.game', 'rounds.nonce', 'rounds.client_seed', 'rounds.stake', 'rounds.state', 'rounds.created_at', 'rounds.updated_at', 'fairness_seeds.server_seed_hash'] as const;

/** The session's unfinished round with its state (at most one: a unique index). */
export async function findOpenBySession(db: Db, gameSessionId: string) {
  return db
    .selectFrom('rounds')
    .innerJoin('fairness_seeds', 'fairness_seeds.id', 'rounds.seed_id')
    .select(OPEN_COLUMNS)
    .where('rounds.game_session_id', '=', gameSessionId)
    .where('rounds.status', '=', 'in_progress')
    .executeTakeFirst();
}
export type OpenRoundRow = NonNullable<Awaited<ReturnType<typeof findOpenBySession>>>;

/** Unfinished rounds of a user (optionally only those untouched since `idleBefore`). */
export async function listOpenByUser(db: Db, userId: string) {
  return db.selectFrom('rounds').select(['id', 'game', 'game_session_id', 'updated_at']).where('user_id', '=', userId).where('status', '=', 'in_progress').orderBy('created_at').execute();
}

/** Unfinished rounds of a game untouched since `idleBefore` (any user): the idle-hand sweep. */
export async function listIdle(db: Db, game: GameKindColumn, idleBefore: string, limit: number) {
  return db.selectFrom('rounds').select(['id', 'user_id', 'game_session_id']).where('status', '=', 'in_progress').where('game', '=', game).where('updated_at', '<', idleBefore).limit(limit).execute();
}

export async function updateOpenRound(trx: Db, id: string, change: { stake: number; state: string; at: string }): Promise<void> {
  await trx.updateTable('rounds').set({ stake: change.stake, state: change.state, updated_at: change.at }).where('id', '=', id).where('status', '=', 'in_progress').execute();
}

export async function finishRound(trx: Db, id: string, change: { stake: number; payout: number; state: string; detail: string; at: string }): Promise<boolean> {
  const result = await trx
    .updateTable('rounds')
    .set({ status: 'finished', stake: change.stake, payout: change.payout, state: change.state, detail: change.detail, updated_at: change.at, finished_at: change.at })
    .where('id', '=', id)
    .where('status', '=', 'in_progress')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const RECORD_COLUMNS = [
  'rounds.id',
  'rounds.game_session_id',
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
  'fairness_seeds.server_seed_hash',
  'fairness_seeds.revealed_at',
] as const;

function records(db: Db) {
  return (
    db
      .selectFrom('rounds')
      .innerJoin('fairness_seeds', 'fairness_seeds.id', 'rounds.seed_id')
      .select(RECORD_COLUMNS)
      // The seed text leaves the database only once it has been revealed.
      .select((eb) => eb.case().when('fairness_seeds.revealed_at', 'is not', null).then(eb.ref('fairness_seeds.server_seed')).else(null).end().as('revealed_seed'))
  );
}

/** A user's rounds, newest (highest nonce) first, below `before` when given. */
export async function listByUser(db: Db, userId: string, limit: number, before: number | undefined) {
  let query = records(db).where('rounds.user_id', '=', userId);
  if (before !== undefined) query = query.where('rounds.nonce', '<', before);
  return query.orderBy('rounds.nonce', 'desc').limit(limit).execute();
}
export type RoundRecordRow = Awaited<ReturnType<typeof listByUser>>[number];

export async function findRecord(db: Db, userId: string, roundId: string) {
  return records(db).where('rounds.id', '=', roundId).where('rounds.user_id', '=', userId).executeTakeFirst();
}

export async function countBySeed(db: Db, seedId: string): Promise<number> {
  const row = await db.selectFrom('rounds').select((eb) => eb.fn.countAll<number>().as('n')).where('seed_id', '=', seedId).executeTakeFirstOrThrow();
  return Number(row.n);
}
