/**
 * Runs `task` every `ms` (the first time after `ms`), never two at once: a slow run delays the
 * next instead of overlapping it. Failures go to `onError` and the schedule goes on. The timer
 * does not keep the process alive. Returns a function that stops it.
 */
export function every(
  ms: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (!stopped) timer = setTimeout(run, ms).unref();
  };
  const run = () => {
    task().catch(onError).finally(schedule);
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
