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
import { apiRoutes } from './api';
import type { Config } from './config';
import type { AppContext } from './context';
import { migrateToLatest, openDatabase, type OpenedDatabase } from './db/database';
import { followEndedSessions, SESSION_COOKIE } from './features/auth/auth.service';
import { PRODUCTION_SCRYPT, type ScryptCost } from './features/auth/password';
import { RANDOM_SEEDS, type SeedSource } from './features/fairness/fairness.service';
import { VIDEO_MAX_BYTES } from './features/media/media.inspect';
import { liveBlockChanged } from './features/live/live.lifecycle';
import { LiveState } from './features/live/live.state';
import { blockedIds, blockerIds } from './features/moderation/blocks.service';
import { LocalDiskStorage } from './features/media/media.storage';
import {
  HOUSE_QUEUE_LIMIT,
  InlineHouse,
  WorkerHouse,
  type HouseRunner,
} from './features/poker/house-pool';
import { Hub } from './features/realtime/realtime.hub';
import { realtimeRoutes } from './features/realtime/realtime.routes';
import { countRoundsOnSeed } from './features/rounds/history.service';
import { listOpenRounds, openRoundsRefusal } from './features/rounds/open-rounds.service';
import { settleIdleRounds } from './features/settlement/settlement.service';
import { REAL_TIMERS, WaveFeed, type FeedTimers } from './features/waves/wave-feed';
import { readWaveFigures } from './features/waves/waves.service';
import { LocalCluster, type Cluster } from './cluster/cluster';
import { openRedisCluster } from './cluster/redis-cluster';
import { createLimiters, RATE_RULES, type RateRules } from './lib/rate-limiter';
import { registerErrorHandler } from './plugins/errors';
import { spareRequestsInProgress } from './plugins/idle-connections';
import { refuseForeignOrigin } from './plugins/origin';
import { sharedSchemaController } from './plugins/schema-compilers';
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
    waveFeed: WaveFeed;
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
  /** Test-only seam: where the poker house decides (default from POKER_WORKER). */
  house?: HouseRunner;
  /** Test-only seam: the timers of coalesced wave updates (default the real ones). */
  feedTimers?: FeedTimers;
}

/** JSON bodies above this are refused (uploads have their own, larger limits). */
const BODY_LIMIT = 64 * 1024;

/**
 * TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies from the right end of
 * X-Forwarded-For (the address the nearest proxy saw), never the client-written leftmost entry.
 */
function proxyTrust(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** How often Node checks request and header deadlines (its default, 30 s, is too coarse). */
const CONNECTION_CHECK_MS = 1000;

/** Builds the whole app (database migrated, routes registered) without listening. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // Slowloris: headers, whole requests and idle keep-alive connections are cut off in time;
    // Node checks every connection's deadlines each connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.connectionIdleTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: CONNECTION_CHECK_MS,
    },
    // Strict validation: wrong types are refused, never coerced; unknown fields are refused by the
    // schemas that close themselves, not silently removed.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaController: sharedSchemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Beyond this many open connections (sockets included) new ones are dropped at once.
  app.server.maxConnections = config.maxConnections;
  spareRequestsInProgress(app);

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
  await storage.init(config.redisUrl !== undefined, (err) =>
    app.log.warn({ err }, 'sweeping leftover upload temp files failed'),
  );
  app.addHook('onClose', async () => storage.close());
  const now = options.now ?? (() => new Date());
  const clockMs = () => now().getTime();
  const hub = new Hub(cluster, {
    onlineEveryMs: config.sockets.onlineEveryMs,
    // Each socket's user's blocks, so wave chat skips the sockets of those who blocked its sender,
    // and a live stream's frames skip both sides of a block.
    loadBlocked: (userId) => blockedIds(database.db, userId),
    loadBlockers: (userId) => blockerIds(database.db, userId),
    nowMs: clockMs,
  });
  const waveFeed = new WaveFeed(
    (waveId) => readWaveFigures(ctx, waveId),
    (waveId, figures) =>
      hub.publishToWave(waveId, { type: 'wave_update', payload: { waveId, figures } }),
    {
      everyMs: config.sockets.onlineEveryMs,
      nowMs: clockMs,
      timers: options.feedTimers ?? REAL_TIMERS,
    },
  );
  const ctx: AppContext = {
    config,
    db: database.db,
    now,
    realtime: hub,
    waveFeed,
    cluster,
    limiters: createLimiters(
      {
        ...RATE_RULES,
        registrationsPerIp: { limit: config.registrationsPerIpPerHour, windowMs: 60 * 60_000 },
        roundActionsPerUser: { limit: config.roundActionsPerMinute, windowMs: 60_000 },
        gamesOpenedPerUser: { limit: config.gamesOpenedPerMinute, windowMs: 60_000 },
        ...options.rateRules,
      },
      (name, rule) => cluster.limiter(name, rule, clockMs),
    ),
    storage,
    house:
      options.house ??
      (config.pokerWorker ? new WorkerHouse(HOUSE_QUEUE_LIMIT) : new InlineHouse()),
    passwordCost: options.passwordCost ?? { ...PRODUCTION_SCRYPT, logN: config.scryptLogN },
    seeds: { ...RANDOM_SEEDS, ...options.seedSource },
    // A wave that ends settles its idle rounds by rule (DESIGN decision 15).
    onWaveEnded: async (waveId) => {
      await settleIdleRounds(ctx, { waveId });
    },
    seedRounds: {
      // Before a rotation the user's idle rounds are settled by rule (DESIGN decision 15), so only
      // a round in play refuses it.
      beforeRotate: async (userId) => {
        await settleIdleRounds(ctx, { userId });
      },
      listOpen: (db, userId) => listOpenRounds(ctx, userId, db),
      openRoundsRefusal: (open, doing) => openRoundsRefusal(ctx, open, doing),
      countOnSeed: countRoundsOnSeed,
    },
    live: new LiveState(cluster.live, cluster.instanceId),
    onBlockChanged: (blockerId, blockedId, blocked) =>
      liveBlockChanged(ctx, blockerId, blockedId, blocked),
  };
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('ctx', ctx);
  app.decorate('waveFeed', waveFeed);
  await Promise.all([hub.ready, followEndedSessions(ctx)]);
  // Fastify has stopped taking requests by now; handlers whose client hung up may still be in a
  // transaction, and they publish to the cluster after it: let them finish first.
  app.addHook('onClose', async () => {
    hub.close();
    waveFeed.close();
    await database.drain();
    await ctx.house.close();
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
  await app.register(websocket, {
    options: { maxPayload: config.sockets.maxPayloadBytes },
    // Closing (a restart): 1012 "service restart" rather than a bare close, so a streamer's socket
    // counts as dropped (the grace to resume on another instance), not as a page closed on purpose.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(1012, 'Server restarting');
      this.websocketServer.close();
      done();
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coinwave API',
        version: '1.0.0',
        description: 'Generated from @coinwave/api-contract.',
      },
    },
  });
  await app.register(apiRoutes, { ctx, database });
  // The socket checks the Origin at its handshake itself (a GET, which the API's check lets by).
  await app.register(realtimeRoutes, { ctx });
  // A request no route took gets the same check before its 404: a state-changing request anywhere
  // needs the site's Origin, not only on the API's routes.
  await registerWebApp(
    app,
    config.webDistDir,
    refuseForeignOrigin(config.allowedOrigins),
    (request) => request.cookies[SESSION_COOKIE] !== undefined,
  );
  return app;
}
