import { sql, type Kysely, type Migration } from 'kysely';

// Uploads are limited per user: the bytes they keep stored and how many they shared in the last
// 24 hours. Both are read from the user's media rows in the upload's transaction; this index
// answers both from the index alone. Frozen.

const statements = [`create index media_user on media(user_id, created_at, size)`];

export const mediaQuotaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw('begin immediate').execute(db);
    try {
      for (const statement of statements) await sql.raw(statement).execute(db);
      await sql.raw('commit').execute(db);
    } catch (error) {
      await sql.raw('rollback').execute(db);
      throw error;
    }
  },
  async down() {
    throw new Error('0007_media_quota cannot be undone: restore a backup instead');
  },
};
