import { routes, type PublicUser } from '@coinwave/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar } from '../../components/Avatar';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useNow } from '../../lib/use-now';
import { useDmStore } from '../../stores/dm.store';
import { Composer } from './Composer';
import { ContactList } from './ContactList';
import { mergeContacts } from './contacts';
import { MessageList } from './MessageList';
import { toSendResult } from './send-result';
import { useContacts } from './use-contacts';
import { useMarkConversationRead } from './use-mark-read';
import { useMessageActions } from './use-message-actions';

/** The open conversation's title: who it is with, avatar included. */
function ConversationHeader({ user }: { user: PublicUser }) {
  return (
    <h3 className="flex items-center gap-2 text-sm font-semibold text-foam">
      <Avatar username={user.username} src={user.avatarUrl} size="sm" />
      <span className="truncate">{user.username}</span>
    </h3>
  );
}

/** DM mode: contacts with unread badges, the selected conversation and its composer. */
export function DirectMessages({ userId }: { userId: string }) {
  const now = useNow(30_000);
  const queryClient = useQueryClient();
  const { recipient, started, selectRecipient } = useDmStore();
  const contacts = useContacts(userId);
  const { actions, dialogs } = useMessageActions();
  const conversation = useQuery({
    queryKey: queryKeys.conversation(userId, recipient?.id ?? ''),
    queryFn: () => api(routes.conversation, { params: { id: userId, otherId: recipient!.id } }),
    enabled: !!recipient,
  });
  const send = useMutation({
    mutationFn: ({ to, content }: { to: string; content: string }) =>
      api(routes.sendMessage, { body: { senderId: userId, content, recipientId: to } }),
    // Offline, TanStack would pause the send and the composer would wait in silence: fail instead.
    networkMode: 'always',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.contacts(userId) });
    },
  });
  const list = mergeContacts(contacts.data ?? [], started, userId);
  // The listed contact is fresher than the one remembered when it was picked (avatar, unread).
  const listed = recipient ? list.find((c) => c.id === recipient.id) : undefined;
  const open = listed ?? recipient;
  useMarkConversationRead(
    userId,
    open && {
      otherId: open.id,
      unread: listed?.unread ?? 0,
      lastIncomingId: conversation.data?.findLast((m) => m.sender.id === open.id)?.id,
    },
  );
  return (
    <div className="flex flex-col gap-3">
      <ContactList contacts={list} selectedId={recipient?.id ?? null} onSelect={selectRecipient} />
      {open ? (
        <>
          <ConversationHeader user={open} />
          <div
            className="h-64 overflow-y-auto rounded-xl bg-abyss/30 p-2 pr-1"
            tabIndex={0}
            aria-label={`Conversation with ${open.username}`}
          >
            <MessageList
              messages={conversation.data ?? []}
              currentUserId={userId}
              now={now}
              label={`Messages with ${open.username}`}
              emptyText={
                conversation.isLoading
                  ? 'Loading…'
                  : `Start your conversation with ${open.username}.`
              }
              actions={actions}
            />
          </div>
          <Composer
            label={`Message to ${open.username}`}
            placeholder={`Message ${open.username}…`}
            onSend={(content) => toSendResult(send.mutateAsync({ to: open.id, content }))}
          />
          {dialogs}
        </>
      ) : (
        list.length > 0 && (
          <p className="text-center text-sm text-foam/60">
            Pick a contact to open the conversation.
          </p>
        )
      )}
    </div>
  );
}
