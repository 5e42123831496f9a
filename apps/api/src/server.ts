import { buildApp } from './app';
import { loadConfig } from './config';
import { deleteExpiredSessions } from './features/auth/auth.service';
import { sweepPendingRounds } from './features/luck/luck.service';
import { sweepStreams } from './features/live/live.lifecycle';
import { settleIdleRounds } from './features/settlement/settlement.service';
import { startWaveClock } from './features/waves/wave-clock';
import { every } from './lib/every';
import { sweepIdempotencyKeys } from './lib/idempotency';

/** Starting fails on bad configuration or an unreachable database/Redis: one line, exit 1. */
async function start() {
  try {
    const config = loadConfig();
    return { config, app: await buildApp(config) };
  } catch (error) {
    console.error(`Coinwave could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}
const { config, app } = await start();

const logFailure = (what: string) => (err: unknown) => app.log.error({ err }, `${what} failed`);
const stops = [
  // Each wave ends at its 4-hour mark and the next starts at that instant (waves also rotate on read).
  startWaveClock(app.ctx, logFailure('wave rotation')),
  every(60 * 60_000, () => deleteExpiredSessions(app.ctx), logFailure('session sweep')),
  // Rounds left alone for IDLE_ROUND_MINUTES are settled by rule, a bounded batch a minute.
  every(60_000, () => settleIdleRounds(app.ctx), logFailure('idle round sweep')),
  // Idempotency keys older than IDEMPOTENCY_KEY_HOURS (default 24) are deleted, in batches.
  every(10 * 60_000, () => sweepIdempotencyKeys(app.ctx), logFailure('idempotency key sweep')),
  // Rounds finished before the luck report existed get their expectation, in batches.
  every(10_000, () => sweepPendingRounds(app.ctx), logFailure('luck backfill')),
  // Live streams whose streamer has been away past the grace (or whose instance died) end.
  every(config.live.sweepMs, () => sweepStreams(app.ctx), logFailure('live stream sweep')),
];

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stops.forEach((stop) => stop());
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
