/**
 * One socket's inbound budget: a bucket of `burst` messages refilled at `perSecond`, timed by
 * `nowMs` (the app's injected clock). Each call spends one message; false when none is left.
 */
export function messageBucket(
  burst: number,
  perSecond: number,
  nowMs: () => number,
): () => boolean {
  let tokens = burst;
  let last = nowMs();
  return () => {
    const now = nowMs();
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
