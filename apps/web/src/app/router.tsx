import { createBrowserRouter } from 'react-router';
import { AboutPage } from '../features/info/AboutPage';
import { ContactPage } from '../features/info/ContactPage';
import { HelpPage } from '../features/info/HelpPage';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { PrivacyPage } from '../features/info/PrivacyPage';
import { ResponsibleGamingPage } from '../features/info/ResponsibleGamingPage';
import { TermsPage } from '../features/info/TermsPage';
import { AuthRoute, HomeRoute } from './HomeRoute';

/** The routes of spec section 2. */
export const routeTable = [
  { path: '/', element: <HomeRoute /> },
  { path: '/auth', element: <AuthRoute /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/responsible-gaming', element: <ResponsibleGamingPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routeTable);
