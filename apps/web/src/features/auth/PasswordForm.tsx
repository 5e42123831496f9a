import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import {
  validatePasswordChange,
  type PasswordChangeValues,
  type ValidationProblem,
} from './auth-validation';
import { Field, NewPasswordField } from './Field';

export interface PasswordFormProps {
  /** A valid change; resolves true when it was applied (the fields are cleared then). */
  onSubmit: (values: { currentPassword: string; newPassword: string }) => Promise<boolean>;
  onInvalid: (problem: ValidationProblem) => void;
  pending?: boolean;
}

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one, the new one (registration's rule) and its confirmation. */
export function PasswordForm({ onSubmit, onInvalid, pending = false }: PasswordFormProps) {
  const [values, setValues] = useState(EMPTY);
  const set = (patch: Partial<PasswordChangeValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(values);
    if (problem) return onInvalid(problem);
    const done = await onSubmit({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    if (done) setValues(EMPTY);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Change password">
      <Field
        label="Current password"
        name="current-password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(currentPassword) => set({ currentPassword })}
        required
      />
      <NewPasswordField
        label="New password"
        name="new-password"
        value={values.newPassword}
        onChange={(newPassword) => set({ newPassword })}
      />
      <Field
        label="Confirm new password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(confirmPassword) => set({ confirmPassword })}
        required
      />
      <Button type="submit" variant="surf" disabled={pending}>
        {pending ? 'Changing password…' : 'Change password'}
      </Button>
    </form>
  );
}
