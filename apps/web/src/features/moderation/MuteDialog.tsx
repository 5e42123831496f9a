import { MODERATION_REASON_MAX } from '@coinwave/api-contract';
import { useId, useState } from 'react';
import { ConfirmDialog, type ActionResult } from '../../components/ConfirmDialog';

/** The mute lengths a moderator picks from (the API takes 1 minute to 365 days). */
export const MUTE_CHOICES = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 24 * 60, label: '24 hours' },
  { minutes: 7 * 24 * 60, label: '7 days' },
  { minutes: 30 * 24 * 60, label: '30 days' },
] as const;

export interface MuteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  /** A first reason to edit (e.g. from the report). */
  suggestedReason: string;
  onSubmit: (mute: { durationMinutes: number; reason: string }) => Promise<ActionResult>;
}

/**
 * "Mute <name>": how long (15 minutes to 30 days) and why (required: the player reads it when
 * their message is refused). A refusal stays in the dialog with the server's words.
 */
export function MuteDialog({
  open,
  onOpenChange,
  username,
  suggestedReason,
  onSubmit,
}: MuteDialogProps) {
  const [minutes, setMinutes] = useState<number>(60);
  const [reason, setReason] = useState(suggestedReason);
  const durationId = useId();
  const reasonId = useId();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mute ${username}`}
      description="While muted they can read but not send wave chat or direct messages. They see the reason."
      confirmLabel={`Mute ${username}`}
      pendingLabel="Muting…"
      canConfirm={reason.trim() !== ''}
      onConfirm={() => onSubmit({ durationMinutes: minutes, reason: reason.trim() })}
      onClosed={() => setMinutes(60)}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={durationId} className="text-sm font-medium text-foam/90">
          For how long
        </label>
        <select
          id={durationId}
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
          className="h-11 rounded-xl border border-white/15 bg-abyss/70 px-3 text-foam focus:border-surf focus:outline-none"
        >
          {MUTE_CHOICES.map((c) => (
            <option key={c.minutes} value={c.minutes}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={reasonId} className="text-sm font-medium text-foam/90">
          Reason (the player reads it)
        </label>
        <input
          id={reasonId}
          value={reason}
          required
          maxLength={MODERATION_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          className="h-11 rounded-xl border border-white/15 bg-abyss/70 px-3 text-foam focus:border-surf focus:outline-none"
        />
      </div>
    </ConfirmDialog>
  );
}
