import { routes } from '@coinwave/api-contract';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { api, isUnauthorized, serverErrorText } from '../../lib/api';
import { toast } from '../../stores/toast.store';
import { PasswordForm } from './PasswordForm';
import { useForgetSession } from './use-logout';

const FALLBACK = 'Please check your connection and try again.';

/**
 * 'Account security': change the password (every other device is signed out, this one stays) and
 * sign out everywhere (every device, this one included).
 */
export function AccountSecurity() {
  const forget = useForgetSession();
  const [changing, setChanging] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const changePassword = async (body: { currentPassword: string; newPassword: string }) => {
    setChanging(true);
    try {
      await api(routes.changePassword, { body });
      toast({
        title: 'Password changed',
        description: 'Your other devices have been signed out; this one stays signed in.',
        variant: 'success',
      });
      return true;
    } catch (error) {
      if (isUnauthorized(error)) {
        forget();
        return false;
      }
      toast({
        title: 'Password not changed',
        description: serverErrorText(error) ?? FALLBACK,
        variant: 'destructive',
      });
      return false;
    } finally {
      setChanging(false);
    }
  };

  const signOutEverywhere = async () => {
    setSigningOut(true);
    try {
      await api(routes.logoutEverywhere, {});
      toast({
        title: 'Signed out everywhere',
        description: 'Every device, this one included, has been signed out.',
        variant: 'success',
      });
      forget();
    } catch (error) {
      if (isUnauthorized(error)) return forget();
      toast({
        title: 'Could not sign out everywhere',
        description: serverErrorText(error) ?? FALLBACK,
        variant: 'destructive',
      });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Panel id="account-security" title="Account Security" icon={<ShieldCheck size={18} />}>
      <div className="flex flex-col gap-5">
        <PasswordForm
          onSubmit={changePassword}
          onInvalid={(problem) => toast({ ...problem, variant: 'destructive' })}
          pending={changing}
        />
        <div className="flex flex-col gap-2 border-t border-white/10 pt-4">
          <p className="text-sm text-foam/80">
            Lost a device, or signed in somewhere you should not have? Sign out of every device at
            once, this one included.
          </p>
          <Button variant="danger" onClick={signOutEverywhere} disabled={signingOut}>
            <LogOut size={16} aria-hidden="true" />
            {signingOut ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
