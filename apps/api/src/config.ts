import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_FILTER_WORDS, FILTER_ENTRY_PATTERN } from './features/moderation/word-filter';
import { RATE_RULES } from './lib/rate-limiter';
import { fileURLToPath } from 'node:url';

// The one place that reads process.env (lint-enforced). Everything else receives a Config.

const here = path.dirname(fileURLToPath(import.meta.url));

/** Entries the chat filter takes at most (the built-in list included). */
export const CHAT_FILTER_MAX_WORDS = 10_000;

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
  /**
   * Which X-Forwarded-* to believe (client address, https): false (none), a hop count (1 = one
   * reverse proxy in front: the address it saw is the rightmost entry), or the proxies' addresses
   * and CIDRs. Never "any": that would take the leftmost X-Forwarded-For, which the client writes.
   */
  trustProxy: Type.Union([
    Type.Literal(false),
    Type.Integer({ minimum: 1, maximum: 32 }),
    Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  ]),
  /** scrypt cost of new password hashes: N = 2^scryptLogN (r = 8, p = 1); OWASP: 17. */
  scryptLogN: Type.Integer({ minimum: 10, maximum: 20 }),
  /** scrypt runs at once (each holds 128 MiB at N = 2^17) and runs waiting; beyond them, 503. */
  scryptConcurrency: Type.Integer({ minimum: 1, maximum: 64 }),
  scryptQueue: Type.Integer({ minimum: 0, maximum: 10_000 }),
  /** Failed sign-ins per (IP, username) without delay; then 1 s, 2 s, 4 s… */
  loginFreeFailures: Type.Integer({ minimum: 1, maximum: 1000 }),
  /** …up to this delay between attempts. */
  loginMaxDelaySeconds: Type.Integer({ minimum: 1, maximum: 24 * 3600 }),
  /** Failed sign-ins per IP (any usernames) before the same growing delays apply to the IP. */
  loginFailuresPerIp: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** Whole request (headers and body) must arrive within this (uploads included). */
  requestTimeoutMs: Type.Integer({ minimum: 1000, maximum: 3_600_000 }),
  /** Request headers must arrive within this (slowloris). At most requestTimeoutMs. */
  headersTimeoutMs: Type.Integer({ minimum: 1000, maximum: 3_600_000 }),
  /**
   * A connection silent this long is closed (one that never sends a byte escapes the header
   * deadline, which starts with the first byte). Sockets are exempt once upgraded.
   */
  connectionIdleTimeoutMs: Type.Integer({ minimum: 1000, maximum: 3_600_000 }),
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: Type.Integer({ minimum: 100, maximum: 600_000 }),
  /** Open connections (sockets included) this instance accepts; more are dropped at once. */
  maxConnections: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** A round left alone this long is settled by rule (DESIGN decision 15). */
  idleRoundMinutes: Type.Integer({ minimum: 1, maximum: 24 * 60 }),
  /** PostgreSQL instead of the embedded SQLite file: `postgres://user:password@host:5432/db`. */
  databaseUrl: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /**
   * Accounts one IP address may create per hour (default 50: a household or a classroom behind one
   * address fits; raise it for a large NAT or a test run).
   */
  registrationsPerIpPerHour: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /**
   * Round actions (spins, deals, hits, balloon pops, poker actions) one player may make per
   * minute, on every table together; 0 turns the limit off (benchmarks).
   */
  roundActionsPerMinute: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  /** Games (tables) one player may open per minute; 0 turns the limit off. */
  gamesOpenedPerMinute: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  /** A player may start a new wave only once the current one is this old (minutes). */
  newWaveMinAgeMinutes: Type.Integer({ minimum: 0, maximum: 4 * 60 }),
  /** The poker house decides on a worker thread (default); off, on the event loop (tests, profiling). */
  pokerWorker: Type.Boolean(),
  /** Connections in the PostgreSQL pool of this instance. */
  databasePoolSize: Type.Integer({ minimum: 1, maximum: 500 }),
  /** Redis for running several instances: socket fan-out, presence, rate limits, locks. */
  redisUrl: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** What this deployment's Redis keys and channels start with (several may share one Redis). */
  redisPrefix: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9:_-]+$' }),
  /** Where uploads are stored (default DATA_DIR/media); a volume shared by every instance. */
  mediaDir: Type.String({ minLength: 1 }),
  /** The WebSocket's limits (see SocketLimits). */
  sockets: Type.Object({
    /** Open sockets (tabs) per user on this instance; the next handshake is refused. */
    perUser: Type.Integer({ minimum: 1, maximum: 100_000 }),
    /** Open sockets on this instance; beyond it handshakes are refused, "try again later". */
    perInstance: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    /** A socket whose unsent output passes this many bytes (a slow reader) is closed with 1013. */
    maxBufferedBytes: Type.Integer({ minimum: 1024, maximum: 1024 ** 3 }),
    /** A ping every this long; a peer that has not answered the previous one is cut. */
    pingIntervalMs: Type.Integer({ minimum: 10, maximum: 60_000 }),
    /** The largest inbound frame; a larger one closes the socket (1009). */
    maxPayloadBytes: Type.Integer({ minimum: 1024, maximum: 16 * 1024 ** 2 }),
    /** Inbound messages a socket may send at once (the bucket's size)... */
    messageBurst: Type.Integer({ minimum: 1, maximum: 10_000 }),
    /** ...refilled at this many per second. */
    messagesPerSecond: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }),
    /**
     * At most one `online` frame and one coalesced `wave_update` per wave per this long, per
     * instance, whatever the storm.
     */
    onlineEveryMs: Type.Integer({ minimum: 0, maximum: 60_000 }),
    /**
     * Every this long each instance checks that its sockets' sessions still exist (and their users
     * are not banned), and closes the others: how soon a session ended by another process with no
     * cluster between them (the admin command on SQLite) loses its sockets.
     */
    sessionCheckMs: Type.Integer({ minimum: 100, maximum: 600_000 }),
  }),
  /**
   * The words masked in chat and DMs (whole words; a trailing `*` marks a stem): the built-in list
   * (unless CHAT_FILTER_DEFAULTS=0), plus CHAT_FILTER_WORDS (comma-separated) and the lines of
   * CHAT_FILTER_FILE (one word a line, `#` comments).
   */
  chatFilterWords: Type.Array(Type.String({ minLength: 1, maxLength: 65 }), {
    maxItems: CHAT_FILTER_MAX_WORDS,
  }),
  /**
   * How long an `Idempotency-Key` and its first answer are kept (a repeat within it is answered
   * from the first and moves no coin); older keys are swept and may be reused.
   */
  idempotencyKeyHours: Type.Integer({ minimum: 1, maximum: 24 * 30 }),
  /** Bytes of media one user may keep stored (MEDIA_QUOTA_MIB, default 200 MiB). */
  mediaQuotaBytes: Type.Integer({ minimum: 0 }),
  /** Media uploads one user may make in any 24 hours (MEDIA_UPLOADS_PER_DAY, default 100). */
  mediaUploadsPerDay: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  /**
   * Free space the media volume keeps for the database and logs: below it uploads are refused
   * with 507 (MEDIA_MIN_FREE_MIB, default 1024 = 1 GiB).
   */
  mediaMinFreeBytes: Type.Integer({ minimum: 0 }),
  /** Live streams (see LiveLimits). */
  live: Type.Object({
    /** Viewers (watching tabs) one stream takes; the next is told "This stream is full". */
    maxViewers: Type.Integer({ minimum: 1, maximum: 64 }),
    /** A streamer's socket away this long (not closed by the page) ends the stream. */
    reconnectGraceMs: Type.Integer({ minimum: 1000, maximum: 600_000 }),
    /** How often each instance looks for streams past their grace (or whose instance died). */
    sweepMs: Type.Integer({ minimum: 100, maximum: 60_000 }),
    /** Signaling messages (offer, answer, ICE) a socket may send at once (the bucket's size)... */
    signalBurst: Type.Integer({ minimum: 1, maximum: 10_000 }),
    /** ...refilled at this many per second. */
    signalsPerSecond: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }),
    /**
     * STUN/TURN servers handed to browsers (ICE_SERVERS, JSON). None by default: peers on one
     * machine or LAN connect directly; across NATs a TURN server is needed.
     */
    iceServers: Type.Array(
      Type.Object(
        {
          urls: Type.Union([
            Type.String({ pattern: '^(stuns?|turns?):' }),
            Type.Array(Type.String({ pattern: '^(stuns?|turns?):' }), { minItems: 1 }),
          ]),
          username: Type.Optional(Type.String()),
          credential: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
      { maxItems: 16 },
    ),
  }),
  /** Shared images may have at most this many pixels (IMAGE_MAX_PIXELS, default 40 megapixels). */
  imageMaxPixels: Type.Integer({ minimum: 1 }),
  /** ... and at most this many on a side (IMAGE_MAX_SIDE, default 16384). */
  imageMaxSide: Type.Integer({ minimum: 1, maximum: 65535 }),
});
export type Config = Static<typeof ConfigSchema>;

type Env = Record<string, string | undefined>;

/** A number from the environment, or `fallback` when the variable is unset or empty. */
function numberOr(value: string | undefined, fallback: number): number {
  return value === undefined || value === '' ? fallback : Number(value);
}

/** The WebSocket's limits, each overridable by its own variable. */
export const SOCKET_DEFAULTS: Config['sockets'] = {
  perUser: 5,
  perInstance: 10_000,
  maxBufferedBytes: 1024 * 1024,
  // A dead peer is cut within two intervals: 50 s, under the one minute promised.
  pingIntervalMs: 25_000,
  // A 2,000-character chat message, even fully \u-escaped, fits.
  maxPayloadBytes: 16 * 1024,
  messageBurst: 20,
  messagesPerSecond: 2,
  onlineEveryMs: 1000,
  sessionCheckMs: 5000,
};

function socketConfig(env: Env): Config['sockets'] {
  const d = SOCKET_DEFAULTS;
  return {
    perUser: numberOr(env.WS_MAX_SOCKETS_PER_USER, d.perUser),
    perInstance: numberOr(env.WS_MAX_SOCKETS, d.perInstance),
    maxBufferedBytes: numberOr(env.WS_MAX_BUFFERED_BYTES, d.maxBufferedBytes),
    pingIntervalMs: numberOr(env.WS_PING_INTERVAL_MS, d.pingIntervalMs),
    maxPayloadBytes: numberOr(env.WS_MAX_PAYLOAD_BYTES, d.maxPayloadBytes),
    messageBurst: numberOr(env.WS_MESSAGE_BURST, d.messageBurst),
    messagesPerSecond: numberOr(env.WS_MESSAGES_PER_SECOND, d.messagesPerSecond),
    onlineEveryMs: numberOr(env.WS_ONLINE_EVERY_MS, d.onlineEveryMs),
    sessionCheckMs: numberOr(env.WS_SESSION_CHECK_MS, d.sessionCheckMs),
  };
}

/** Live streams' limits, each overridable by its own variable. */
export const LIVE_DEFAULTS: Omit<Config['live'], 'iceServers'> = {
  maxViewers: 8,
  reconnectGraceMs: 15_000,
  sweepMs: 1_000,
  // A streamer with 8 viewers sends 8 offers and a few ICE candidates for each at once.
  signalBurst: 120,
  signalsPerSecond: 20,
};

/** ICE_SERVERS: a JSON array of `{ urls, username?, credential? }` (checked by the schema). */
function iceServers(value: string | undefined): unknown {
  if (value === undefined || value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new Error(
      'Invalid configuration: ICE_SERVERS must be JSON, e.g. [{"urls":"stun:stun.example.org:3478"}]',
    );
  }
}

function liveConfig(env: Env): Config['live'] {
  const d = LIVE_DEFAULTS;
  return {
    maxViewers: numberOr(env.LIVE_MAX_VIEWERS, d.maxViewers),
    reconnectGraceMs: numberOr(env.LIVE_RECONNECT_GRACE_MS, d.reconnectGraceMs),
    sweepMs: numberOr(env.LIVE_SWEEP_MS, d.sweepMs),
    signalBurst: numberOr(env.LIVE_SIGNAL_BURST, d.signalBurst),
    signalsPerSecond: numberOr(env.LIVE_SIGNALS_PER_SECOND, d.signalsPerSecond),
    iceServers: iceServers(env.ICE_SERVERS) as Config['live']['iceServers'],
  };
}

const MiB = 1024 * 1024;

/** A MiB count from the environment, in bytes (fractions allowed: 0.5 is 512 KiB). */
function mib(value: string | undefined, fallback: number): number {
  return Math.round(numberOr(value, fallback) * MiB);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The chat filter's words: the built-in list unless CHAT_FILTER_DEFAULTS is 0/false, then the
 * comma-separated CHAT_FILTER_WORDS, then the lines of CHAT_FILTER_FILE (blank lines and `#`
 * comments skipped). Each entry is checked; a bad one stops the start, named.
 */
function chatFilterWords(env: Env): string[] {
  const defaults = env.CHAT_FILTER_DEFAULTS === '0' || env.CHAT_FILTER_DEFAULTS === 'false';
  const words = [...(defaults ? [] : DEFAULT_FILTER_WORDS), ...list(env.CHAT_FILTER_WORDS)];
  if (env.CHAT_FILTER_FILE) {
    let text: string;
    try {
      text = readFileSync(env.CHAT_FILTER_FILE, 'utf8');
    } catch (error) {
      throw new Error(
        `Invalid configuration: CHAT_FILTER_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
    words.push(
      ...text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#')),
    );
  }
  const bad = words.find((word) => !FILTER_ENTRY_PATTERN.test(word));
  if (bad !== undefined)
    throw new Error(
      `Invalid configuration: chat filter words are 1-64 letters or digits, optionally ending in * (got ${JSON.stringify(bad.slice(0, 80))})`,
    );
  return [...new Set(words)];
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: unset/0/false, a hop count, or a comma-separated list of addresses and CIDRs. */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = list(text);
  const bad = entries.find((entry) => {
    if (PROXY_NAMES.has(entry)) return false;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (text === 'true' || bad !== undefined)
    throw new Error(
      `Invalid configuration: TRUST_PROXY must be a hop count (1 = one reverse proxy in front) or a comma-separated list of proxy addresses or CIDRs (got ${JSON.stringify(bad ?? text)})`,
    );
  return entries;
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
    trustProxy: trustProxy(env.TRUST_PROXY),
    scryptLogN: numberOr(env.SCRYPT_LOG_N, 17),
    scryptConcurrency: numberOr(env.SCRYPT_CONCURRENCY, 2),
    scryptQueue: numberOr(env.SCRYPT_QUEUE, 64),
    loginFreeFailures: numberOr(env.LOGIN_FREE_FAILURES, 5),
    loginMaxDelaySeconds: numberOr(env.LOGIN_MAX_DELAY_SECONDS, 15 * 60),
    loginFailuresPerIp: numberOr(env.LOGIN_FAILURES_PER_IP, 100),
    requestTimeoutMs: numberOr(env.REQUEST_TIMEOUT_MS, 120_000),
    headersTimeoutMs: numberOr(env.HEADERS_TIMEOUT_MS, 10_000),
    keepAliveTimeoutMs: numberOr(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    connectionIdleTimeoutMs: numberOr(env.CONNECTION_IDLE_TIMEOUT_MS, 20_000),
    maxConnections: numberOr(env.MAX_CONNECTIONS, 10_000),
    idleRoundMinutes: env.IDLE_ROUND_MINUTES === undefined ? 10 : Number(env.IDLE_ROUND_MINUTES),
    registrationsPerIpPerHour:
      env.REGISTRATIONS_PER_IP_PER_HOUR === undefined
        ? RATE_RULES.registrationsPerIp.limit
        : Number(env.REGISTRATIONS_PER_IP_PER_HOUR),
    roundActionsPerMinute: numberOr(
      env.ROUND_ACTIONS_PER_MINUTE,
      RATE_RULES.roundActionsPerUser.limit,
    ),
    gamesOpenedPerMinute: numberOr(
      env.GAMES_OPENED_PER_MINUTE,
      RATE_RULES.gamesOpenedPerUser.limit,
    ),
    newWaveMinAgeMinutes: numberOr(env.NEW_WAVE_MIN_AGE_MINUTES, 60),
    pokerWorker: env.POKER_WORKER !== '0' && env.POKER_WORKER !== 'false',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    databasePoolSize: env.DATABASE_POOL_SIZE === undefined ? 10 : Number(env.DATABASE_POOL_SIZE),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    redisPrefix: env.REDIS_PREFIX ?? 'cw:',
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR ?? './data', 'media')),
    sockets: socketConfig(env),
    live: liveConfig(env),
    idempotencyKeyHours: numberOr(env.IDEMPOTENCY_KEY_HOURS, 24),
    mediaQuotaBytes: mib(env.MEDIA_QUOTA_MIB, 200),
    mediaUploadsPerDay: numberOr(env.MEDIA_UPLOADS_PER_DAY, 100),
    mediaMinFreeBytes: mib(env.MEDIA_MIN_FREE_MIB, 1024),
    imageMaxPixels: numberOr(env.IMAGE_MAX_PIXELS, 40_000_000),
    imageMaxSide: numberOr(env.IMAGE_MAX_SIDE, 16_384),
    chatFilterWords: chatFilterWords(env),
    ...overrides,
  };
  if (config.headersTimeoutMs > config.requestTimeoutMs)
    throw new Error('Invalid configuration: HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  const firstError = Value.Errors(ConfigSchema, config).First();
  if (firstError) {
    const name = firstError.path.slice(1) || 'config';
    // A connection URL or a TURN server may carry a password: never echo it.
    const got = /url$|iceServers/i.test(name) ? '' : ` (got ${JSON.stringify(firstError.value)})`;
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
