import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { GameKindColumn, GamesTable } from '../../db/schema';
import { execute, locked, queryOne } from '../../db/statements';
import { isInTransaction } from '../../db/transaction';

export async function insertGame(
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
    .insertInto('games')
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
    .selectFrom('games')
    .select(['id', 'kind', 'wave_id', 'user_id', 'created_at'])
    .where('wave_id', '=', waveId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
}

/**
 * The whole game row, state included (the game-rounds feature reads and writes it), with its
 * wave's start and end (a round may start only while the wave runs). Inside a transaction the row
 * stays locked until it ends: every round action on a game goes through here first, so two
 * actions on one game (two tabs, two instances) take turns.
 */
export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  if (isInTransaction(db))
    return queryOne<GameRow>(
      db,
      locked(
        db,
        `select g.*, w.start_time as wave_start_time, w.ended_at as wave_ended_at
         from games g join waves w on w.id = g.wave_id where g.id = ?`,
        'g',
      ),
      id,
    );
  return db
    .selectFrom('games as g')
    .innerJoin('waves as w', 'w.id', 'g.wave_id')
    .selectAll('g')
    .select(['w.start_time as wave_start_time', 'w.ended_at as wave_ended_at'])
    .where('g.id', '=', id)
    .executeTakeFirst();
}
export type GameRow = Selectable<GamesTable> & {
  wave_start_time: string;
  wave_ended_at: string | null;
};

/**
 * A game's `last_round_at` ('Active Games') moves in 10-second buckets: 'YYYY-MM-DDTHH:MM:S', the
 * first this many characters of an ISO time. The stored time is the first round of its bucket, so a
 * table may leave 'Active Games' up to 10 seconds early, never late.
 */
export const PLAYED_BUCKET_CHARS = 18;

const MARK_PLAYED = `update games set last_round_at = ? where id = ?
  and (last_round_at is null or substr(last_round_at, 1, ${PLAYED_BUCKET_CHARS}) < substr(?, 1, ${PLAYED_BUCKET_CHARS}))`;

/**
 * Moves the game's `last_round_at` to `at` when it has none or `at` is in a later bucket. The bucket
 * test is in the statement too, so a caller that knew an older time changes nothing.
 */
export async function markPlayed(trx: Db, id: string, at: string): Promise<void> {
  await execute(trx, MARK_PLAYED, at, id, at);
}

export async function updateGameState(
  trx: Db,
  id: string,
  state: string,
  houseChips: number | null,
  at: string,
): Promise<void> {
  await trx
    .updateTable('games')
    .set({ state, house_chips: houseChips, updated_at: at })
    .where('id', '=', id)
    .execute();
}
