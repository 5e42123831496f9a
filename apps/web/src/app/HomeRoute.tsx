import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { AuthScreen } from '../features/auth/AuthScreen';
import { useSessionStore } from '../stores/session.store';
import { MainScreen } from './layout/MainScreen';

function useHydratedSession() {
  const { hydrated, user, hydrate } = useSessionStore();
  useEffect(() => hydrate(), [hydrate]);
  return { hydrated, user };
}

/** `/`: the loading screen until storage is read, then the main screen for a stored user, else the auth screen. */
export function HomeRoute() {
  const { hydrated, user } = useHydratedSession();
  if (!hydrated) return <LoadingScreen />;
  return user ? <MainScreen user={user} /> : <AuthScreen />;
}

/** `/auth`: the auth screen; a signed-in user goes to `/`. */
export function AuthRoute() {
  const { hydrated, user } = useHydratedSession();
  if (!hydrated) return <LoadingScreen />;
  return user ? <Navigate to="/" replace /> : <AuthScreen />;
}
