import type { AppContext } from '../../context';
import { WAVE_LENGTH_MS } from '@coinwave/api-contract';
import { ensureCurrentWave } from './waves.service';

/** The timer functions the clock uses (real ones in production; tests drive them by hand). */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: Timers = {
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The clock looks again at least this often: another instance (or a player's "New Wave") may
 * have started a wave, which moves the next end mark.
 */
export const WAVE_RECHECK_MS = 30_000;

/**
 * Ends each wave on time: a timer armed for the current wave's 4-hour mark (or the next recheck,
 * whichever comes first) rotates it there, and the next wave starts at that very instant
 * (`ensureCurrentWave`). Returns a function that stops the clock.
 */
export function startWaveClock(
  ctx: AppContext,
  onError: (error: unknown) => void,
  timers: Timers = REAL_TIMERS,
): () => void {
  let handle: unknown = null;
  let stopped = false;
  const tick = async () => {
    handle = null;
    try {
      const wave = await ensureCurrentWave(ctx);
      const untilEnd = Date.parse(wave.start_time) + WAVE_LENGTH_MS - ctx.now().getTime();
      if (!stopped) handle = timers.set(run, Math.max(0, Math.min(untilEnd, WAVE_RECHECK_MS)));
    } catch (error) {
      onError(error);
      if (!stopped) handle = timers.set(run, WAVE_RECHECK_MS);
    }
  };
  const run = () => void tick();
  run();
  return () => {
    stopped = true;
    if (handle !== null) timers.clear(handle);
  };
}
