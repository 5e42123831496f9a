import { WaveFigures, type WaveFiguresProps } from './WaveFigures';

export interface WaveStatusProps extends WaveFiguresProps {
  wave: { number: number; startTime: string; endTime: string } | null;
}

/** 'Current Wave Status': Surfers, Duration, Time Left, Active Games, Messages (spec section 2). */
export function WaveStatus({ wave, ...figures }: WaveStatusProps) {
  return (
    <section
      aria-labelledby="wave-status-title"
      className="rounded-2xl border border-surf/20 bg-gradient-to-br from-tide/50 via-ocean/50 to-deep/60 p-4"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="wave-status-title" className="font-display text-lg font-bold text-foam">
          Current Wave Status
        </h2>
        {wave && <span className="text-sm font-semibold text-seaglass">Wave #{wave.number}</span>}
      </div>
      <WaveFigures wave={wave} {...figures} />
    </section>
  );
}
