import { lazy } from 'react';
import { readStoredUser } from '../lib/current-user';

// Route-level code splitting: the entry chunk holds the shell; each screen loads on demand.
const loadMainScreen = () => import('./layout/MainScreen');
const loadAuthScreen = () => import('../features/auth/AuthScreen');
export const MainScreen = lazy(() => loadMainScreen().then((m) => ({ default: m.MainScreen })));
export const AuthScreen = lazy(() => loadAuthScreen().then((m) => ({ default: m.AuthScreen })));

/**
 * Starts downloading the screen `/` or `/auth` will show while React starts, rather than after
 * its first render: the browser caches the module, so the lazy component above finds it loaded.
 */
export function prefetchFirstScreen(pathname: string): void {
  if (pathname === '/' && readStoredUser()) void loadMainScreen();
  else if (pathname === '/' || pathname === '/auth') void loadAuthScreen();
}
export const TermsPage = lazy(() =>
  import('../features/info/TermsPage').then((m) => ({ default: m.TermsPage })),
);
export const PrivacyPage = lazy(() =>
  import('../features/info/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
);
export const ResponsibleGamingPage = lazy(() =>
  import('../features/info/ResponsibleGamingPage').then((m) => ({
    default: m.ResponsibleGamingPage,
  })),
);
export const AboutPage = lazy(() =>
  import('../features/info/AboutPage').then((m) => ({ default: m.AboutPage })),
);
export const ContactPage = lazy(() =>
  import('../features/info/ContactPage').then((m) => ({ default: m.ContactPage })),
);
export const HelpPage = lazy(() =>
  import('../features/info/HelpPage').then((m) => ({ default: m.HelpPage })),
);
export const FairnessPage = lazy(() =>
  import('../features/fairness/FairnessPage').then((m) => ({ default: m.FairnessPage })),
);
export const HistoryPage = lazy(() =>
  import('../features/fairness/HistoryPage').then((m) => ({ default: m.HistoryPage })),
);
export const LuckPage = lazy(() =>
  import('../features/luck/LuckPage').then((m) => ({ default: m.LuckPage })),
);
export const SettingsScreen = lazy(() =>
  import('./settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
);
export const ModerationScreen = lazy(() =>
  import('../features/moderation/ModerationScreen').then((m) => ({ default: m.ModerationScreen })),
);
/** Loaded on its own: its session check is the entry's only use of the API client. */
export const ModerationRoute = lazy(() =>
  import('./ModerationRoute').then((m) => ({ default: m.ModerationRoute })),
);
