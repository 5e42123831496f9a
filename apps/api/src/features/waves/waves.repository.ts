import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { WavesTable } from '../../db/schema';
import { execute, queryAll, queryOne } from '../../db/statements';

export type WaveRow = Selectable<WavesTable>;

/** The latest wave, in one raw statement (the wave poll reads it every 5 s for every client). */
export async function latestWave(db: Db): Promise<WaveRow | undefined> {
  return queryOne<WaveRow>(db, 'select * from waves order by number desc limit 1');
}

/** Games of a wave with a round since `activeSince`: a range of the index `games_active`. */
export async function activeGames(db: Db, waveId: string, activeSince: string): Promise<number> {
  const row = await queryOne<{ n: number | string }>(
    db,
    'select count(*) as n from games where wave_id = ? and last_round_at >= ?',
    waveId,
    activeSince,
  );
  return Number(row?.n ?? 0);
}

export async function findWave(db: Db, id: string) {
  return db.selectFrom('waves').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertWave(trx: Db, wave: WaveRow): Promise<void> {
  await trx.insertInto('waves').values(wave).execute();
}

/** Active games (games with a round since `activeSince`) and wave chat messages of a wave. */
export async function waveCounts(db: Db, waveId: string, activeSince: string) {
  const [games, wave] = await Promise.all([
    activeGames(db, waveId, activeSince),
    queryOne<{ messages_count: number | string }>(
      db,
      'select messages_count from waves where id = ?',
      waveId,
    ),
  ]);
  return { games, messages: Number(wave?.messages_count ?? 0) };
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

/**
 * Adds the member once; true when this call added it. Their score starts from their round entries
 * already in the wave's ledger (none, unless they played before joining): every entry of a round
 * (a ledger check: exactly those with a round) of the wave, which all come after its start, so a
 * range of the index `ledger_user_rounds` from the start holds them.
 */
export async function addMember(
  trx: Db,
  wave: Pick<WaveRow, 'id' | 'start_time'>,
  userId: string,
  at: string,
): Promise<boolean> {
  const added = await execute(
    trx,
    `insert into wave_members (wave_id, user_id, joined_at, score)
       values (?, ?, ?, (select coalesce(sum(amount), 0) from ledger_entries
         where user_id = ? and round_id is not null and created_at >= ? and wave_id = ?))
       on conflict (wave_id, user_id) do nothing`,
    wave.id,
    userId,
    at,
    userId,
    wave.start_time,
    wave.id,
  );
  return added === 1;
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

/** The leaderboard's order (a total order, so pages never overlap). */
const RANK_ORDER = 'm.score desc, m.joined_at, lower(u.username), m.user_id';

type RankedDbRow = Omit<RankedRow, 'score' | 'rank'> & {
  score: number | string;
  rank: number | string;
};

// PostgreSQL returns bigints and row numbers as text.
const toRanked = (r: RankedDbRow): RankedRow => ({
  ...r,
  score: Number(r.score),
  rank: Number(r.rank),
});

/**
 * The wave's members ranked by net coins won in its rounds (0 without rounds, DESIGN decision 9),
 * ties to the earlier joiner, then the username (lower case), then the id: a total order, so
 * pages never overlap. Returns ranks `offset + 1 .. offset + limit` and, when `userId` is given,
 * that member's row wherever it falls. The score is the aggregate `wave_members.score` (kept by
 * each round entry's transaction, migration 0013): the first page without a `userId` is a read of
 * the index `wave_members_rank`; a member's own rank counts the members ahead of them.
 */
export async function rankedMembers(
  db: Db,
  waveId: string,
  page: { offset: number; limit: number },
  userId?: string,
): Promise<RankedRow[]> {
  const rows = await queryAll<Omit<RankedDbRow, 'rank'>>(
    db,
    `select m.user_id as id, u.username as username, u.avatar as avatar, m.score as score
      from wave_members m join users u on u.id = m.user_id
      where m.wave_id = ?
      order by ${RANK_ORDER}
      limit ? offset ?`,
    waveId,
    page.limit,
    page.offset,
  );
  const ranked = rows.map((r, i) => toRanked({ ...r, rank: page.offset + i + 1 }));
  if (userId === undefined || ranked.some((r) => r.id === userId)) return ranked;
  // The members ahead in RANK_ORDER, counted in three parts so the first two are ranges of the
  // index `wave_members_rank` (no join, no per-row username): a higher score; the same score and an
  // earlier join; the same score and join time and a name (then id) before this member's.
  const own = await queryOne<RankedDbRow>(
    db,
    `select m.user_id as id, u.username as username, u.avatar as avatar, m.score as score,
        1 + (select count(*) from wave_members o where o.wave_id = m.wave_id and o.score > m.score)
          + (select count(*) from wave_members o
              where o.wave_id = m.wave_id and o.score = m.score and o.joined_at < m.joined_at)
          + (select count(*) from wave_members o join users ou on ou.id = o.user_id
              where o.wave_id = m.wave_id and o.score = m.score and o.joined_at = m.joined_at
                and (lower(ou.username) < lower(u.username)
                  or (lower(ou.username) = lower(u.username) and o.user_id < m.user_id))) as rank
      from wave_members m join users u on u.id = m.user_id
      where m.wave_id = ? and m.user_id = ?`,
    waveId,
    userId,
  );
  return own ? [...ranked, toRanked(own)].sort((a, b) => a.rank - b.rank) : ranked;
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
