import type { ModerationReport } from '@coinwave/api-contract';
import { Button } from '../../components/Button';
import { ReportCard } from './ReportCard';

export interface ReportsQueueViewProps {
  /** Open reports, newest first (undefined while the first page loads). */
  reports: readonly ModerationReport[] | undefined;
  /** Why the queue could not be read (the server's words). */
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The report whose action is on its way. */
  busyId: string | null;
  now: number;
  onDelete: (report: ModerationReport) => void;
  onMute: (report: ModerationReport) => void;
  onDismiss: (report: ModerationReport) => void;
}

/** The moderators' queue: open reports, newest first, more on demand. */
export function ReportsQueueView({
  reports,
  error,
  hasMore,
  loadingMore,
  onLoadMore,
  busyId,
  now,
  onDelete,
  onMute,
  onDismiss,
}: ReportsQueueViewProps) {
  if (error !== null)
    return (
      <p role="alert" className="rounded-xl bg-coral/15 p-4 text-sm text-coral">
        {error}
      </p>
    );
  if (reports === undefined) return <p className="text-sm text-foam/70">Loading reports…</p>;
  if (reports.length === 0)
    return (
      <p className="rounded-2xl border border-white/10 bg-ocean/45 p-6 text-center text-foam/75">
        No open reports. The sea is calm.
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Open reports" className="flex flex-col gap-3">
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard
              report={report}
              now={now}
              busy={busyId === report.id}
              onDelete={() => onDelete(report)}
              onMute={() => onMute(report)}
              onDismiss={() => onDismiss(report)}
            />
          </li>
        ))}
      </ol>
      {hasMore && (
        <Button
          variant="outline"
          onClick={onLoadMore}
          disabled={loadingMore}
          className="self-center"
        >
          {loadingMore ? 'Loading…' : 'Load older reports'}
        </Button>
      )}
    </div>
  );
}
