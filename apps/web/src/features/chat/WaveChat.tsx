import { routes } from '@coinwave/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useNow } from '../../lib/use-now';
import { useLiveStreams } from '../../lib/use-live-streams';
import { useDmStore } from '../../stores/dm.store';
import { useLiveStore } from '../../stores/live.store';
import { Composer } from './Composer';
import { LiveChatEntries } from './LiveChatEntries';
import { MessageList } from './MessageList';
import { toSendResult } from './send-result';
import { useMessageActions } from './use-message-actions';

/**
 * The wave's chat: its messages (refreshed on a socket chat event), a line for each live stream
 * of the wave (Watch opens it), and the composer.
 */
export function WaveChat({ userId, waveId }: { userId: string; waveId: string | undefined }) {
  const now = useNow(30_000);
  const queryClient = useQueryClient();
  const startDm = useDmStore((s) => s.startDm);
  const { actions, dialogs } = useMessageActions();
  const streams = useLiveStreams(waveId).data ?? [];
  const requestWatch = useLiveStore((s) => s.requestWatch);
  const messages = useQuery({
    queryKey: queryKeys.waveMessages(waveId ?? ''),
    queryFn: () => api(routes.waveMessages, { params: { waveId: waveId! } }),
    enabled: !!waveId,
  });
  const send = useMutation({
    mutationFn: ({ wave, content }: { wave: string; content: string }) =>
      api(routes.sendMessage, { body: { senderId: userId, content, waveId: wave } }),
    // Offline, TanStack would pause the send and the composer would wait in silence: fail instead.
    networkMode: 'always',
    onSuccess: (_message, { wave }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.waveMessages(wave) }),
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="h-80 overflow-y-auto pr-1" tabIndex={0} aria-label="Wave chat history">
        <MessageList
          messages={messages.data ?? []}
          currentUserId={userId}
          now={now}
          label="Wave messages"
          emptyText={
            messages.isLoading ? 'Loading the chat…' : 'No messages yet. Say hi to the wave!'
          }
          onSelectUser={startDm}
          actions={actions}
        />
        <LiveChatEntries streams={streams} currentUserId={userId} onWatch={requestWatch} />
      </div>
      {dialogs}
      <Composer
        label="Wave chat message"
        placeholder="Message the wave…"
        onSend={(content) =>
          waveId
            ? toSendResult(send.mutateAsync({ wave: waveId, content }))
            : Promise.resolve({ ok: false, error: 'There is no wave to chat in yet.' })
        }
        disabled={!waveId}
      />
    </div>
  );
}
