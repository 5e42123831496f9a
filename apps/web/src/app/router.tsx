import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { AuthRoute, HomeRoute, SettingsRoute } from './HomeRoute';
import { RouteError } from './RouteError';
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

/** The routes of spec section 2, under one error boundary. */
export const routeTable = [
  {
    errorElement: <RouteError />,
    children: [
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
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeTable);
