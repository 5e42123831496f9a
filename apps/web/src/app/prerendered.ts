/** The attribute on `#root` when the build put a screen's markup in it (first-screen.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The screen the build prerenders for React to take over (hydrate): what `/` and `/auth` show a
 * visitor nobody is stored for.
 */
export const PRERENDERED_SCREEN = 'auth';

/**
 * The main screen's shell: the signed-in page's `#root` as the build renders it with no player's
 * data (first-screen.tsx). It paints with the page; React then renders the screen afresh.
 */
export const SHELL_SCREEN = 'main';

/**
 * On what only the player's own data fills in (their balance, avatar, claim): left blank in the
 * shell, whose placeholder player must not show as theirs (index.css).
 */
export const PLAYER_ONLY = { 'data-player-only': true } as const;

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
