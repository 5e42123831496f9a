import { lazy, type ComponentType } from 'react';
import { isFirstScreenPath } from './prerendered';

// Route-level code splitting: the entry chunk holds the shell; each screen loads on demand.
const loaders = {
  MainScreen: () => import('./layout/MainScreen').then((m) => m.MainScreen),
  AuthScreen: () => import('../features/auth/AuthScreen').then((m) => m.AuthScreen),
  TermsPage: () => import('../features/info/TermsPage').then((m) => m.TermsPage),
  PrivacyPage: () => import('../features/info/PrivacyPage').then((m) => m.PrivacyPage),
  ResponsibleGamingPage: () =>
    import('../features/info/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
  AboutPage: () => import('../features/info/AboutPage').then((m) => m.AboutPage),
  ContactPage: () => import('../features/info/ContactPage').then((m) => m.ContactPage),
  HelpPage: () => import('../features/info/HelpPage').then((m) => m.HelpPage),
  FairnessPage: () => import('../features/fairness/FairnessPage').then((m) => m.FairnessPage),
  HistoryPage: () => import('../features/fairness/HistoryPage').then((m) => m.HistoryPage),
  LuckPage: () => import('../features/luck/LuckPage').then((m) => m.LuckPage),
  SettingsScreen: () => import('./settings/SettingsScreen').then((m) => m.SettingsScreen),
  ModerationScreen: () =>
    import('../features/moderation/ModerationScreen').then((m) => m.ModerationScreen),
  /** Loaded on its own: its session check is the entry's only use of the API client. */
  ModerationRoute: () => import('./ModerationRoute').then((m) => m.ModerationRoute),
};

const page = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })));

export const MainScreen = page(loaders.MainScreen);
export const AuthScreen = page(loaders.AuthScreen);
export const TermsPage = page(loaders.TermsPage);
export const PrivacyPage = page(loaders.PrivacyPage);
export const ResponsibleGamingPage = page(loaders.ResponsibleGamingPage);
export const AboutPage = page(loaders.AboutPage);
export const ContactPage = page(loaders.ContactPage);
export const HelpPage = page(loaders.HelpPage);
export const FairnessPage = page(loaders.FairnessPage);
export const HistoryPage = page(loaders.HistoryPage);
export const LuckPage = page(loaders.LuckPage);
export const SettingsScreen = page(loaders.SettingsScreen);
export const ModerationScreen = page(loaders.ModerationScreen);
export const ModerationRoute = page(loaders.ModerationRoute);

/**
 * Starts downloading the screen `/` or `/auth` will show while React starts, rather than after
 * its first render: the browser caches the module, so the lazy component above finds it loaded.
 */
export function prefetchFirstScreen(pathname: string, signedIn: boolean): void {
  if (pathname === '/' && signedIn) void loaders.MainScreen();
  else if (isFirstScreenPath(pathname)) void loaders.AuthScreen();
}

/**
 * Loads every page's module. Tests of the router await it first, so what they wait for on screen
 * is the route's own work, not how long a busy machine takes to compile a page.
 */
export async function loadAllPages(): Promise<void> {
  await Promise.all(Object.values(loaders).map((load) => load()));
}
