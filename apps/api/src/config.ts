import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import path from 'node:path';
import { RATE_RULES } from './lib/rate-limiter';
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
  /** PostgreSQL instead of the embedded SQLite file: `postgres://user:password@host:5432/db`. */
  databaseUrl: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /**
   * Accounts one IP address may create per hour (default 50: a household or a classroom behind one
   * address fits; raise it for a large NAT or a test run).
   */
  registrationsPerIpPerHour: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** Connections in the PostgreSQL pool of this instance. */
  databasePoolSize: Type.Integer({ minimum: 1, maximum: 500 }),
  /** Redis for running several instances: socket fan-out, presence, rate limits, locks. */
  redisUrl: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** What this deployment's Redis keys and channels start with (several may share one Redis). */
  redisPrefix: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9:_-]+$' }),
  /** Where uploads are stored (default DATA_DIR/media); a volume shared by every instance. */
  mediaDir: Type.String({ minLength: 1 }),
  /** Bytes of media one user may keep stored (MEDIA_QUOTA_MIB, default 200 MiB). */
  mediaQuotaBytes: Type.Integer({ minimum: 0 }),
  /** Media uploads one user may make in any 24 hours (MEDIA_UPLOADS_PER_DAY, default 100). */
  mediaUploadsPerDay: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  /**
   * Free space the media volume keeps for the database and logs: below it uploads are refused
   * with 507 (MEDIA_MIN_FREE_MIB, default 1024 = 1 GiB).
   */
  mediaMinFreeBytes: Type.Integer({ minimum: 0 }),
  /** Shared images may have at most this many pixels (IMAGE_MAX_PIXELS, default 40 megapixels). */
  imageMaxPixels: Type.Integer({ minimum: 1 }),
  /** ... and at most this many on a side (IMAGE_MAX_SIDE, default 16384). */
  imageMaxSide: Type.Integer({ minimum: 1, maximum: 65535 }),
});
export type Config = Static<typeof ConfigSchema>;

type Env = Record<string, string | undefined>;

const MiB = 1024 * 1024;

/** A MiB count from the environment, in bytes (fractions allowed: 0.5 is 512 KiB). */
function mib(value: string | undefined, fallback: number): number {
  return Math.round((value === undefined ? fallback : Number(value)) * MiB);
}

function int(value: string | undefined, fallback: number): number {
  return value === undefined ? fallback : Number(value);
}

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
    registrationsPerIpPerHour:
      env.REGISTRATIONS_PER_IP_PER_HOUR === undefined
        ? RATE_RULES.registrationsPerIp.limit
        : Number(env.REGISTRATIONS_PER_IP_PER_HOUR),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    databasePoolSize: env.DATABASE_POOL_SIZE === undefined ? 10 : Number(env.DATABASE_POOL_SIZE),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    redisPrefix: env.REDIS_PREFIX ?? 'cw:',
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR ?? './data', 'media')),
    mediaQuotaBytes: mib(env.MEDIA_QUOTA_MIB, 200),
    mediaUploadsPerDay: int(env.MEDIA_UPLOADS_PER_DAY, 100),
    mediaMinFreeBytes: mib(env.MEDIA_MIN_FREE_MIB, 1024),
    imageMaxPixels: int(env.IMAGE_MAX_PIXELS, 40_000_000),
    imageMaxSide: int(env.IMAGE_MAX_SIDE, 16_384),
    ...overrides,
  };
  const firstError = Value.Errors(ConfigSchema, config).First();
  if (firstError) {
    const name = firstError.path.slice(1) || 'config';
    // A connection URL may carry a password: never echo it.
    const got = /url$/i.test(name) ? '' : ` (got ${JSON.stringify(firstError.value)})`;
    throw new Error(`Invalid configuration: ${name} ${firstError.message}${got}`);
  }
  return config as Config;
}

/**
 * Tests only: the PostgreSQL server on which the API test suite creates (and drops) a fresh
 * database per test app, when it runs on PostgreSQL (`COINWAVE_TEST_POSTGRES`, an admin URL).
 */
export function testPostgresServer(env: Env = process.env): string | undefined {
  return env.COINWAVE_TEST_POSTGRES || undefined;
}

/** Tests only: the Redis the cluster tests use (`COINWAVE_TEST_REDIS`, default the local one). */
export function testRedisServer(env: Env = process.env): string {
  return env.COINWAVE_TEST_REDIS || 'redis://127.0.0.1:6379';
}
