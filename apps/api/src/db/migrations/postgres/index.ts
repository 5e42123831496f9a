export { platformMigration } from './0001_platform';
export { gameRoundsMigration } from './0002_game_rounds';
export { everyRoundEndsMigration } from './0003_every_round_ends';
export { insertOrderMigration } from './0004_insert_order';
export { activeTablesMigration } from './0005_active_tables';
export { idempotencyMigration } from './0006_idempotency';
export { mediaQuotaMigration } from './0007_media_quota';
export { moderationMigration } from './0009_moderation';
