import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the build renders a screen (app/first-screen.tsx) and while React takes over markup
 * the build rendered, true once it has, and at once in a browser render. A prerendered form keeps
 * its submit button disabled until then: before the app runs, the browser would submit it itself,
 * as a GET with the fields in the URL. The main screen's shell leaves out what it cannot know.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
