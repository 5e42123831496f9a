import type { Db } from '../../db/database';

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
