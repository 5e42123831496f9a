import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { GameKindColumn, GameSessionsTable } from '../../db/schema';
import { forUpdate, queryOne } from '../../db/statements';
import { isInTransaction } from '../../db/transaction';

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

/**
 * The whole session row, state included (the game-rounds feature reads and writes it). Inside a
 * transaction the row stays locked until it ends: every round action on a table goes through here
 * first, so two actions on one table (two tabs, two instances) take turns.
 */
export async function findGameSession(db: Db, id: string): Promise<GameSessionRow | undefined> {
  if (isInTransaction(db))
    return queryOne<GameSessionRow>(
      db,
      `select * from game_sessions where id = ?${forUpdate(db)}`,
      id,
    );
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
