import { useEffect, useRef } from 'react';

/**
 * Closes a popover (menu, panel) on Escape or on a pointer press outside the returned ref's
 * element, while `open`. Attach the ref to the element that holds both the trigger and the popover.
 */
export function useDismiss<T extends HTMLElement = HTMLDivElement>(
  open: boolean,
  close: () => void,
) {
  const root = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const onEvent = (e: MouseEvent | KeyboardEvent) => {
      const outside =
        e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node);
      if (outside) close();
    };
    document.addEventListener('mousedown', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('mousedown', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, [open, close]);
  return root;
}
