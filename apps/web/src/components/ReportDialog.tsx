import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@coinwave/api-contract';
import { useId, useState } from 'react';
import { ConfirmDialog, type ActionResult } from './ConfirmDialog';
import { QuotedMessage } from './QuotedMessage';

/** Each reason as the reporter reads it. */
export const REPORT_REASON_TEXT: Record<ReportReason, { label: string; hint: string }> = {
  spam: { label: 'Spam', hint: 'Ads, links, or the same thing over and over' },
  abuse: { label: 'Abuse', hint: 'Insults, harassment, hate or threats' },
  cheating: { label: 'Cheating', hint: 'Selling coins or accounts, or exploiting the games' },
  other: { label: 'Other', hint: 'Something else the moderators should see' },
};

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  senderName: string;
  /** The reported message, quoted so the reporter sees what they report. */
  excerpt: string;
  onSubmit: (report: { reason: ReportReason; text: string }) => Promise<ActionResult>;
}

/**
 * "Report message": a reason (required), an optional note of up to 500 characters, then Send.
 * A refusal (already reported, too many reports) stays in the dialog with the server's words;
 * on success the dialog closes (the caller says thanks).
 */
export function ReportDialog({
  open,
  onOpenChange,
  senderName,
  excerpt,
  onSubmit,
}: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const textId = useId();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report message"
      description={`Only moderators see your report; ${senderName} is not told who sent it.`}
      confirmLabel="Send report"
      pendingLabel="Sending…"
      canConfirm={reason !== null}
      onConfirm={() => onSubmit({ reason: reason!, text: text.trim() })}
      onClosed={() => {
        setReason(null);
        setText('');
      }}
    >
      <QuotedMessage senderName={senderName} content={excerpt} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-foam">What is wrong with it?</legend>
        {REPORT_REASONS.map((r) => (
          <label
            key={r}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-white/10 px-3 py-2 hover:bg-white/5 has-[:checked]:border-surf has-[:checked]:bg-surf/10"
          >
            <input
              type="radio"
              name="report-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
              className="mt-1 accent-surf"
            />
            <span className="flex flex-col">
              <span className="text-sm font-semibold text-foam">{REPORT_REASON_TEXT[r].label}</span>
              <span className="text-xs text-foam/65">{REPORT_REASON_TEXT[r].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium text-foam/90">
          Anything to add? (optional)
        </label>
        <textarea
          id={textId}
          value={text}
          maxLength={REPORT_TEXT_MAX}
          rows={3}
          onChange={(e) => setText(e.target.value)}
          className="resize-none rounded-xl border border-white/15 bg-abyss/70 px-3 py-2 text-sm text-foam placeholder:text-foam/40 focus:border-surf focus:outline-none"
          placeholder="What happened, for the moderators"
        />
        <p className="self-end text-xs text-foam/55">
          {text.length} / {REPORT_TEXT_MAX}
        </p>
      </div>
    </ConfirmDialog>
  );
}
