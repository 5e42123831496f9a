import { routes, type Health } from '@coinwave/api-contract';
import type { OpenedDatabase } from '../../db/database';
import type { FeatureOptions, FeaturePlugin } from '../../lib/feature';
import { addRoute } from '../../lib/route';

/** A health check gives up on a dependency after this long (a hung database is down). */
const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<void>): Promise<'ok' | 'down'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthOptions extends FeatureOptions {
  /** The database whose connection is probed. */
  readonly database: Pick<OpenedDatabase, 'ping'>;
}

/**
 * `GET /api/health` for load balancers: 200 when the database and, when configured, Redis answer;
 * 503 naming what is down, so a balancer takes an instance out of rotation until it recovers.
 */
export const healthRoutes: FeaturePlugin<HealthOptions> = async (
  app,
  { ctx, database: opened },
) => {
  addRoute(app, routes.health, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      probe(() => opened.ping()),
      ctx.cluster.kind === 'redis' ? probe(() => ctx.cluster.ping()) : ('off' as const),
    ]);
    const healthy = database === 'ok' && redis !== 'down';
    const health: Health = { status: healthy ? 'ok' : 'unavailable', database, redis };
    if (!healthy) void reply.status(503);
    return health;
  });
};
