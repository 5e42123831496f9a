import { routes, type ModerationReport } from '@coinwave/api-contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QuotedMessage } from '../../components/QuotedMessage';
import type { ActionResult } from '../../components/ConfirmDialog';
import { REPORT_REASON_TEXT } from '../../components/ReportDialog';
import { api, serverErrorText } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useNow } from '../../lib/use-now';
import { toast } from '../../stores/toast.store';
import { MuteDialog } from './MuteDialog';
import { ReportsQueueView } from './ReportsQueueView';

const FALLBACK = 'Please check your connection and try again.';
/** The queue is read again this often while open (new reports arrive without a reload). */
const REFRESH_MS = 30_000;

type Pending = { kind: 'delete' | 'mute'; report: ModerationReport } | null;

const reportedFor = (report: ModerationReport) =>
  `Reported for ${REPORT_REASON_TEXT[report.reason].label.toLowerCase()}`;

/** The moderators' queue wired to the server: pages of open reports and the three decisions. */
export function ReportsQueue() {
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const [pending, setPending] = useState<Pending>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleteReason, setDeleteReason] = useState('');
  const reasonId = useId();
  const pages = useInfiniteQuery({
    queryKey: queryKeys.moderationReports,
    queryFn: ({ pageParam }) =>
      api(routes.moderationReports, {
        query: pageParam === null ? {} : { before: String(pageParam) },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    refetchInterval: REFRESH_MS,
  });

  /** Runs one decision: the queue is read again after it, whatever the outcome. */
  const decide = async (
    report: ModerationReport,
    work: () => Promise<string>,
  ): Promise<ActionResult> => {
    setBusyId(report.id);
    try {
      toast({ title: await work(), variant: 'success' });
      return { ok: true };
    } catch (error) {
      return { ok: false, error: serverErrorText(error) ?? FALLBACK };
    } finally {
      setBusyId(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderationReports });
    }
  };
  const dismiss = async (report: ModerationReport) => {
    const result = await decide(report, async () => {
      const { settledReports } = await api(routes.dismissReport, { params: { id: report.id } });
      return settledReports > 1 ? `${settledReports} reports dismissed` : 'Report dismissed';
    });
    if (!result.ok)
      toast({ title: 'Not dismissed', description: result.error, variant: 'destructive' });
  };
  const close = (open: boolean) => {
    if (open) return;
    setPending(null);
    setDeleteReason('');
  };
  const report = pending?.report;
  const sender = report?.message.sender.username ?? '';

  return (
    <>
      <ReportsQueueView
        reports={pages.data?.pages.flatMap((p) => p.reports)}
        error={pages.error ? (serverErrorText(pages.error) ?? FALLBACK) : null}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
        busyId={busyId}
        now={now}
        onDelete={(r) => {
          setDeleteReason(reportedFor(r));
          setPending({ kind: 'delete', report: r });
        }}
        onMute={(r) => setPending({ kind: 'mute', report: r })}
        onDismiss={(r) => void dismiss(r)}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={close}
        title="Delete this message?"
        description={`${sender}'s message disappears for everyone at once, and every open report of it is settled.`}
        confirmLabel="Delete message"
        pendingLabel="Deleting…"
        onConfirm={() =>
          decide(report!, async () => {
            const reason = deleteReason.trim();
            await api(routes.deleteMessage, {
              params: { id: report!.message.id },
              body: reason ? { reason } : {},
            });
            return 'Message deleted';
          })
        }
      >
        <QuotedMessage senderName={sender} content={report?.message.content ?? ''} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-foam/90">
            Reason (for the log)
          </label>
          <input
            id={reasonId}
            value={deleteReason}
            maxLength={500}
            onChange={(e) => setDeleteReason(e.target.value)}
            className="h-11 rounded-xl border border-white/15 bg-abyss/70 px-3 text-foam focus:border-surf focus:outline-none"
          />
        </div>
      </ConfirmDialog>
      {report && (
        <MuteDialog
          key={report.id}
          open={pending?.kind === 'mute'}
          onOpenChange={close}
          username={sender}
          suggestedReason={reportedFor(report)}
          onSubmit={(mute) =>
            decide(report, async () => {
              const { mutedUntil } = await api(routes.muteFromReport, {
                params: { id: report.id },
                body: mute,
              });
              return `${sender} is muted until ${new Date(mutedUntil).toLocaleString()}`;
            })
          }
        />
      )}
    </>
  );
}
