import type { Contact } from '@coinwave/api-contract';
import { Avatar } from '../../components/Avatar';
import { UnreadBadge } from './UnreadBadge';

export interface ContactListProps {
  contacts: readonly Contact[];
  selectedId: string | null;
  onSelect: (contact: Contact) => void;
}

/** Direct-message contacts with their unread counts; selecting one sets the recipient. */
export function ContactList({ contacts, selectedId, onSelect }: ContactListProps) {
  if (contacts.length === 0) {
    return (
      <p className="py-3 text-center text-sm text-foam/60">
        No conversations yet. Click a name in the wave chat or on the leaderboard to start one.
      </p>
    );
  }
  return (
    <ul aria-label="Contacts" className="flex gap-2 overflow-x-auto pb-1">
      {contacts.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onSelect(c)}
            aria-pressed={c.id === selectedId}
            className={`flex cursor-pointer items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm whitespace-nowrap transition ${c.id === selectedId ? 'border-surf bg-surf/20 text-foam' : 'border-white/10 bg-abyss/50 text-foam/80 hover:border-surf/50'}`}
          >
            <Avatar username={c.username} src={c.avatarUrl} size="sm" />
            {c.username}
            <UnreadBadge count={c.unread} />
          </button>
        </li>
      ))}
    </ul>
  );
}
