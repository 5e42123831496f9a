import { routes } from '@coinwave/api-contract';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast.store';
import { PasswordForm } from './PasswordForm';
import { useAccountAction } from './use-account-action';

/**
 * 'Account security': change the password (every other device is signed out, this one stays) and
 * sign out everywhere (every device, this one included).
 */
export function AccountSecurity() {
  const password = useAccountAction({
    failure: 'Password not changed',
    success: {
      title: 'Password changed',
      description: 'Your other devices have been signed out; this one stays signed in.',
    },
  });
  const everywhere = useAccountAction({
    failure: 'Could not sign out everywhere',
    success: {
      title: 'Signed out everywhere',
      description: 'Every device, this one included, has been signed out.',
    },
    signsOut: true,
  });
  const changePassword = (body: { currentPassword: string; newPassword: string }) =>
    password.run(() => api(routes.changePassword, { body }));
  const signOutEverywhere = () => everywhere.run(() => api(routes.logoutEverywhere, {}));

  return (
    <Panel id="account-security" title="Account Security" icon={<ShieldCheck size={18} />}>
      <div className="flex flex-col gap-5">
        <PasswordForm
          onSubmit={changePassword}
          onInvalid={(problem) => toast({ ...problem, variant: 'destructive' })}
          pending={password.pending}
        />
        <div className="flex flex-col gap-2 border-t border-white/10 pt-4">
          <p className="text-sm text-foam/80">
            Lost a device, or signed in somewhere you should not have? Sign out of every device at
            once, this one included.
          </p>
          <Button variant="danger" onClick={signOutEverywhere} disabled={everywhere.pending}>
            <LogOut size={16} aria-hidden="true" />
            {everywhere.pending ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
