import { sql, type Kysely, type Migration } from 'kysely';

// Achievements and notifications get an insertion sequence, `seq`, as SQLite's
// `0004_insert_order`: "newest first" breaks ties by it. Frozen.

const up = [
  `alter table achievements add column seq bigint generated always as identity`,
  `alter table achievements add constraint achievements_seq_unique unique (seq)`,
  `create index achievements_user on achievements(user_id, created_at)`,
  `alter table notifications add column seq bigint generated always as identity`,
  `alter table notifications add constraint notifications_seq_unique unique (seq)`,
];

export const insertOrderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0004_insert_order cannot be undone: restore a backup instead');
  },
};
