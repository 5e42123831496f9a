import type { User } from '@coinwave/api-contract';
import { PageShell } from '../../components/PageShell';
import { ReportsQueue } from './ReportsQueue';

/**
 * `/moderation` (moderators only; the server refuses everyone else too): the queue of open
 * reports, newest first. Every decision is recorded in the moderation log with who and why.
 */
export function ModerationScreen({ user }: { user: User }) {
  return (
    <PageShell
      title="Moderation"
      intro={
        <>
          Reports from players, newest first. Signed in as moderator{' '}
          <strong className="text-foam">{user.username}</strong>; every decision is recorded with
          your name and reason.
        </>
      }
    >
      <ReportsQueue />
    </PageShell>
  );
}
