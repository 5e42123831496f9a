import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A migration that runs `statements` in one immediate transaction (all or nothing) and cannot be
 * undone (restore a backup instead). Migrations are frozen: a new change is a new migration.
 */
export function statementsMigration(name: string, statements: readonly string[]): Migration {
  return {
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
      throw new Error(`${name} cannot be undone: restore a backup instead`);
    },
  };
}
