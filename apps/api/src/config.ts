import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The one place that reads process.env (lint-enforced). Everything else receives a Config.

const here = path.dirname(fileURLToPath(import.meta.url));

const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  dataDir: Type.String({ minLength: 1 }),
  /** The built web app (apps/web/dist); served with SPA fallback when it exists. */
  webDistDir: Type.String({ minLength: 1 }),
  logLevel: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  ),
  /** Extra origins allowed for state-changing calls and the socket (e.g. the Vite dev server). */
  allowedOrigins: Type.Array(Type.String()),
  /** Trust X-Forwarded-* from a reverse proxy (Secure cookies behind https). */
  trustProxy: Type.Boolean(),
  /** A round left alone this long is settled by rule (DESIGN decision 15). */
  idleRoundMinutes: Type.Integer({ minimum: 1, maximum: 24 * 60 }),
  databaseUrl: Type.Optional(Type.String()),
  redisUrl: Type.Optional(Type.String()),
});
export type Config = Static<typeof ConfigSchema>;

type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads and validates the configuration; throws a readable error naming the bad variable. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = env.PORT === undefined ? 3000 : Number(env.PORT);
  const config = {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(here, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    idleRoundMinutes: env.IDLE_ROUND_MINUTES === undefined ? 10 : Number(env.IDLE_ROUND_MINUTES),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...overrides,
  };
  const firstError = Value.Errors(ConfigSchema, config).First();
  if (firstError) {
    throw new Error(
      `Invalid configuration: ${firstError.path.slice(1) || 'config'} ${firstError.message} (got ${JSON.stringify(firstError.value)})`,
    );
  }
  return config as Config;
}
