import type { SocketStatus } from '@coinwave/api-contract';

const LOOK: Record<SocketStatus, { color: string; label: string }> = {
  open: { color: 'bg-emerald-400 shadow-[0_0_8px_rgb(52_211_153/0.8)]', label: 'Connected' },
  connecting: { color: 'bg-yellow-300 animate-pulse', label: 'Connecting' },
  closed: { color: 'bg-red-500', label: 'Disconnected' },
  error: { color: 'bg-red-500', label: 'Connection error' },
};

/** Green when the real-time connection is open, yellow while connecting, red otherwise (spec section 2). */
export function ConnectionDot({ status }: { status: SocketStatus }) {
  const look = LOOK[status];
  return (
    <span
      role="status"
      className="inline-flex items-center"
      title={look.label}
      data-status={status}
    >
      <span className={`block h-2.5 w-2.5 rounded-full ${look.color}`} aria-hidden="true" />
      <span className="sr-only">Real-time connection: {look.label}</span>
    </span>
  );
}
