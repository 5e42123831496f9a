import { routes } from '@coinwave/api-contract';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../test/api';
import { createTestApp, type TestApp } from '../test/harness';
import { Player } from '../test/rounds';
import { backupSqlite } from './backup';
import { sqliteFile } from './sqlite';

// SQLite only (PostgreSQL is backed up with pg_dump): the api-postgres run leaves *.sqlite.test.ts out.

describe('online backup of the SQLite database', () => {
  const apps: TestApp[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-backup-'));
  afterAll(async () => {
    for (const t of apps) await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a consistent snapshot while rounds are being played, and the copy restores', async () => {
    const t = await createTestApp({ DATABASE_URL: '' });
    apps.push(t);
    expect(t.app.database.dialect).toBe('sqlite');
    const players = await Promise.all(
      [0, 1, 2].map(async () => new Player(t.app, await signUp(t.app), { strings: () => [] })),
    );
    const tables = await Promise.all(players.map((p) => p.openGame('roulette')));
    const spin = (i: number) =>
      players[i]!.ok(routes.rouletteSpin, {
        params: { gameId: tables[i]! },
        body: { bets: [{ type: 'red', amount: 25 }] },
      });

    // Spins in flight (their transactions open) when the backup reads the live database.
    const during = Promise.all([0, 1, 2, 0, 1, 2].map(spin));
    const file = path.join(dir, 'snapshot.db');
    const report = backupSqlite(sqliteFile(t.dataDir), file);
    await during;
    expect(report.users).toBe(3);
    expect(report.ledgerEntries).toBeGreaterThanOrEqual(3);

    // Restore: the backup becomes the database of a new data directory; the server starts on it.
    const restoredDir = mkdtempSync(path.join(dir, 'restored-'));
    copyFileSync(file, sqliteFile(restoredDir));
    const restored = await createTestApp({ DATABASE_URL: '', DATA_DIR: restoredDir });
    apps.push(restored);
    for (const p of players) {
      const me = await call(restored.app, routes.me, { cookie: p.who.cookie });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().username).toBe(p.who.user.username);
    }
  });

  it('refuses to overwrite a file and names a missing database', async () => {
    const t = await createTestApp({ DATABASE_URL: '' });
    apps.push(t);
    const file = path.join(dir, 'once.db');
    backupSqlite(sqliteFile(t.dataDir), file);
    expect(() => backupSqlite(sqliteFile(t.dataDir), file)).toThrow(/exists already/);
    expect(() => backupSqlite(path.join(dir, 'nothing.db'), path.join(dir, 'x.db'))).toThrow(
      /No database at/,
    );
  });

  it('runs the money path with synchronous = FULL (an acknowledged round survives a power loss)', async () => {
    const t = await createTestApp({ DATABASE_URL: '' });
    apps.push(t);
    const { sql } = await import('kysely');
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.app.ctx.db);
    expect(rows[0]!.synchronous).toBe(2); // 2 = FULL
  });
});
