import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { mirrorCurrentUser } from '../lib/current-user';
import { queryKeys } from '../lib/query-keys';
import { useToastStore } from '../stores/toast.store';

// Radix Toast is not needed for the first paint: the toast slot loads with the first toast.
const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const needed = useToastStore((s) => s.toast !== null);
  const [loaded, setLoaded] = useState(false);
  if (needed && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Server state: data queries retry once and never refetch on window focus (spec section 7). The
 * signed-in user stays cached, watched or not, and browser storage mirrors it.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
  client.setQueryDefaults(queryKeys.me, { gcTime: Infinity });
  mirrorCurrentUser(client.getQueryCache());
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
