import { ReconnectingSocket, type ServerMessage, type SocketStatus } from '@coinwave/api-contract';

/** `ws://host/ws`, or `wss://` when the page is served over https (spec section 7). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** The tab's one socket, reconnecting with the contract's backoff. */
export function openRealtime(
  onMessage: (message: ServerMessage) => void,
  onStatus: (status: SocketStatus) => void,
): ReconnectingSocket {
  return new ReconnectingSocket({ url: socketUrl(window.location), onMessage, onStatus });
}
