import { useEffect, useRef, useState } from 'react';
import { formatCoins } from '../lib/format';

const DURATION_MS = 700;

/** The coin balance; on a change it counts to the new value and flashes gold (up) or coral (down). */
export function CoinBalance({ coins }: { coins: number }) {
  const [shown, setShown] = useState(coins);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  const from = useRef(coins);

  useEffect(() => {
    const start = from.current;
    if (start === coins) return;
    from.current = coins;
    setFlash(coins > start ? 'up' : 'down');
    const reduce =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce) {
      setShown(coins);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(t) {
      const k = Math.min(1, (t - began) / DURATION_MS);
      setShown(Math.round(start + (coins - start) * (1 - (1 - k) ** 3)));
      if (k < 1) frame = requestAnimationFrame(step);
    });
    const clear = setTimeout(() => setFlash(null), DURATION_MS + 400);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(clear);
      setShown(coins);
    };
  }, [coins]);

  const tone =
    flash === 'up' ? 'text-coin scale-110' : flash === 'down' ? 'text-coral' : 'text-sand';
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border border-coin/30 bg-abyss/60 px-3 py-1"
      data-testid="coin-balance"
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
        <circle cx="10" cy="10" r="9" fill="#f5c542" />
        <circle cx="10" cy="10" r="6" fill="#e9a820" />
      </svg>
      <span
        className={`font-display text-sm font-bold tabular-nums transition-transform duration-300 ${tone}`}
        aria-live="polite"
      >
        {formatCoins(shown)}
        <span className="sr-only"> coins</span>
      </span>
    </span>
  );
}
