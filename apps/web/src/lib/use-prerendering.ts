import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while the build prerenders a page (app/first-screen.tsx), false in the browser: React
 * reads the server snapshot only when rendering on the server (or hydrating what it rendered).
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
