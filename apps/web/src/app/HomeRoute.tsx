import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { useHydratedSession } from '../lib/use-current-user';
import { AuthScreen, MainScreen, SettingsScreen } from './lazy-pages';

/** `/`: the loading screen until storage is read, then the main screen for a stored user, else the auth screen. */
export function HomeRoute() {
  const { hydrated, user } = useHydratedSession();
  if (!hydrated) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {user ? <MainScreen userId={user.id} /> : <AuthScreen />}
    </Suspense>
  );
}

/** `/auth`: the auth screen; a signed-in user goes to `/`. */
export function AuthRoute() {
  const { hydrated, user } = useHydratedSession();
  if (!hydrated) return <LoadingScreen />;
  if (user) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AuthScreen />
    </Suspense>
  );
}

/** `/settings`: the signed-in player's settings; anyone else goes to `/auth`. */
export function SettingsRoute() {
  const { hydrated, user } = useHydratedSession();
  if (!hydrated) return <LoadingScreen />;
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SettingsScreen user={user} />
    </Suspense>
  );
}
