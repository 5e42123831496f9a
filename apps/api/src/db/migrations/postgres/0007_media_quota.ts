import { sql, type Kysely, type Migration } from 'kysely';

// The index of per-user upload limits (stored bytes, uploads in the last 24 hours), as SQLite's
// `0007_media_quota`. Frozen.

const up = [`create index media_user on media(user_id, created_at, size)`];

export const mediaQuotaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0007_media_quota cannot be undone: restore a backup instead');
  },
};
