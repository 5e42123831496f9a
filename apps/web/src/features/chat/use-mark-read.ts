import { routes } from '@coinwave/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { usePageVisible } from './use-page-visible';

export interface OpenConversation {
  otherId: string;
  /** The server's unread count for this contact. */
  unread: number;
  /** The newest message from the contact that is on screen, if any. */
  lastIncomingId: string | undefined;
}

/**
 * A conversation on screen is being read: tells the server so when it opens and whenever new
 * messages from the contact arrive (a new incoming message shows, or the server counts unread
 * ones), but only while the page is visible. The server then sends `dm_read` to every tab of the
 * user, which clears the badges; the contacts are re-read here too in case the socket is down.
 */
export function useMarkConversationRead(userId: string, open: OpenConversation | null): void {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const { mutate } = useMutation({
    mutationFn: (otherId: string) =>
      api(routes.markConversationRead, { params: { id: userId, otherId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts(userId) }),
    onError: (error) => console.warn('Marking a conversation read failed', error),
  });
  /** The conversation state last marked, so a re-render does not mark it again. */
  const marked = useRef<string | null>(null);
  const otherId = open?.otherId;
  const unread = open?.unread ?? 0;
  const seen = visible && open ? `${open.otherId}|${open.lastIncomingId ?? ''}` : null;
  useEffect(() => {
    if (seen === null || otherId === undefined) return;
    if (marked.current === seen && unread === 0) return;
    marked.current = seen;
    mutate(otherId);
  }, [seen, unread, otherId, mutate]);
}
