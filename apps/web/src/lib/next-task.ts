// A module of its own: the entry (main.tsx) uses it without taking in the API client.

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser may handle input and paint first: `scheduler.yield()`
 * where there is one (it runs ahead of other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Scheduler };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `run` once `delayMs` have passed and the browser is idle (at the latest 2 s later);
 * returns a cancel. Where there is no `requestIdleCallback` (Safari), after the 2 s.
 */
export function whenIdle(run: () => void, delayMs = 0): () => void {
  let cancel = () => {};
  const delay = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2_000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 2_000);
      cancel = () => clearTimeout(id);
    }
  }, delayMs);
  return () => {
    clearTimeout(delay);
    cancel();
  };
}
