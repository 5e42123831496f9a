import type { User } from '@coinwave/api-contract';
import { PageHeader } from '../../components/PageHeader';
import { SiteFooter } from '../../components/SiteFooter';
import { ReportsQueue } from './ReportsQueue';

/**
 * `/moderation` (moderators only; the server refuses everyone else too): the queue of open
 * reports, newest first. Every decision is recorded in the moderation log with who and why.
 */
export function ModerationScreen({ user }: { user: User }) {
  return (
    <>
      <div className="mx-auto flex min-h-[calc(100vh-5rem)] max-w-3xl flex-col px-4 py-6 sm:px-6">
        <PageHeader back={{ to: '/', label: 'Back to Coinwave' }} />
        <main className="flex-1 py-8">
          <h1 className="font-display text-3xl font-bold text-foam sm:text-4xl">Moderation</h1>
          <p className="mt-2 text-sm text-foam/70">
            Reports from players, newest first. Signed in as moderator{' '}
            <strong className="text-foam">{user.username}</strong>; every decision is recorded with
            your name and reason.
          </p>
          <div className="mt-6">
            <ReportsQueue />
          </div>
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
