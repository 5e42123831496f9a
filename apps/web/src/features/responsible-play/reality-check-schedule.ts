import { SESSION_BREAK_MINUTES, type PlaySession } from '@coinwave/api-contract';

const BREAK_MS = SESSION_BREAK_MINUTES * 60_000;

/** True while the play session runs at `now`: its last round was less than a break ago. */
export function isSessionRunning(play: PlaySession | undefined, now: number): boolean {
  const session = play?.session;
  return session != null && Date.parse(session.lastRoundAt) + BREAK_MS > now;
}

/**
 * How long until the reality check is due (0: now), or null when none will come: no session or the
 * check off. The client schedules from the server's `nextAt` on the browser's clock; whether the
 * session still runs when it fires is the server's to say (its answer read then), so a browser
 * clock that runs ahead or behind does not end a session early.
 */
export function realityCheckDelay(play: PlaySession | undefined, now: number): number | null {
  const nextAt = play?.realityCheck.nextAt;
  if (!nextAt || !play?.session) return null;
  return Math.max(0, Date.parse(nextAt) - now);
}

/** True when the check is due now in the session the server last said was running. */
export function isRealityCheckDue(play: PlaySession | undefined, now: number): boolean {
  return realityCheckDelay(play, now) === 0;
}
