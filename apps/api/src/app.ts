import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { migrateToLatest, openDatabase, type OpenedDatabase } from './db/database';
import { achievementsRoutes } from './features/achievements/achievements.routes';
import { authRoutes } from './features/auth/auth.routes';
import { followEndedSessions } from './features/auth/auth.service';
import { PRODUCTION_SCRYPT, type ScryptCost } from './features/auth/password';
import { blackjackRoutes } from './features/blackjack/blackjack.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { docsRoutes } from './features/docs/docs.routes';
import { fairnessRoutes } from './features/fairness/fairness.routes';
import { RANDOM_SEEDS, type SeedSource } from './features/fairness/fairness.service';
import { gamesRoutes } from './features/games/games.routes';
import { healthRoutes } from './features/health/health.routes';
import { VIDEO_MAX_BYTES } from './features/media/media.inspect';
import { mediaRoutes } from './features/media/media.routes';
import { LocalDiskStorage } from './features/media/media.storage';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { pokerRoutes } from './features/poker/poker.routes';
import { Hub } from './features/realtime/realtime.hub';
import { MAX_PAYLOAD, realtimeRoutes } from './features/realtime/realtime.routes';
import { rouletteRoutes } from './features/roulette/roulette.routes';
import { roundsRoutes } from './features/rounds/rounds.routes';
import { settleIdleRounds } from './features/settlement/settlement.service';
import { slotsRoutes } from './features/slots/slots.routes';
import { usersRoutes } from './features/users/users.routes';
import { wavesRoutes } from './features/waves/waves.routes';
import { LocalCluster, type Cluster } from './cluster/cluster';
import { openRedisCluster } from './cluster/redis-cluster';
import { createLimiters, RATE_RULES, type RateRules } from './lib/rate-limiter';
import { registerErrorHandler } from './plugins/errors';
import { registerOriginCheck } from './plugins/origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: OpenedDatabase;
    ctx: AppContext;
    hub: Hub;
  }
}

/** What tests (and only tests) change; production uses the defaults. */
export interface AppOptions {
  /** Server clock (default: the real time). */
  now?: () => Date;
  /** scrypt cost for new hashes (default PRODUCTION_SCRYPT; tests use a cheap one). */
  passwordCost?: ScryptCost;
  rateRules?: Partial<RateRules>;
  /** Test-only seam: fixed server / client seeds so a round's outcome is known in advance. */
  seedSource?: Partial<SeedSource>;
}

/** JSON bodies above this are refused (uploads have their own, larger limits). */
const BODY_LIMIT = 64 * 1024;

/** Builds the whole app (database migrated, routes registered) without listening. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Strict validation: wrong types are refused, never coerced; unknown fields are refused by the
    // schemas that close themselves, not silently removed.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = await openDatabase(config, (err) =>
    app.log.error({ err }, 'database connection failed'),
  );
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  let cluster: Cluster;
  try {
    cluster = config.redisUrl
      ? await openRedisCluster(config.redisUrl, config.redisPrefix, (err) =>
          app.log.error({ err }, 'redis connection failed'),
        )
      : new LocalCluster();
  } catch (error) {
    await database.close();
    throw error;
  }
  const storage = new LocalDiskStorage(config.mediaDir);
  // Another instance may be receiving an upload on the same volume only behind Redis.
  await storage.init(config.redisUrl !== undefined);
  app.addHook('onClose', async () => storage.close());
  const hub = new Hub(cluster);
  const now = options.now ?? (() => new Date());
  const clockMs = () => now().getTime();
  const ctx: AppContext = {
    config,
    db: database.db,
    now,
    realtime: hub,
    cluster,
    limiters: createLimiters(
      {
        ...RATE_RULES,
        registrationsPerIp: { limit: config.registrationsPerIpPerHour, windowMs: 60 * 60_000 },
        ...options.rateRules,
      },
      (name, rule) => cluster.limiter(name, rule, clockMs),
    ),
    storage,
    passwordCost: options.passwordCost ?? PRODUCTION_SCRYPT,
    seeds: { ...RANDOM_SEEDS, ...options.seedSource },
    // A wave that ends settles its idle rounds by rule (DESIGN decision 15).
    onWaveEnded: async (waveId) => {
      await settleIdleRounds(ctx, { waveId });
    },
  };
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('ctx', ctx);
  app.decorate('hub', hub);
  await Promise.all([hub.ready, followEndedSessions(ctx)]);
  // Fastify has stopped taking requests by now; handlers whose client hung up may still be in a
  // transaction, and they publish to the cluster after it: let them finish first.
  app.addHook('onClose', async () => {
    await database.drain();
    await cluster.close();
    await database.close();
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives inject small <style> tags; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: VIDEO_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 8,
      headerPairs: 100,
    },
  });
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coinwave API',
        version: '1.0.0',
        description: 'Generated from @coinwave/api-contract.',
      },
    },
  });
  registerOriginCheck(app, config.allowedOrigins);

  await app.register(async (api) => {
    const scoped = api as App;
    healthRoutes(scoped);
    docsRoutes(scoped);
    authRoutes(scoped);
    usersRoutes(scoped);
    wavesRoutes(scoped);
    gamesRoutes(scoped);
    slotsRoutes(scoped);
    rouletteRoutes(scoped);
    blackjackRoutes(scoped);
    pokerRoutes(scoped);
    fairnessRoutes(scoped);
    roundsRoutes(scoped);
    chatRoutes(scoped);
    achievementsRoutes(scoped);
    notificationsRoutes(scoped);
    mediaRoutes(scoped);
    contactRoutes(scoped);
    realtimeRoutes(scoped, hub);
  });

  await registerWebApp(app, config.webDistDir);
  return app;
}
