import type { Contact, PublicUser } from '@coinwave/api-contract';

/** Merges the server's contacts with the ones started here, without duplicates or oneself. */
export function mergeContacts(
  server: readonly Contact[],
  started: readonly PublicUser[],
  selfId: string,
): Contact[] {
  const all: Contact[] = [...server, ...started.map((c) => ({ ...c, unread: 0 }))];
  return all.filter((c, i) => c.id !== selfId && all.findIndex((o) => o.id === c.id) === i);
}

/** The unread direct messages over all contacts (the Direct Messages toggle's badge). */
export function totalUnread(contacts: readonly Pick<Contact, 'unread'>[]): number {
  return contacts.reduce((sum, c) => sum + Math.max(0, c.unread), 0);
}
