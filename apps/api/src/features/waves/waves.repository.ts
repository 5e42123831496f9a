import type { Db } from '../../db/database';

export async function latestWave(db: Db) {
  return db.selectFrom('waves').selectAll().orderBy('number', 'desc').limit(1).executeTakeFirst();
}
export type WaveRow = NonNullable<Awaited<ReturnType<typeof latestWave>>>;

/** The latest wave with its players, games and messages counts, in one query. */
export async function latestWaveWithCounts(db: Db) {
  return db
    .selectFrom('waves')
    .selectAll('waves')
    .select((eb) => [
      eb
        .selectFrom('wave_members')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('wave_members.wave_id', '=', 'waves.id')
        .as('players'),
      eb
        .selectFrom('game_sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('game_sessions.wave_id', '=', 'waves.id')
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

/** Players (members), game sessions and wave chat messages of a wave. */
export async function waveCounts(db: Db, waveId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('wave_members')
        .select(eb.fn.countAll<number>().as('n'))
        .where('wave_id', '=', waveId)
        .as('players'),
      eb
        .selectFrom('game_sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .where('wave_id', '=', waveId)
        .as('games'),
      eb
        .selectFrom('messages')
        .select(eb.fn.countAll<number>().as('n'))
        .where('wave_id', '=', waveId)
        .as('messages'),
    ])
    .executeTakeFirstOrThrow();
  return { players: Number(row.players), games: Number(row.games), messages: Number(row.messages) };
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
    .select(['users.id', 'users.username', 'wave_members.joined_at'])
    .where('wave_members.wave_id', '=', waveId)
    .execute();
}
