import { routes } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * The user's direct-message contacts with their unread counts (kept by the server, so they survive
 * a reload and agree across tabs). Socket chat and dm_read frames invalidate this query.
 */
export function useContacts(userId: string) {
  return useQuery({
    queryKey: queryKeys.contacts(userId),
    queryFn: () => api(routes.contacts, { params: { id: userId } }),
  });
}
