import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@coinwave/api-contract';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Logo } from '../../components/Logo';
import { readStoredUser } from '../../lib/current-user';

/**
 * `/`: the loading screen until browser storage is read, then the main screen for a stored user
 * or the way in for a visitor.
 */
export function HomePage() {
  const [state, setState] = useState<{ read: false } | { read: true; user: User | null }>({ read: false });
  useEffect(() => setState({ read: true, user: readStoredUser() }), []);
  if (!state.read) return <LoadingScreen />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo size="lg" />
      <p className="max-w-md text-foam/80">
        {state.user ? `Welcome back, ${state.user.username}.` : 'Slots, blackjack, poker and roulette in shared 4-hour waves, with virtual coins that have no cash value. 18+.'}
      </p>
      {!state.user && (
        <Link to="/auth" className="rounded-full bg-coin px-6 py-2.5 font-semibold text-deep no-underline hover:bg-sand hover:no-underline">
          Sign in or register
        </Link>
      )}
    </main>
  );
}
