import { LocalCluster, type Cluster } from './cluster/cluster';
import { openRedisCluster } from './cluster/redis-cluster';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase, type OpenedDatabase } from './db/database';
import { parseAdminCommand, runAdminCommand } from './features/moderation/admin-command';
import { Hub } from './features/realtime/realtime.hub';

// `pnpm --filter @coinwave/api admin <command>`: grants and revokes the moderator role, mutes,
// unmutes, bans and unbans (see README.md). It reads the server's configuration (DATA_DIR or
// DATABASE_URL, REDIS_URL) and may run while the server does. With Redis, a ban closes the
// player's sockets on every instance at once; on SQLite alone the server notices within
// WS_SESSION_CHECK_MS. Prints what it did; a bad command exits 1 with a one-line reason.

async function main(): Promise<string> {
  const command = parseAdminCommand(process.argv.slice(2));
  if ('error' in command) throw new Error(command.error);
  const config = loadConfig();
  let database: OpenedDatabase | undefined;
  let cluster: Cluster | undefined;
  try {
    database = await openDatabase(config);
    await migrateToLatest(database.db);
    cluster = config.redisUrl
      ? await openRedisCluster(config.redisUrl, config.redisPrefix, (error) =>
          console.error(`admin: redis: ${error.message}`),
        )
      : new LocalCluster();
    const hub = new Hub(cluster);
    await hub.ready;
    return await runAdminCommand(
      { db: database.db, now: () => new Date(), cluster, realtime: hub },
      command,
    );
  } finally {
    await cluster?.close();
    await database?.close();
  }
}

main().then(
  (said) => console.log(said),
  (error: unknown) => {
    console.error(`admin: ${(error as Error).message}`);
    process.exit(1);
  },
);
