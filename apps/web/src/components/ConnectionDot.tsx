import { RECONNECT_POLICY, type SocketStatus } from '@coinwave/api-contract';
import { RotateCw } from 'lucide-react';

/**
 * Tailwind's pulse, starting a second into a connection attempt: one that takes a while shows it
 * is still trying, while the quick one of every page load shows steady yellow, and the page is not
 * drawn sixty times a second while it loads.
 */
const SLOW_CONNECT_PULSE = 'animate-[pulse_2s_cubic-bezier(0.4,0,0.6,1)_1s_infinite]';

const LOOK: Record<SocketStatus, { color: string; label: string }> = {
  open: { color: 'bg-emerald-400 shadow-[0_0_8px_rgb(52_211_153/0.8)]', label: 'Connected' },
  connecting: { color: `bg-yellow-300 ${SLOW_CONNECT_PULSE}`, label: 'Connecting' },
  closed: { color: 'bg-red-500', label: 'Disconnected' },
  error: { color: 'bg-red-500', label: 'Connection error' },
};

export interface ConnectionDotProps {
  status: SocketStatus;
  /** Consecutive failed connection attempts since the socket was last open. */
  failedAttempts?: number;
  /** Retries at once; offered once `RECONNECT_POLICY.offerAfterAttempts` attempts have failed. */
  onReconnect?: () => void;
}

/** True once the connection has failed long enough that the player should hear of it. */
export function isLongOutage(status: SocketStatus, failedAttempts: number): boolean {
  return status !== 'open' && failedAttempts >= RECONNECT_POLICY.offerAfterAttempts;
}

/**
 * What a screen reader hears: the state, and during a long outage that retries continue. The
 * outage text stays the same from one attempt to the next, so the live region does not repeat it
 * every time a retry starts and fails.
 */
function describe(status: SocketStatus, failedAttempts: number, canReconnect: boolean): string {
  if (isLongOutage(status, failedAttempts))
    return `Real-time connection lost: still retrying${canReconnect ? ', or press Reconnect' : ''}`;
  if (status === 'closed' || status === 'error')
    return `Real-time connection: ${LOOK[status].label}, reconnecting`;
  return `Real-time connection: ${LOOK[status].label}`;
}

/**
 * Green when the real-time connection is open, yellow while connecting, red otherwise (spec
 * section 2). After `RECONNECT_POLICY.offerAfterAttempts` failed attempts (3: about 20 s on
 * average) a Reconnect button appears beside it: the socket keeps retrying on its own, but the
 * player is told and can try at once instead of waiting out the backoff.
 */
export function ConnectionDot({ status, failedAttempts = 0, onReconnect }: ConnectionDotProps) {
  const look = LOOK[status];
  const longOutage = isLongOutage(status, failedAttempts);
  return (
    <span className="inline-flex items-center gap-2">
      <span
        role="status"
        className="inline-flex items-center"
        title={longOutage ? `${look.label}: ${failedAttempts} attempts failed` : look.label}
        data-status={status}
      >
        <span className={`block h-2.5 w-2.5 rounded-full ${look.color}`} aria-hidden="true" />
        <span className="sr-only">
          {describe(status, failedAttempts, onReconnect !== undefined)}
        </span>
      </span>
      {longOutage && onReconnect && (
        <button
          type="button"
          onClick={onReconnect}
          title="Reconnect now"
          // Icon-only below 640 px: with the word, the phone header would wrap onto a second row.
          className="inline-flex h-8 w-8 cursor-pointer items-center justify-center gap-1 rounded-full border border-coral/60 bg-coral/15 text-xs font-semibold whitespace-nowrap text-foam transition hover:bg-coral/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-seaglass sm:h-7 sm:w-auto sm:px-2.5"
        >
          <RotateCw
            size={13}
            aria-hidden="true"
            className={status === 'connecting' ? 'animate-spin motion-reduce:animate-none' : ''}
          />
          <span className="max-sm:sr-only">Reconnect</span>
        </button>
      )}
    </span>
  );
}
