import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { canLogin } from './auth-validation';
import { Field } from './Field';

export interface LoginFormProps {
  onSubmit: (values: { username: string; password: string }) => void;
  pending?: boolean;
}

/** Login tab: username and password (DESIGN decision 3). */
export function LoginForm({ onSubmit, pending = false }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canLogin(username, password)) onSubmit({ username: username.trim(), password });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Login">
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        required
        maxLength={20}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
      />
      <Button type="submit" variant="coin" size="lg" disabled={pending}>
        {pending ? 'Paddling out…' : 'Login'}
      </Button>
    </form>
  );
}
