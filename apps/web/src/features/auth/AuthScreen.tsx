import { routes, type User } from '@coinwave/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, serverErrorText } from '../../lib/api';
import { setCurrentUser } from '../../lib/current-user';
import { toast } from '../../stores/toast.store';
import { LOGIN_FAILED, registrationFailed } from './auth-validation';
import { AuthCard } from './AuthCard';

/** `/auth` (and `/` when logged out): signs in or registers, stores the user and moves to `/`. */
export function AuthScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enter = (user: User) => {
    setCurrentUser(queryClient, user);
    void navigate('/', { replace: true });
  };
  const login = useMutation({
    mutationFn: (body: { username: string; password: string }) => api(routes.login, { body }),
    onSuccess: enter,
    onError: () => toast({ ...LOGIN_FAILED, variant: 'destructive' }),
  });
  const register = useMutation({
    mutationFn: (body: { username: string; email: string; password: string }) =>
      api(routes.register, { body }),
    onSuccess: enter,
    onError: (error) =>
      toast({ ...registrationFailed(serverErrorText(error)), variant: 'destructive' }),
  });
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <h1 className="sr-only">Sign in to Coinwave</h1>
      <AuthCard
        onLogin={(v) => login.mutate(v)}
        onRegister={(v) => register.mutate(v)}
        onInvalid={(problem) => toast({ ...problem, variant: 'destructive' })}
        pending={login.isPending || register.isPending}
      />
      <p className="max-w-md text-center text-xs text-foam/65">
        18+ only. Coinwave coins are virtual: they have no cash value and can never be bought, sold
        or withdrawn.
      </p>
    </main>
  );
}
