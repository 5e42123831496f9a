import { useEffect, useRef, useState } from 'react';

/** True while the element is at least `minWidth` px wide (the board turns landscape there). */
export function useIsWiderThan<T extends HTMLElement>(minWidth: number) {
  const ref = useRef<T>(null);
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setWide((entry?.contentRect.width ?? 0) >= minWidth),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [minWidth]);
  return { ref, wide };
}
