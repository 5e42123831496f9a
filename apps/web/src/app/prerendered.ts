/** The attribute on `#root` when the build put a screen's markup in it (first-screen.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The one screen the build prerenders: what `/` and `/auth` show a visitor nobody is stored for. */
export const PRERENDERED_SCREEN = 'auth';

/** The pages whose first screen is the auth screen for a visitor nobody is stored for. */
export function isFirstScreenPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/auth';
}

/**
 * Whether React can take over the root's markup as it is (hydrate it): the root holds the auth
 * screen, and this page shows that screen to this visitor. Otherwise React renders afresh.
 */
export function canHydrate(root: HTMLElement, pathname: string, signedIn: boolean): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTRIBUTE) === PRERENDERED_SCREEN &&
    !signedIn &&
    isFirstScreenPath(pathname)
  );
}
