import { nextTask } from '../lib/next-task';
import { preloadable } from '../lib/preloadable';
import { loadMainParts, preloadWideColumns } from './layout/main-parts';
import { isFirstScreenPath } from './prerendered';

// Route-level code splitting: the entry chunk holds the shell; each screen loads on demand.
const pages = {
  MainScreen: preloadable(() => import('./layout/MainScreen').then((m) => m.MainScreen)),
  AuthScreen: preloadable(() => import('../features/auth/AuthScreen').then((m) => m.AuthScreen)),
  TermsPage: preloadable(() => import('../features/info/TermsPage').then((m) => m.TermsPage)),
  PrivacyPage: preloadable(() => import('../features/info/PrivacyPage').then((m) => m.PrivacyPage)),
  ResponsibleGamingPage: preloadable(() =>
    import('../features/info/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
  ),
  AboutPage: preloadable(() => import('../features/info/AboutPage').then((m) => m.AboutPage)),
  ContactPage: preloadable(() => import('../features/info/ContactPage').then((m) => m.ContactPage)),
  HelpPage: preloadable(() => import('../features/info/HelpPage').then((m) => m.HelpPage)),
  FairnessPage: preloadable(() =>
    import('../features/fairness/FairnessPage').then((m) => m.FairnessPage),
  ),
  HistoryPage: preloadable(() =>
    import('../features/fairness/HistoryPage').then((m) => m.HistoryPage),
  ),
  LuckPage: preloadable(() => import('../features/luck/LuckPage').then((m) => m.LuckPage)),
  SettingsScreen: preloadable(() =>
    import('./settings/SettingsScreen').then((m) => m.SettingsScreen),
  ),
  ModerationScreen: preloadable(() =>
    import('../features/moderation/ModerationScreen').then((m) => m.ModerationScreen),
  ),
  /** Loaded on its own: its session check is the entry's only use of the API client. */
  ModerationRoute: preloadable(() => import('./ModerationRoute').then((m) => m.ModerationRoute)),
};

export const {
  MainScreen,
  AuthScreen,
  TermsPage,
  PrivacyPage,
  ResponsibleGamingPage,
  AboutPage,
  ContactPage,
  HelpPage,
  FairnessPage,
  HistoryPage,
  LuckPage,
  SettingsScreen,
  ModerationScreen,
  ModerationRoute,
} = pages;

/**
 * Loads the screen `/` or `/auth` will show, and on a wide screen the main screen's side columns,
 * while React starts: the page's modulepreload links have usually fetched them already, and a
 * screen loaded before its first render shows without a Suspense fallback. `/?play=<game>` also
 * starts on that game's table, which would otherwise be asked for only once the main screen has
 * rendered. Never rejects (a failed download is the screen's own to show).
 */
export async function loadFirstScreen(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  signedIn: boolean,
): Promise<void> {
  if (pathname === '/' && signedIn) {
    preloadWideColumns();
    // In a task of its own: asking for the table's chunks (a link per chunk) would otherwise
    // lengthen the task that evaluates the main screen's modules.
    void import('./layout/MainScreen')
      .then(async (screen) => {
        await nextTask();
        screen.preloadRequestedTable(search);
      })
      .catch(() => undefined);
    await MainScreen.preload().catch(() => undefined);
  } else if (isFirstScreenPath(pathname)) {
    await AuthScreen.preload().catch(() => undefined);
  }
}

/**
 * Loads every page's module. Tests of the router await it first, so what they wait for on screen
 * is the route's own work, not how long a busy machine takes to compile a page.
 */
export async function loadAllPages(): Promise<void> {
  await Promise.all([...Object.values(pages).map((page) => page.preload()), loadMainParts()]);
}
