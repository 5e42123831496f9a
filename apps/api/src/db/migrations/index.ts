import type { Migration } from 'kysely';
import type { DialectName } from '../engine';
import * as postgres from './postgres';
import * as sqlite from './sqlite';

/**
 * Every migration of a dialect, in order. Both dialects have the same migrations by name, each
 * bringing the same tables, columns and guarantees in that dialect's SQL. Migrations are frozen
 * in time: never edit one that has shipped, add the next. Names sort by their number prefix.
 */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  const m = dialect === 'postgres' ? postgres : sqlite;
  return {
    '0001_platform': m.platformMigration,
    '0002_game_rounds': m.gameRoundsMigration,
    '0003_every_round_ends': m.everyRoundEndsMigration,
    '0004_insert_order': m.insertOrderMigration,
    '0005_active_tables': m.activeTablesMigration,
    '0006_idempotency': m.idempotencyMigration,
    '0007_media_quota': m.mediaQuotaMigration,
    '0008_responsible_play': m.responsiblePlayMigration,
    '0009_moderation': m.moderationMigration,
    '0010_account_deletion': m.accountDeletionMigration,
    '0011_seed_commitments': m.seedCommitmentsMigration,
    '0012_live_media': m.liveMediaMigration,
    '0013_wave_scores': m.waveScoresMigration,
    '0014_games': m.gamesMigration,
    '0015_wave_message_counts': m.waveMessageCountsMigration,
    '0016_idempotency_appended': m.idempotencyAppendedMigration,
    '0017_active_games_buckets': m.activeGamesBucketsMigration,
    '0018_checks_without_lists': m.checksWithoutListsMigration,
    '0019_games_marked_by_rounds': m.gamesMarkedByRoundsMigration,
  };
}
