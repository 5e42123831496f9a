import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Field } from './Field';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes with this password; resolves true once the account is gone. */
  onConfirm: (password: string) => Promise<boolean>;
  pending?: boolean;
}

/** Confirms deleting the account with its password, saying plainly what goes and what stays. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onConfirm,
  pending = false,
}: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onConfirm(password)) setPassword('');
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setPassword('');
        onOpenChange(next);
      }}
      title="Delete your account?"
      description="This cannot be undone."
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <ul className="ml-5 list-disc space-y-1 text-sm text-foam/85">
          <li>You are signed out on every device and your username becomes free.</li>
          <li>Your messages, uploads, avatar and achievements are removed.</li>
          <li>
            Your rounds and coin ledger stay under an anonymous name, so wave results still add up.
            Your coins cannot be recovered.
          </li>
        </ul>
        <Field
          label="Your password"
          name="delete-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
          maxLength={128}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={pending || password === ''}>
            {pending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
