import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MuteToggle } from './MuteToggle';

export interface TableBarProps {
  muted: boolean;
  onToggleMute: () => void;
  /** Extra status on the left (e.g. the last result). */
  children?: ReactNode;
}

/** The strip above every table: a status line, the fairness link and the sound switch. */
export function TableBar({ muted, onToggleMute, children }: TableBarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <div className="min-w-0 text-foam/80" aria-live="polite">
        {children}
      </div>
      <div className="flex items-center gap-2">
        <Link
          to="/fairness"
          className="inline-flex items-center gap-1 rounded-full border border-white/15 px-3 py-1 text-xs text-seaglass no-underline hover:bg-white/10 hover:no-underline"
        >
          <ShieldCheck size={14} aria-hidden="true" /> Provably fair
        </Link>
        <MuteToggle muted={muted} onToggle={onToggleMute} />
      </div>
    </div>
  );
}
