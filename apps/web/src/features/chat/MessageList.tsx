import type { PublicUser, Message } from '@coinwave/api-contract';
import { useEffect, useRef } from 'react';
import { Avatar } from '../../components/Avatar';
import { MessageMenu } from '../../components/MessageMenu';
import { timeAgo } from '../../lib/time';

export interface MessageListProps {
  messages: readonly Message[];
  currentUserId: string;
  now: number;
  emptyText: string;
  label: string;
  /** Clicking another player's name starts a direct message with them. */
  onSelectUser?: (user: PublicUser) => void;
  /** Each message's menu: Report and Block on others' messages, Delete for moderators. */
  actions?: MessageActions;
}

/** What the menu of each message offers. */
export interface MessageActions {
  canDelete: boolean;
  onReport: (message: Message) => void;
  onBlock: (message: Message) => void;
  onDelete: (message: Message) => void;
}

/** Chat bubbles, oldest first, kept scrolled to the newest. */
export function MessageList({
  messages,
  currentUserId,
  now,
  emptyText,
  label,
  onSelectUser,
  actions,
}: MessageListProps) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    // Block body on purpose: newer browsers return a Promise from scrollIntoView, and an effect must not.
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last]);
  if (messages.length === 0)
    return <p className="py-8 text-center text-sm text-foam/60">{emptyText}</p>;
  return (
    <ol aria-label={label} className="flex flex-col gap-2.5">
      {messages.map((m) => {
        const mine = m.sender.id === currentUserId;
        return (
          <li key={m.id} className={`flex gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
            <Avatar username={m.sender.username} src={m.sender.avatarUrl} size="sm" />
            <div
              className={`max-w-[80%] min-w-0 rounded-2xl px-3 py-2 ${mine ? 'rounded-tr-sm bg-surf/25' : 'rounded-tl-sm bg-abyss/60'}`}
            >
              <div className="flex items-baseline gap-2 text-xs">
                {mine || !onSelectUser ? (
                  <span className="font-semibold text-seaglass">
                    {mine ? 'You' : m.sender.username}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onSelectUser(m.sender)}
                    className="cursor-pointer font-semibold text-seaglass hover:underline"
                    title={`Message ${m.sender.username}`}
                  >
                    {m.sender.username}
                  </button>
                )}
                <time dateTime={m.createdAt} className="text-foam/55">
                  {timeAgo(m.createdAt, now)}
                </time>
                {actions && (
                  <span className="-my-1 ml-auto">
                    <MessageMenu
                      senderName={m.sender.username}
                      mine={mine}
                      canReport={!mine}
                      canBlock={!mine}
                      canDelete={actions.canDelete}
                      onReport={() => actions.onReport(m)}
                      onBlock={() => actions.onBlock(m)}
                      onDelete={() => actions.onDelete(m)}
                    />
                  </span>
                )}
              </div>
              <p className="text-sm break-words whitespace-pre-wrap text-foam">{m.content}</p>
            </div>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
