import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over markup the build rendered (app/first-screen.tsx), true once it has,
 * and at once in a browser render. A prerendered form keeps its submit button disabled until then:
 * before the app runs, the browser would submit it itself, as a GET with the fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
