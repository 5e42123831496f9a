import { routes, type Message, type ReportReason } from '@coinwave/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QuotedMessage } from '../../components/QuotedMessage';
import type { ActionResult } from '../../components/ConfirmDialog';
import { ReportDialog } from '../../components/ReportDialog';
import { api, serverErrorText } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentUser } from '../../lib/use-current-user';
import { toast } from '../../stores/toast.store';
import type { MessageActions } from './MessageList';

const FALLBACK = 'Please check your connection and try again.';

/** Runs a call and turns its outcome into a value a dialog can show (errors as values). */
async function attempt(call: () => Promise<unknown>): Promise<ActionResult> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: serverErrorText(error) ?? FALLBACK };
  }
}

type Pending = { kind: 'report' | 'block' | 'delete'; message: Message } | null;

/**
 * The message menu's actions for a chat list, with their dialogs: Report (reason and
 * note), Block (a confirmation; the blocked player's wave chat disappears at once) and, for
 * moderators, Delete (an optional reason for the log; the message disappears for everyone through
 * the server's `message_deleted`).
 */
export function useMessageActions(): { actions: MessageActions; dialogs: ReactNode } {
  const queryClient = useQueryClient();
  const isModerator = useCurrentUser()?.role === 'moderator';
  const [pending, setPending] = useState<Pending>(null);
  const [deleteReason, setDeleteReason] = useState('');
  const reasonId = useId();
  const message = pending?.message;
  const name = message?.sender.username ?? '';
  const close = (open: boolean) => {
    if (open) return;
    setPending(null);
    setDeleteReason('');
  };

  const report = (body: { reason: ReportReason; text: string }) =>
    attempt(async () => {
      await api(routes.reportMessage, {
        params: { id: message!.id },
        body: body.text ? body : { reason: body.reason },
      });
      toast({
        title: 'Report sent',
        description: 'Thank you: a moderator will look at it.',
        variant: 'success',
      });
    });
  const block = () =>
    attempt(async () => {
      await api(routes.blockUser, { params: { id: message!.sender.id } });
      void queryClient.invalidateQueries({ queryKey: ['wave'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.blocks });
      toast({
        title: `Blocked ${name}`,
        description: 'You can unblock them in Settings.',
        variant: 'success',
      });
    });
  const remove = () =>
    attempt(async () => {
      const reason = deleteReason.trim();
      await api(routes.deleteMessage, {
        params: { id: message!.id },
        body: reason ? { reason } : {},
      });
      toast({
        title: 'Message deleted',
        description: 'It is gone for everyone.',
        variant: 'success',
      });
    });

  const actions: MessageActions = {
    canDelete: isModerator,
    onReport: (m) => setPending({ kind: 'report', message: m }),
    onBlock: (m) => setPending({ kind: 'block', message: m }),
    onDelete: (m) => setPending({ kind: 'delete', message: m }),
  };
  const dialogs = (
    <>
      <ReportDialog
        open={pending?.kind === 'report'}
        onOpenChange={close}
        senderName={name}
        excerpt={message?.content ?? ''}
        onSubmit={report}
      />
      <ConfirmDialog
        open={pending?.kind === 'block'}
        onOpenChange={close}
        title={`Block ${name}?`}
        description={`You won't see ${name}'s wave chat, and neither of you can send the other direct messages. You can unblock them in Settings.`}
        confirmLabel={`Block ${name}`}
        pendingLabel="Blocking…"
        onConfirm={block}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={close}
        title="Delete this message?"
        description={`${name}'s message disappears for everyone at once. The deletion is recorded in the moderation log.`}
        confirmLabel="Delete message"
        pendingLabel="Deleting…"
        onConfirm={remove}
      >
        <QuotedMessage senderName={name} content={message?.content ?? ''} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-foam/90">
            Reason (optional, for the log)
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
    </>
  );
  return { actions, dialogs };
}
