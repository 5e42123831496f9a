import { Gift, Timer } from 'lucide-react';
import { useState } from 'react';
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
 * True from the render where the claim comes due until it is made: a claim that comes due while
 * the player is here is worth a pulse; one already due when the header appears is not news.
 */
function useCameDue(ready: boolean): boolean {
  const [wasReady, setWasReady] = useState(ready);
  const [cameDue, setCameDue] = useState(false);
  if (ready !== wasReady) {
    setWasReady(ready);
    setCameDue(ready);
  }
  return cameDue;
}

/**
 * Two pulses of the Claim button (5 s: motion that starts on its own stops within WCAG 2.2.2's
 * five seconds). Only when the claim comes due on screen: at a page load the gold button stands
 * still, and the page is not drawn sixty times a second while it loads.
 */
const CAME_DUE_PULSE = 'animate-[pulse_2.5s_ease-in-out_2]';

/**
 * The Claim button when the hour has passed, else the 'Next claim' mm:ss countdown (spec sections
 * 2 and 5). The slot is always as wide as the wider form, so the header never rewraps when a claim
 * is made or comes due (a layout shift on a phone), nor when the player's own state replaces the
 * main screen's shell, which renders it for nobody in particular.
 */
export function ClaimView({ remainingMs, onClaim, pending = false }: ClaimViewProps) {
  const ready = remainingMs <= 0;
  const cameDue = useCameDue(ready);
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
        className={`${CELL} justify-self-start ${ready ? (cameDue ? CAME_DUE_PULSE : '') : 'invisible'}`}
      >
        <Gift size={14} aria-hidden="true" /> Claim
      </Button>
    </span>
  );
}
