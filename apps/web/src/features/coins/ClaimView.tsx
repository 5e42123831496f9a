import { Gift, Timer } from 'lucide-react';
import { Button } from '../../components/Button';
import { formatMmSs } from '../../lib/time';

export interface ClaimViewProps {
  /** Milliseconds until the next claim; 0 means the claim is ready. */
  remainingMs: number;
  onClaim: () => void;
  pending?: boolean;
}

/** Both forms share one grid cell (the one not shown is invisible): see ClaimView. */
const CELL = 'col-start-1 row-start-1';

/**
 * The Claim button when the hour has passed, else the 'Next claim' mm:ss countdown (spec sections
 * 2 and 5). The slot is always as wide as the wider form, so the header never rewraps when a claim
 * is made or comes due (a layout shift on a phone), nor when the player's own state replaces the
 * main screen's shell, which renders it for nobody in particular.
 */
export function ClaimView({ remainingMs, onClaim, pending = false }: ClaimViewProps) {
  const ready = remainingMs <= 0;
  return (
    <span className="inline-grid items-center">
      <span
        className={`${CELL} inline-flex items-center gap-1.5 rounded-full border border-white/10 bg-abyss/50 px-3 py-1 text-xs text-foam/80 ${ready ? 'invisible' : ''}`}
        data-testid={ready ? undefined : 'next-claim'}
        aria-hidden={ready || undefined}
      >
        <Timer size={14} className="text-seaglass" aria-hidden="true" />
        Next claim{' '}
        <span className="font-semibold tabular-nums text-foam">{formatMmSs(remainingMs)}</span>
      </span>
      <Button
        variant="coin"
        size="sm"
        onClick={onClaim}
        disabled={pending || !ready}
        aria-hidden={!ready || undefined}
        tabIndex={ready ? undefined : -1}
        className={`${CELL} justify-self-start ${ready ? 'animate-[pulse_2.5s_ease-in-out_infinite]' : 'invisible'}`}
      >
        <Gift size={14} aria-hidden="true" /> Claim
      </Button>
    </span>
  );
}
