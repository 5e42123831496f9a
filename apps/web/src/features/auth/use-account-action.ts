import { useState } from 'react';
import { isUnauthorized, serverErrorText } from '../../lib/api';
import { toast } from '../../stores/toast.store';
import { useForgetSession } from './use-logout';

const FALLBACK = 'Please check your connection and try again.';

export interface AccountActionOptions {
  /** The title of the toast when the server refuses (its reason is the description). */
  failure: string;
  /** The toast when it worked, if any. */
  success?: { title: string; description: string };
  /** The action ends this session (sign out everywhere, delete): the tab goes to sign-in. */
  signsOut?: boolean;
}

/**
 * One account action of the settings screen (change the password, sign out everywhere, download
 * the data, delete the account): pending while it runs, a toast for the outcome with the server's
 * reason on a refusal, and back to sign-in when the session is gone. `run` resolves true when the
 * action worked.
 */
export function useAccountAction(options: AccountActionOptions) {
  const forget = useForgetSession();
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setPending(true);
    try {
      await action();
      if (options.success) toast({ ...options.success, variant: 'success' });
      if (options.signsOut) forget();
      return true;
    } catch (error) {
      if (isUnauthorized(error)) {
        forget();
        return false;
      }
      toast({
        title: options.failure,
        description: serverErrorText(error) ?? FALLBACK,
        variant: 'destructive',
      });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
