import { routes, type Contact, type PublicUser } from '@coinwave/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useNow } from '../../lib/use-now';
import { useDmStore } from '../../stores/dm.store';
import { Composer } from './Composer';
import { ContactList } from './ContactList';
import { MessageList } from './MessageList';

/** Merges the server's contacts with the ones started here, without duplicates or oneself. */
export function mergeContacts(
  server: readonly Contact[],
  started: readonly PublicUser[],
  selfId: string,
): Contact[] {
  const all: Contact[] = [...server, ...started.map((c) => ({ ...c, unread: 0 }))];
  return all.filter((c, i) => c.id !== selfId && all.findIndex((o) => o.id === c.id) === i);
}

/** DM mode: contacts, the selected conversation and its composer. */
export function DirectMessages({ userId }: { userId: string }) {
  const now = useNow(30_000);
  const queryClient = useQueryClient();
  const { recipient, started, selectRecipient } = useDmStore();
  const contacts = useQuery({
    queryKey: queryKeys.contacts(userId),
    queryFn: () => api(routes.contacts, { params: { id: userId } }),
  });
  const conversation = useQuery({
    queryKey: queryKeys.conversation(userId, recipient?.id ?? ''),
    queryFn: () => api(routes.conversation, { params: { id: userId, otherId: recipient!.id } }),
    enabled: !!recipient,
  });
  const send = useMutation({
    mutationFn: ({ to, content }: { to: string; content: string }) =>
      api(routes.sendMessage, { body: { senderId: userId, content, recipientId: to } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.contacts(userId) });
    },
    onError: (error) => console.warn('Sending a direct message failed', error),
  });
  const list = mergeContacts(contacts.data ?? [], started, userId);
  return (
    <div className="flex flex-col gap-3">
      <ContactList contacts={list} selectedId={recipient?.id ?? null} onSelect={selectRecipient} />
      {recipient ? (
        <>
          <div
            className="h-64 overflow-y-auto rounded-xl bg-abyss/30 p-2 pr-1"
            tabIndex={0}
            aria-label={`Conversation with ${recipient.username}`}
          >
            <MessageList
              messages={conversation.data ?? []}
              currentUserId={userId}
              now={now}
              label={`Messages with ${recipient.username}`}
              emptyText={
                conversation.isLoading
                  ? 'Loading…'
                  : `Start your conversation with ${recipient.username}.`
              }
            />
          </div>
          <Composer
            label={`Message to ${recipient.username}`}
            placeholder={`Message ${recipient.username}…`}
            onSend={(content) => send.mutate({ to: recipient.id, content })}
          />
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
