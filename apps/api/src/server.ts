import { buildApp } from './app';
import { loadConfig } from './config';
import { deleteExpiredSessions } from './features/auth/auth.service';
import { foldIdlePokerHands } from './features/poker/poker.service';
import { ensureCurrentWave } from './features/waves/waves.service';

const config = loadConfig();
const app = await buildApp(config);

// Waves also rotate lazily on read; the timer makes sockets hear of a new wave without a read.
const WAVE_CHECK_MS = 30_000;
const waveTimer = setInterval(() => {
  ensureCurrentWave(app.ctx).catch((err: unknown) =>
    app.log.error({ err }, 'wave rotation failed'),
  );
}, WAVE_CHECK_MS);
waveTimer.unref();
const SESSION_SWEEP_MS = 60 * 60_000;
const sessionTimer = setInterval(() => {
  deleteExpiredSessions(app.ctx).catch((err: unknown) =>
    app.log.error({ err }, 'session sweep failed'),
  );
}, SESSION_SWEEP_MS);
sessionTimer.unref();
// Poker hands left alone for 10 minutes are folded for the player (also lazily on the next access).
const POKER_SWEEP_MS = 60_000;
const pokerTimer = setInterval(() => {
  foldIdlePokerHands(app.ctx).catch((err: unknown) =>
    app.log.error({ err }, 'idle poker sweep failed'),
  );
}, POKER_SWEEP_MS);
pokerTimer.unref();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(waveTimer);
  clearInterval(sessionTimer);
  clearInterval(pokerTimer);
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
