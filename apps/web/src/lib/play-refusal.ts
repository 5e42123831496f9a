import { ApiError, type PlayLimitName } from '@coinwave/api-contract';

/** A round or stake the server refused under a responsible-play rule (a limit, a cool-off). */
export interface PlayRefusalInfo {
  /** The server's sentence, shown as it is. */
  error: string;
  limit: PlayLimitName;
  /** When play can resume; null for a permanent self-exclusion. */
  resetsAt: string | null;
}

const LIMITS: readonly string[] = [
  'daily_loss',
  'weekly_loss',
  'session',
  'cool_off',
  'self_exclusion',
] satisfies PlayLimitName[];

/** The responsible-play refusal a failed call carries (a 403 naming its `limit`), or null. */
export function readPlayRefusal(error: unknown): PlayRefusalInfo | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  try {
    const body = JSON.parse(error.body) as { error?: unknown; limit?: unknown; resetsAt?: unknown };
    if (typeof body.error !== 'string' || typeof body.limit !== 'string') return null;
    if (!LIMITS.includes(body.limit)) return null;
    return {
      error: body.error,
      limit: body.limit as PlayLimitName,
      resetsAt: typeof body.resetsAt === 'string' ? body.resetsAt : null,
    };
  } catch {
    return null;
  }
}
