import { useCallback, useEffect, useRef } from 'react';

/**
 * Timers tied to the component: `later(ms, fn)` runs fn after ms unless the table unmounts first
 * (leaving a game mid-animation must not update a table that is gone). `cancelAll` drops pending ones.
 */
export function useLater() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, []);
  const later = useCallback((ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  }, []);
  const cancelAll = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current.clear();
  }, []);
  return { later, cancelAll };
}

/** A promise that resolves after ms (for sequencing inside async handlers). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
