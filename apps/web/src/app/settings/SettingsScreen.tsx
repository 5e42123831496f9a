import type { User } from '@coinwave/api-contract';
import { PageHeader } from '../../components/PageHeader';
import { SiteFooter } from '../../components/SiteFooter';
import { AccountData } from '../../features/auth/AccountData';
import { AccountSecurity } from '../../features/auth/AccountSecurity';
import { ResponsiblePlaySettings } from '../../features/responsible-play/ResponsiblePlaySettings';
import { PrivacySettings } from '../../features/safety/PrivacySettings';

/**
 * `/settings`: the player's own controls, one panel per concern, each from its feature (issue 17):
 * responsible play, privacy and blocks, account security, the account's data. Linked from the
 * header's account menu and from /responsible-gaming.
 */
export function SettingsScreen({ user }: { user: User }) {
  return (
    <>
      <div className="mx-auto flex min-h-[calc(100vh-5rem)] max-w-5xl flex-col px-4 py-6 sm:px-6">
        <PageHeader back={{ to: '/', label: 'Back to Coinwave' }} />
        <main className="flex-1 py-8">
          <h1 className="font-display text-3xl font-bold text-foam sm:text-4xl">Settings</h1>
          <p className="mt-2 text-sm text-foam/70">
            Signed in as <strong className="text-foam">{user.username}</strong>
          </p>
          <div className="mt-6 grid items-start gap-4 lg:grid-cols-2">
            <ResponsiblePlaySettings />
            <PrivacySettings />
            <AccountSecurity />
            <AccountData />
          </div>
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
