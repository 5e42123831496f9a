import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database on the test PostgreSQL server (the API migrates it like any other),
 * and how to drop it afterwards.
 */
export async function createTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    // A throwaway database: commits need not wait for the disk (semantics are unchanged; only a
    // crash of the test server could lose the last commits, and it is dropped anyway).
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
