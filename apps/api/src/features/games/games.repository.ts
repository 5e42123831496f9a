import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { GameKindColumn, GameSessionsTable } from '../../db/schema';
import { isInTransaction, raw } from '../../lib/transaction';

export async function insertGameSession(
  trx: Db,
  game: {
    id: string;
    waveId: string;
    userId: string;
    kind: GameKindColumn;
    houseChips: number | null;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('game_sessions')
    .values({
      id: game.id,
      wave_id: game.waveId,
      user_id: game.userId,
      kind: game.kind,
      state: '{}',
      house_chips: game.houseChips,
      created_at: game.at,
      updated_at: game.at,
    })
    .execute();
}

export async function listByWave(db: Db, waveId: string) {
  return db
    .selectFrom('game_sessions')
    .select(['id', 'kind', 'wave_id', 'user_id', 'created_at'])
    .where('wave_id', '=', waveId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** The whole session row, state included (the game-rounds feature reads and writes it). */
export async function findGameSession(db: Db, id: string): Promise<GameSessionRow | undefined> {
  // Inside a round's transaction: one prepared statement on its raw connection.
  if (isInTransaction(db))
    return raw(db).prepare('select * from game_sessions where id = ?').get(id) as
      GameSessionRow | undefined;
  return db.selectFrom('game_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}
export type GameSessionRow = Selectable<GameSessionsTable>;

export async function updateGameState(
  trx: Db,
  id: string,
  state: string,
  houseChips: number | null,
  at: string,
): Promise<void> {
  await trx
    .updateTable('game_sessions')
    .set({ state, house_chips: houseChips, updated_at: at })
    .where('id', '=', id)
    .execute();
}
