import SqliteDatabase from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';

// An online backup of the SQLite database: `VACUUM INTO` reads one consistent snapshot (WAL lets
// the server keep writing meanwhile, and a busy writer cannot make it start over, as the page-by-
// page backup API would) and writes a compact copy, which is then checked before it is reported.

export interface BackupReport {
  file: string;
  bytes: number;
  users: number;
  ledgerEntries: number;
}

/**
 * Copies the database at `source` to `destination` (which must not exist) while the server runs,
 * and checks the copy: `integrity_check` ok and every user's coins equal to their ledger's sum.
 * @throws Error with a readable message when the source is missing, the destination exists, or the
 * copy fails its checks.
 */
export function backupSqlite(source: string, destination: string): BackupReport {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  if (existsSync(destination)) throw new Error(`${destination} exists already: choose a new name`);
  const live = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('vacuum into ?').run(destination);
  } finally {
    live.close();
  }
  return checkBackup(destination);
}

/** Opens a backup read-only and checks it: integrity, and coins = Σ ledger for every user. */
export function checkBackup(file: string): BackupReport {
  const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`The backup ${file} is damaged: ${String(integrity)}`);
    const unbalanced = copy
      .prepare(
        `select count(*) as n from users u
          where u.coins <> coalesce((select sum(l.amount) from ledger_entries l where l.user_id = u.id), 0)`,
      )
      .get() as { n: number };
    if (unbalanced.n > 0)
      throw new Error(
        `The backup ${file} has ${unbalanced.n} users whose coins differ from their ledger`,
      );
    const count = (table: string) =>
      (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      file,
      bytes: statSync(file).size,
      users: count('users'),
      ledgerEntries: count('ledger_entries'),
    };
  } finally {
    copy.close();
  }
}
