import { preloadable } from '../../lib/preloadable';

/** From this width the three columns of the main screen stand side by side. */
export const WIDE_QUERY = '(min-width: 1024px)';

/**
 * The parts of the main screen that a phone does not show at first: the Community and
 * Leaderboard columns and the Waves and Full Rankings places, each its own chunk. A phone's first
 * screen then downloads and runs the game area alone; a wide screen, which shows the columns at
 * once, starts loading them together with the main screen (`preloadWideColumns`).
 */
const parts = {
  CommunityColumn: preloadable(() => import('./CommunityColumn').then((m) => m.CommunityColumn)),
  LeaderboardColumn: preloadable(() =>
    import('./LeaderboardColumn').then((m) => m.LeaderboardColumn),
  ),
  WavesPlace: preloadable(() =>
    import('../../features/waves/WavesPlace').then((m) => m.WavesPlace),
  ),
  FullRankingsPlace: preloadable(() =>
    import('../../features/leaderboard/FullRankingsPlace').then((m) => m.FullRankingsPlace),
  ),
};

export const { CommunityColumn, LeaderboardColumn, WavesPlace, FullRankingsPlace } = parts;

/** True on a screen wide enough for the three columns. */
export function isWideScreen(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(WIDE_QUERY).matches
  );
}

/**
 * Starts downloading the two side columns while the main screen loads, on a wide screen only (a
 * phone shows them once asked). A failed download is left to the column, which tries again.
 */
export function preloadWideColumns(): void {
  if (!isWideScreen()) return;
  for (const column of [CommunityColumn, LeaderboardColumn])
    void column.preload().catch(() => undefined);
}

/** Loads every part, for tests that wait on what a part shows rather than on its download. */
export async function loadMainParts(): Promise<void> {
  await Promise.all(Object.values(parts).map((part) => part.preload()));
}
