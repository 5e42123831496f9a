import type { User } from '@coinwave/api-contract';
import { PageShell } from '../../components/PageShell';
import { AccountData } from '../../features/auth/AccountData';
import { AccountSecurity } from '../../features/auth/AccountSecurity';
import { ResponsiblePlaySettings } from '../../features/responsible-play/ResponsiblePlaySettings';
import { PrivacySettings } from '../../features/safety/PrivacySettings';

/**
 * `/settings`: the player's own controls, one panel per concern, each from its feature:
 * responsible play, privacy and blocks, account security, the account's data. Linked from the
 * header's account menu and from /responsible-gaming.
 */
export function SettingsScreen({ user }: { user: User }) {
  return (
    <PageShell
      title="Settings"
      intro={
        <>
          Signed in as <strong className="text-foam">{user.username}</strong>
        </>
      }
      width="wide"
    >
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <ResponsiblePlaySettings />
        <PrivacySettings />
        <AccountSecurity />
        <AccountData />
      </div>
    </PageShell>
  );
}
