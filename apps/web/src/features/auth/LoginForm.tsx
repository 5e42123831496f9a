import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { useHydrated } from '../../lib/use-hydrated';
import { canLogin } from './auth-validation';
import { Field } from './Field';

export interface LoginFormProps {
  onSubmit: (values: { username: string; password: string }) => void;
  pending?: boolean;
}

/**
 * Login tab: username and password (DESIGN decision 3). The inputs keep their own values, read on
 * submit: the signed-out page paints this form before the app runs (app/first-screen.tsx), and
 * what a player types then is still there once React takes the form over.
 */
export function LoginForm({ onSubmit, pending = false }: LoginFormProps) {
  const hydrated = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '');
    const password = String(form.get('password') ?? '');
    if (canLogin(username, password)) onSubmit({ username: username.trim(), password });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Login">
      <Field label="Username" name="username" autoComplete="username" required maxLength={20} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="coin" size="lg" disabled={pending || !hydrated}>
        {pending ? 'Paddling out…' : 'Login'}
      </Button>
    </form>
  );
}
