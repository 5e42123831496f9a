import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { useSessionStore } from '../stores/session.store';
import { ModeratorsOnlyPage } from '../features/moderation/ModeratorsOnlyPage';
import { AuthScreen, MainScreen, ModerationScreen, SettingsScreen } from './lazy-pages';
import { useSessionCheck } from './use-session-check';

function useHydratedSession() {
  const { hydrated, user, hydrate } = useSessionStore();
  useEffect(() => {
    hydrate();
  }, [hydrate]);
  return { hydrated, user };
}

/** `/`: the loading screen until storage is read, then the main screen for a stored user, else the auth screen. */
export function HomeRoute() {
  const { hydrated, user } = useHydratedSession();
  if (!hydrated) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {user ? <MainScreen user={user} /> : <AuthScreen />}
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

/**
 * `/moderation`: the reports queue for moderators. The role is read fresh from the server first
 * (it may have been granted or revoked since sign-in); anyone else gets a plain refusal, and the
 * signed-out go to `/auth`.
 */
export function ModerationRoute() {
  const { hydrated, user } = useHydratedSession();
  const checked = useSessionCheck(hydrated && user !== null);
  if (!hydrated) return <LoadingScreen />;
  if (!user) return <Navigate to="/auth" replace />;
  if (user.role !== 'moderator') return checked ? <ModeratorsOnlyPage /> : <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ModerationScreen user={user} />
    </Suspense>
  );
}
