import type { Migration } from 'kysely';
import { platformMigration } from './0001_platform';
import { gameRoundsMigration } from './0002_game_rounds';

/**
 * Every migration, in order. Migrations are frozen in time: never edit one that has shipped,
 * add the next. Names sort by their number prefix.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform': platformMigration,
  '0002_game_rounds': gameRoundsMigration,
};
