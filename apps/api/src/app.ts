import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawReplyDefaultExpression, type RawRequestDefaultExpression, type RawServerDefault } from 'fastify';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type OpenedDatabase } from './db/database';
import { healthRoutes } from './features/health/health.routes';
import { registerErrorHandler } from './plugins/errors';
import { registerOriginCheck } from './plugins/origin';
import { registerWebApp } from './plugins/web';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: OpenedDatabase;
  }
}

/** JSON bodies above this are refused (uploads have their own, larger limits). */
const BODY_LIMIT = 64 * 1024;

/** Builds the whole app (database migrated, routes registered) without listening. */
export async function buildApp(config: Config): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Strict validation: wrong types are refused, never coerced; unknown fields are refused by the
    // schemas that close themselves, not silently removed.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = openDatabase(config.dataDir);
  await migrateToLatest(database.db);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.db.destroy();
  });

  registerErrorHandler(app);
  await app.register(helmet, {
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
  registerOriginCheck(app, config.allowedOrigins);

  await app.register(async (api) => {
    healthRoutes(api as App);
  });

  await registerWebApp(app, config.webDistDir);
  return app;
}
