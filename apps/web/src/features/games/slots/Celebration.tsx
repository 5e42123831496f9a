import { formatCoins } from '../../../lib/format';

const COLOURS = ['#f5c542', '#ff6f61', '#7fe0d2', '#23b5c9', '#ff5c8a'];

/** The jackpot celebration: falling confetti and the amount (a win of at least 10x the bet). */
export function Celebration({ amount }: { amount: number }) {
  return (
    <div
      role="status"
      data-testid="jackpot"
      className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center overflow-hidden rounded-2xl"
    >
      {Array.from({ length: 28 }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className="absolute top-0 h-3 w-2 animate-[confetti-fall_2.2s_ease-in_forwards] rounded-sm"
          style={{
            left: `${(i * 37) % 100}%`,
            background: COLOURS[i % COLOURS.length],
            animationDelay: `${(i % 7) * 120}ms`,
          }}
        />
      ))}
      <p className="rounded-2xl bg-abyss/85 px-6 py-3 text-center font-display text-2xl font-black text-coin shadow-xl sm:text-3xl">
        JACKPOT!
        <span className="block text-base font-bold text-foam">+{formatCoins(amount)} coins</span>
      </p>
    </div>
  );
}
