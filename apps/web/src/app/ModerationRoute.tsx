import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { ModeratorsOnlyPage } from '../features/moderation/ModeratorsOnlyPage';
import { useHydratedSession } from '../lib/use-current-user';
import { ModerationScreen } from './lazy-pages';
import { useSessionCheck } from './use-session-check';

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
