import { useEffect, useState } from 'react';

/**
 * The current time, updated every `intervalMs` (for countdowns); with `null`, not updated (a
 * clock that is not on screen), so its component does not render again for nothing.
 */
export function useNow(intervalMs: number | null = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
