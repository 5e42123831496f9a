import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app, at the browser's location, or at `path` (the build's prerender, tests). The
 * browser renders it (main.tsx) and the build prerenders the auth screen from the same tree
 * (first-screen.tsx), so the two agree when React hydrates that screen.
 */
export function App({ client, path }: { client: QueryClient; path?: string }) {
  return (
    <StrictMode>
      <Providers client={client}>
        {path === undefined ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        )}
      </Providers>
    </StrictMode>
  );
}
