import { ApiError } from '@coinwave/api-contract';

/**
 * What to tell the player when sharing a screenshot or recording failed: the server's own words
 * when it gave some (storage quota, uploads per day, disk full, a damaged file), a plain reason by
 * status when it did not, and `fallback` when the failure was not the server's answer (no
 * connection, the capture itself).
 */
export function uploadErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.error) return error.error;
  if (error.status === 413) return 'The file is too large to share.';
  if (error.status === 429) return 'Too many uploads. Please wait a little and try again.';
  if (error.status === 507) return "The server's storage is full. Please try again later.";
  if (error.status === 401) return 'Your session has ended. Please sign in again.';
  return `The server could not take that file (error ${error.status}). Please try again.`;
}
