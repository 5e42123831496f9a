import type { Db } from '../../db/database';
import { queryAll } from '../../db/statements';

export async function latestWave(db: Db) {
  return db.selectFrom('waves').selectAll().orderBy('number', 'desc').limit(1).executeTakeFirst();
}
export type WaveRow = NonNullable<Awaited<ReturnType<typeof latestWave>>>;

/**
 * The latest wave with its active games (tables with a round since `activeSince`) and messages
 * counts, in one query: this is polled every 5 s by every client.
 */
export async function latestWaveWithCounts(db: Db, activeSince: string) {
  return db
    .selectFrom('waves')
    .selectAll('waves')
    .select((eb) => [
      eb
        .selectFrom('game_sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('game_sessions.wave_id', '=', 'waves.id')
        .where('game_sessions.last_round_at', '>=', activeSince)
        .as('games'),
      eb
        .selectFrom('messages')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('messages.wave_id', '=', 'waves.id')
        .as('messages'),
    ])
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findWave(db: Db, id: string) {
  return db.selectFrom('waves').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertWave(trx: Db, wave: WaveRow): Promise<void> {
  await trx.insertInto('waves').values(wave).execute();
}

/** Active games (tables with a round since `activeSince`) and wave chat messages of a wave. */
export async function waveCounts(db: Db, waveId: string, activeSince: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('game_sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .where('wave_id', '=', waveId)
        .where('last_round_at', '>=', activeSince)
        .as('games'),
      eb
        .selectFrom('messages')
        .select(eb.fn.countAll<number>().as('n'))
        .where('wave_id', '=', waveId)
        .as('messages'),
    ])
    .executeTakeFirstOrThrow();
  return { games: Number(row.games), messages: Number(row.messages) };
}

/** Records how a wave ended: when, and its champion (or none). */
export async function markEnded(
  trx: Db,
  waveId: string,
  end: { at: string; championId: string | null; championScore: number | null },
): Promise<void> {
  await trx
    .updateTable('waves')
    .set({ ended_at: end.at, champion_id: end.championId, champion_score: end.championScore })
    .where('id', '=', waveId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ended waves, newest first, below wave number `before` when given: with players and champion. */
export async function listEnded(db: Db, before: number | undefined, limit: number) {
  let query = db
    .selectFrom('waves')
    .leftJoin('users', 'users.id', 'waves.champion_id')
    .select([
      'waves.id',
      'waves.number',
      'waves.start_time',
      'waves.ended_at',
      'waves.champion_id',
      'waves.champion_score',
      'users.username as champion_username',
      'users.avatar as champion_avatar',
    ])
    .select((eb) =>
      eb
        .selectFrom('wave_members')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('wave_members.wave_id', '=', 'waves.id')
        .as('players'),
    )
    .where('waves.ended_at', 'is not', null);
  if (before !== undefined) query = query.where('waves.number', '<', before);
  return query.orderBy('waves.number', 'desc').limit(limit).execute();
}

/** Adds the member once; true when this call added it. */
export async function addMember(
  trx: Db,
  waveId: string,
  userId: string,
  at: string,
): Promise<boolean> {
  const result = await trx
    .insertInto('wave_members')
    .values({ wave_id: waveId, user_id: userId, joined_at: at })
    .onConflict((oc) => oc.columns(['wave_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function members(db: Db, waveId: string) {
  return db
    .selectFrom('wave_members')
    .innerJoin('users', 'users.id', 'wave_members.user_id')
    .select(['users.id', 'users.username', 'users.avatar', 'wave_members.joined_at'])
    .where('wave_members.wave_id', '=', waveId)
    .execute();
}

/** One ranked member of a wave (`rank` 1 = best; `score` = net coins won in the wave's rounds). */
export interface RankedRow {
  id: string;
  username: string;
  avatar: string | null;
  score: number;
  rank: number;
}

/**
 * The wave's members ranked by net coins won in its rounds (0 without rounds, DESIGN decision 9),
 * ties to the earlier joiner, then the username (lower case), then the id: a total order, so
 * pages never overlap. Returns ranks `offset + 1 .. offset + limit` and, when `userId` is given,
 * that member's row wherever it falls. The database ranks (one grouped read of the wave's round
 * entries, index `ledger_wave`); only the page and the one row come back. It reads the ledger's
 * round entries itself (read-only): ranking in one statement is what lets the list be paged.
 */
export async function rankedMembers(
  db: Db,
  waveId: string,
  page: { offset: number; limit: number },
  userId?: string,
): Promise<RankedRow[]> {
  const rows = await queryAll<{
    id: string;
    username: string;
    avatar: string | null;
    score: number | string;
    rank: number | string;
  }>(
    db,
    `with nets as (
        select user_id, sum(amount) as net from ledger_entries
          where wave_id = ? and kind in ('round_debit', 'round_credit', 'auto_settle')
          group by user_id
      ), ranked as (
        select m.user_id as id, u.username as username, u.avatar as avatar,
          coalesce(n.net, 0) as score,
          row_number() over (
            order by coalesce(n.net, 0) desc, m.joined_at, lower(u.username), m.user_id
          ) as rank
        from wave_members m
          join users u on u.id = m.user_id
          left join nets n on n.user_id = m.user_id
        where m.wave_id = ?
      )
      select id, username, avatar, score, rank from ranked
        where (rank > ? and rank <= ?) or id = ?
        order by rank`,
    waveId,
    waveId,
    page.offset,
    page.offset + page.limit,
    userId ?? '',
  );
  // PostgreSQL returns sums and row numbers of bigints as text.
  return rows.map((r) => ({ ...r, score: Number(r.score), rank: Number(r.rank) }));
}

/** How many members the wave has (every member is ranked). */
export async function countMembers(db: Db, waveId: string): Promise<number> {
  const row = await db
    .selectFrom('wave_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wave_id', '=', waveId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
