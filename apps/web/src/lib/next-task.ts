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
