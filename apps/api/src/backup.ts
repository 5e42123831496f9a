import path from 'node:path';
import { loadConfig } from './config';
import { backupSqlite } from './db/backup';
import { sqliteFile } from './db/sqlite';

// `pnpm --filter @coinwave/api backup [file]`: an online backup of the SQLite database while the
// server runs (default DATA_DIR/backups/coinwave-<time>.db), checked before it is reported. On
// PostgreSQL use pg_dump. Restoring is described in README.md ("Backups").

try {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see README.md)');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = path.resolve(
    process.argv[2] ?? path.join(config.dataDir, 'backups', `coinwave-${stamp}.db`),
  );
  const report = backupSqlite(sqliteFile(config.dataDir), destination);
  console.log(
    `Backed up ${report.users} users and ${report.ledgerEntries} ledger entries to ${report.file} (${report.bytes} bytes; integrity ok, every balance equals its ledger). Also copy ${config.mediaDir}.`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
