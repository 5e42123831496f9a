import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { prefetchFirstScreen } from './lazy-pages';
import { Providers } from './providers';
import { createRouter } from './router';

prefetchFirstScreen(window.location.pathname);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
