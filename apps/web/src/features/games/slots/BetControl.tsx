import { Minus, Plus } from 'lucide-react';

export interface BetControlProps {
  bet: number;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease: boolean;
  canIncrease: boolean;
  disabled?: boolean;
}

/** The slots bet: - and + in steps of 10. */
export function BetControl({
  bet,
  onDecrease,
  onIncrease,
  canDecrease,
  canIncrease,
  disabled = false,
}: BetControlProps) {
  const button =
    'inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-full border border-surf/50 text-seaglass hover:bg-surf/10 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div role="group" aria-label="Bet" className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        aria-label="Lower bet by 10"
        onClick={onDecrease}
        disabled={disabled || !canDecrease}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        data-testid="slots-bet"
        className="min-w-20 rounded-full bg-abyss/70 px-3 py-1.5 text-center font-mono font-bold text-coin"
      >
        Bet {bet}
      </output>
      <button
        type="button"
        className={button}
        aria-label="Raise bet by 10"
        onClick={onIncrease}
        disabled={disabled || !canIncrease}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
