import { CircleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import type { ActionResult } from './ReportDialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Said on the button while the action runs. */
  pendingLabel: string;
  onConfirm: () => Promise<ActionResult>;
  /** Extra fields (e.g. an optional reason). */
  children?: ReactNode;
}

/**
 * A yes/no question before something that changes what others or oneself see (block a player,
 * delete a message). A refusal stays in the dialog with the server's words; success closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) setError(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    const result = await onConfirm();
    setPending(false);
    if (result.ok) changeOpen(false);
    else setError(result.error);
  };
  return (
    <Modal open={open} onOpenChange={changeOpen} title={title} description={description}>
      <div className="flex flex-col gap-4">
        {children}
        {error !== null && (
          <p role="alert" className="flex items-start gap-1.5 text-sm text-coral">
            <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
            <span>{error}</span>
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
