import { routes, type User } from '@coinwave/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** How the `me` query asks the server: `GET /api/auth/me` (see `current-user.ts`). */
export const meQuery = queryOptions<User | null>({
  queryKey: queryKeys.me,
  queryFn: () => api(routes.me, {}),
});
