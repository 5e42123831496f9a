import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/info/AboutPage';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { PrivacyPage } from '../features/info/PrivacyPage';
import { ResponsibleGamingPage } from '../features/info/ResponsibleGamingPage';
import { TermsPage } from '../features/info/TermsPage';

/** The routes of spec section 2. */
export const routeTable = [
  { path: '/', element: <HomePage /> },
  { path: '/auth', element: <HomePage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/responsible-gaming', element: <ResponsibleGamingPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routeTable);
