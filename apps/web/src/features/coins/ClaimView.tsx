import { Gift, Timer } from 'lucide-react';
import { Button } from '../../components/Button';
import { formatMmSs } from '../../lib/time';

export interface ClaimViewProps {
  /** Milliseconds until the next claim; 0 means the claim is ready. */
  remainingMs: number;
  onClaim: () => void;
  pending?: boolean;
}

/** The Claim button when the hour has passed, else the 'Next claim' mm:ss countdown (spec sections 2 and 5). */
export function ClaimView({ remainingMs, onClaim, pending = false }: ClaimViewProps) {
  if (remainingMs > 0) {
    return (
      <span
        className="inline-flex items-center gap-1.5 rounded-full border border-white/10 bg-abyss/50 px-3 py-1 text-xs text-foam/80"
        data-testid="next-claim"
      >
        <Timer size={14} className="text-seaglass" aria-hidden="true" />
        Next claim{' '}
        <span className="font-semibold tabular-nums text-foam">{formatMmSs(remainingMs)}</span>
      </span>
    );
  }
  return (
    <Button
      variant="coin"
      size="sm"
      onClick={onClaim}
      disabled={pending}
      className="animate-[pulse_2.5s_ease-in-out_infinite]"
    >
      <Gift size={14} aria-hidden="true" /> Claim
    </Button>
  );
}
