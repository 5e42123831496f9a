import { CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

/** What became of an action sent to the server: done, or refused with a reason to show. */
export type ActionResult = { ok: true } | { ok: false; error: string };

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Said on the button while the action runs. */
  pendingLabel: string;
  onConfirm: () => Promise<ActionResult>;
  /** False keeps the confirm button disabled (a required choice is not made yet). */
  canConfirm?: boolean;
  /** The dialog closed: clear what was typed or chosen in it. */
  onClosed?: () => void;
  /** The fields of the action (a reason, a duration), if it has any. */
  children?: ReactNode;
}

/**
 * A question before an action that changes what others or oneself see (block a player, delete a
 * message, report it, mute someone): its fields, Cancel and the action. While the action runs the
 * dialog stays; a refusal stays in it with the server's words; success closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  canConfirm = true,
  onClosed,
  children,
}: ConfirmDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();
  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setError(null);
      onClosed?.();
    }
    onOpenChange(next);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm || pending) return;
    setPending(true);
    setError(null);
    const result = await onConfirm();
    setPending(false);
    if (result.ok) changeOpen(false);
    else setError(result.error);
  };
  return (
    <Modal open={open} onOpenChange={changeOpen} title={title} description={description}>
      <form onSubmit={(e) => void confirm(e)} className="flex flex-col gap-4">
        {children}
        {error !== null && (
          <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm text-coral">
            <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
            <span>{error}</span>
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={!canConfirm || pending}
            aria-describedby={error !== null ? errorId : undefined}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
