import type { BonusView } from '@coinwave/api-contract';
import { X } from 'lucide-react';
import { SymbolIcon } from './SymbolIcon';

export interface BalloonBonusProps {
  bonus: BonusView;
  onPop: (balloonId: number) => void;
  /** True while a pop is on its way or the round is ending. */
  disabled: boolean;
}

/** The balloon bonus: 12 balloons, pop by click; wrong ones show as they pop; 4 wrong end it. */
export function BalloonBonus({ bonus, onPop, disabled }: BalloonBonusProps) {
  const over = bonus.phase === 'finished';
  return (
    <section
      aria-labelledby="bonus-title"
      data-testid="balloon-bonus"
      className="flex flex-col gap-3 rounded-2xl border border-coin/40 bg-[radial-gradient(circle_at_50%_0%,rgb(255_92_138/0.25),transparent_70%)] p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="bonus-title" className="font-display text-lg font-bold text-coin">
          Balloon Bonus!
        </h3>
        <p className="text-sm text-foam/85" aria-live="polite">
          Bonus <strong className="font-mono text-coin">{bonus.totalWin}</strong> coins ·{' '}
          {over ? 'Round over' : `${bonus.wrongLeft} wrong left`}
        </p>
      </div>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Balloons">
        {bonus.balloons.map((b) => (
          <li key={b.id}>
            {b.popped ? (
              <div
                aria-label={
                  b.isWrong ? `Balloon ${b.id + 1}: wrong` : `Balloon ${b.id + 1}: ${b.prize} coins`
                }
                role="img"
                className={`flex aspect-square animate-[balloon-pop_300ms_ease-out] flex-col items-center justify-center rounded-xl text-sm font-bold ${b.isWrong ? 'bg-coral/25 text-coral' : 'bg-coin/20 text-coin'}`}
              >
                {b.isWrong ? (
                  <X size={22} aria-hidden="true" />
                ) : (
                  <span className="font-mono">+{b.prize}</span>
                )}
              </div>
            ) : (
              <button
                type="button"
                onClick={() => onPop(b.id)}
                disabled={disabled || over}
                aria-label={`Pop balloon ${b.id + 1}`}
                className="flex aspect-square w-full cursor-pointer items-center justify-center rounded-xl bg-white/5 transition hover:-translate-y-0.5 hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <SymbolIcon symbol="balloon" className="pointer-events-none h-4/5 w-4/5" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
