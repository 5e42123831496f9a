import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { Providers } from './providers';

/**
 * The whole app. The browser renders it (main.tsx) and the build prerenders the auth screen from
 * the same tree (first-screen.tsx), so the two agree when React hydrates that screen.
 */
export function App({
  client,
  router,
}: {
  client: QueryClient;
  router: RouterProviderProps['router'];
}) {
  return (
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
