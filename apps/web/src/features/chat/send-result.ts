import { ApiError } from '@coinwave/api-contract';

/** What became of a message: accepted by the server, or refused with a reason a person can read. */
export type SendResult = { ok: true } | { ok: false; error: string };

/** Said when the request could not be made because the device has no network. */
export const OFFLINE_TEXT = "You're offline: your message was not sent.";
/** Said when the network is up but the server did not answer (down, restarting, unreachable). */
export const UNREACHABLE_TEXT = "Coinwave can't be reached right now: your message was not sent.";
/** Said when the server failed without a readable reason (a 5xx, a proxy's error page). */
export const NOT_SENT_TEXT = 'Your message was not sent: the server could not take it. Try again.';

/**
 * Why a send failed, in words for the composer: the server's own `error` text when it gave one
 * (rate limit, too long), otherwise a plain sentence. A rejection that is not an HTTP answer is a
 * network failure (fetch rejects only when the request could not be made or completed): offline
 * when the browser knows it has no network, else the server could not be reached.
 */
export function sendErrorText(
  error: unknown,
  isOnline: () => boolean = () => navigator.onLine,
): string {
  if (error instanceof ApiError) return error.error ?? NOT_SENT_TEXT;
  return isOnline() ? UNREACHABLE_TEXT : OFFLINE_TEXT;
}

/** Runs a send and turns its outcome into a value the composer can show (errors as values). */
export async function toSendResult(send: Promise<unknown>): Promise<SendResult> {
  try {
    await send;
    return { ok: true };
  } catch (error) {
    return { ok: false, error: sendErrorText(error) };
  }
}
