import { Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { AuthRoute, HomeRoute, SettingsRoute } from './HomeRoute';
import { ScreenErrorBoundary } from './RouteError';
import {
  AboutPage,
  ContactPage,
  FairnessPage,
  HelpPage,
  HistoryPage,
  LuckPage,
  ModerationRoute,
  PrivacyPage,
  ResponsibleGamingPage,
  TermsPage,
} from './lazy-pages';

const page = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;

/** The routes of spec section 2. */
const routeTable: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/auth', element: <AuthRoute /> },
  { path: '/terms', element: page(<TermsPage />) },
  { path: '/privacy', element: page(<PrivacyPage />) },
  { path: '/responsible-gaming', element: page(<ResponsibleGamingPage />) },
  { path: '/about', element: page(<AboutPage />) },
  { path: '/contact', element: page(<ContactPage />) },
  { path: '/help', element: page(<HelpPage />) },
  { path: '/fairness', element: page(<FairnessPage />) },
  { path: '/history', element: page(<HistoryPage />) },
  { path: '/luck', element: page(<LuckPage />) },
  { path: '/settings', element: <SettingsRoute /> },
  { path: '/moderation', element: page(<ModerationRoute />) },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The screen at the router's location, under one error boundary. The routes are plain
 * (React Router's declarative mode): the app loads no route data, so the data router's loaders,
 * actions and fetchers would be 15.7 KB of gzipped JS in the first download for nothing.
 */
export function AppRoutes() {
  return <ScreenErrorBoundary>{useRoutes(routeTable)}</ScreenErrorBoundary>;
}
