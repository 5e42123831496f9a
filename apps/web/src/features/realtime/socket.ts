import { ReconnectingSocket, type ServerMessage, type SocketStatus } from '@coinwave/api-contract';

/** `ws://host/ws`, or `wss://` when the page is served over https (spec section 7). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** The parts of `window` and `document` that tell when a retry is worth making at once. */
export interface WakeSources {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Calls `retry` when the network comes back (`online`) and when the page becomes visible again:
 * a backgrounded or offline tab may be waiting out a 30 s backoff for no reason. Returns the
 * unsubscribe function.
 */
export function retryOnWake(
  retry: () => void,
  sources: WakeSources = { window, document },
): () => void {
  const onOnline = () => retry();
  const onVisibility = () => {
    if (sources.document.visibilityState === 'visible') retry();
  };
  sources.window.addEventListener('online', onOnline);
  sources.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    sources.window.removeEventListener('online', onOnline);
    sources.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * The tab's one socket, reconnecting with the contract's backoff for as long as it is open, and
 * retrying at once when the network returns or the tab is shown again.
 */
export function openRealtime(
  onMessage: (message: ServerMessage) => void,
  onStatus: (status: SocketStatus, failedAttempts: number) => void,
  onSessionEnded: () => void,
): { socket: ReconnectingSocket; close: () => void } {
  const socket = new ReconnectingSocket({
    url: socketUrl(window.location),
    onMessage,
    onStatus,
    onSessionEnded,
  });
  const stopWaking = retryOnWake(() => socket.reconnectNow());
  return {
    socket,
    close: () => {
      stopWaking();
      socket.close();
    },
  };
}
