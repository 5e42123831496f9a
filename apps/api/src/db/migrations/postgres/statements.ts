import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A migration that runs `statements` in order (the migrator wraps each migration in a transaction
 * on PostgreSQL, DDL included: all or nothing) and cannot be undone (restore a backup instead).
 * Migrations are frozen: a new change is a new migration.
 */
export function statementsMigration(name: string, statements: readonly string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down() {
      throw new Error(`${name} cannot be undone: restore a backup instead`);
    },
  };
}
