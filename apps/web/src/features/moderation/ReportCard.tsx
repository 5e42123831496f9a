import type { ModerationReport } from '@coinwave/api-contract';
import { Check, MessageCircle, Trash2, VolumeX } from 'lucide-react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { REPORT_REASON_TEXT } from '../../components/ReportDialog';
import { timeAgo } from '../../lib/time';

export interface ReportCardProps {
  report: ModerationReport;
  now: number;
  /** An action on this report is on its way: its buttons wait. */
  busy: boolean;
  onDelete: () => void;
  onMute: () => void;
  onDismiss: () => void;
}

/**
 * One open report in the moderators' queue: why and by whom, the message with its sender and
 * where it was said (wave chat, or a DM and to whom), the reporter's note, and the three
 * decisions: delete the message, mute its sender, dismiss the report.
 */
export function ReportCard({ report, now, busy, onDelete, onMute, onDismiss }: ReportCardProps) {
  const { message, reporter } = report;
  const others = report.openReportsOnMessage - 1;
  return (
    <article
      aria-label={`Report of ${message.sender.username}'s message`}
      className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-ocean/45 p-4"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="rounded-full bg-coral/20 px-2.5 py-0.5 text-xs font-bold tracking-wide text-coral uppercase">
          {REPORT_REASON_TEXT[report.reason].label}
        </span>
        <span className="text-foam/75">
          reported by <strong className="text-foam">{reporter.username}</strong>{' '}
          <time dateTime={report.createdAt}>{timeAgo(report.createdAt, now)}</time>
        </span>
        {others > 0 && (
          <span className="ml-auto rounded-full bg-coin/15 px-2 py-0.5 text-xs font-semibold text-coin">
            +{others} more report{others === 1 ? '' : 's'} on this message
          </span>
        )}
      </header>

      <div className="flex gap-3 rounded-xl bg-abyss/55 p-3">
        <Avatar username={message.sender.username} src={message.sender.avatarUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-foam/65">
            <strong className="text-sm text-seaglass">{message.sender.username}</strong>
            <span className="inline-flex items-center gap-1">
              <MessageCircle size={12} aria-hidden="true" />
              {message.recipient ? `direct message to ${message.recipient.username}` : 'wave chat'}
            </span>
            <time dateTime={message.createdAt}>{timeAgo(message.createdAt, now)}</time>
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-foam">
            {message.content}
          </p>
        </div>
      </div>

      {report.text && (
        <p className="text-sm text-foam/85">
          <span className="font-semibold text-foam/65">Reporter's note: </span>
          {report.text}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="danger" onClick={onDelete} disabled={busy}>
          <Trash2 size={14} aria-hidden="true" /> Delete message
        </Button>
        <Button size="sm" variant="outline" onClick={onMute} disabled={busy}>
          <VolumeX size={14} aria-hidden="true" /> Mute {message.sender.username}…
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss} disabled={busy}>
          <Check size={14} aria-hidden="true" /> Dismiss
        </Button>
      </div>
    </article>
  );
}
