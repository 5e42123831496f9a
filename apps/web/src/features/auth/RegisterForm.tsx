import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import {
  USERNAME_HTML_PATTERN,
  validateRegistration,
  type RegistrationValues,
  type ValidationProblem,
} from './auth-validation';
import { Field, NewPasswordField } from './Field';

export interface RegisterFormProps {
  onSubmit: (values: { username: string; email: string; password: string }) => void;
  onInvalid: (problem: ValidationProblem) => void;
  pending?: boolean;
}

/** Register tab: username, email, password and the age/terms checkbox; submit stays disabled until it is ticked. */
export function RegisterForm({ onSubmit, onInvalid, pending = false }: RegisterFormProps) {
  const [values, setValues] = useState<RegistrationValues>({
    username: '',
    email: '',
    password: '',
    ageConfirmed: false,
  });
  const set = (patch: Partial<RegistrationValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistration(values);
    if (problem) onInvalid(problem);
    else
      onSubmit({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Register">
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={(username) => set({ username })}
        required
        minLength={3}
        maxLength={20}
        pattern={USERNAME_HTML_PATTERN}
        hint="3-20 letters, digits, _ or -"
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(email) => set({ email })}
        required
      />
      <NewPasswordField
        label="Password"
        name="password"
        value={values.password}
        onChange={(password) => set({ password })}
      />
      <label className="flex items-start gap-3 rounded-xl border border-white/10 bg-abyss/40 p-3 text-sm text-foam/85">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-surf"
          checked={values.ageConfirmed}
          onChange={(e) => set({ ageConfirmed: e.target.checked })}
        />
        <span>
          I am 18 or older and agree to the <Link to="/terms">Terms of Service</Link>.
        </span>
      </label>
      <Button type="submit" variant="coin" size="lg" disabled={!values.ageConfirmed || pending}>
        {pending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
