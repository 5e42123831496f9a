import type { Migration } from 'kysely';
import { platformMigration } from './0001_platform';
import { gameRoundsMigration } from './0002_game_rounds';
import { everyRoundEndsMigration } from './0003_every_round_ends';

/**
 * Every migration, in order. Migrations are frozen in time: never edit one that has shipped,
 * add the next. Names sort by their number prefix.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform': platformMigration,
  '0002_game_rounds': gameRoundsMigration,
  '0003_every_round_ends': everyRoundEndsMigration,
};
