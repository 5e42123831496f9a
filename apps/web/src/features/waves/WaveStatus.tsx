import { Clock, Gamepad2, Hourglass, MessageCircle, Users } from 'lucide-react';
import { StatTile } from '../../components/StatTile';
import { formatDuration, waveElapsedMs, waveRemainingMs } from '../../lib/time';

export interface WaveStatusProps {
  wave: { number: number; startTime: string; currentPlayers: number } | null;
  activeGames: number;
  messages: number;
  now: number;
}

/** 'Current Wave Status': Surfers, Duration, Time Left, Active Games, Messages (spec section 2). */
export function WaveStatus({ wave, activeGames, messages, now }: WaveStatusProps) {
  const left = wave ? waveRemainingMs(wave.startTime, now) : 0;
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
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
        <StatTile
          label="Surfers"
          icon={<Users size={12} />}
          value={wave ? wave.currentPlayers : '–'}
        />
        <StatTile
          label="Duration"
          icon={<Clock size={12} />}
          value={wave ? formatDuration(waveElapsedMs(wave.startTime, now)) : '–'}
        />
        <StatTile
          label="Time Left"
          icon={<Hourglass size={12} />}
          value={wave ? (left > 0 ? formatDuration(left) : 'New wave starting...') : '–'}
        />
        <StatTile
          label="Active Games"
          icon={<Gamepad2 size={12} />}
          value={wave ? activeGames : '–'}
        />
        <StatTile
          label="Messages"
          icon={<MessageCircle size={12} />}
          value={wave ? messages : '–'}
        />
      </dl>
    </section>
  );
}
