import { Clock, Gamepad2, Hourglass, MessageCircle, Users } from 'lucide-react';
import { StatTile } from '../../components/StatTile';
import { formatDuration, waveElapsedMs, msUntil } from '../../lib/time';

export interface WaveFiguresProps {
  wave: { startTime: string; endTime: string } | null;
  /** Players connected to the wave now. */
  surfers: number;
  /** Games with a round in the last 15 minutes. */
  activeGames: number;
  messages: number;
  now: number;
}

/** The wave's five figures: Surfers, Duration, Time Left, Active Games, Messages (spec section 2). */
export function WaveFigures({ wave, surfers, activeGames, messages, now }: WaveFiguresProps) {
  const left = wave ? msUntil(wave.endTime, now) : 0;
  return (
    // The columns follow the panel's own width (it is narrow beside chat at 1024-1279 px), not
    // the window's: a tile needs about 120 px for its longest label, ACTIVE GAMES.
    <div className="@container">
      <dl className="grid grid-cols-2 gap-2 @min-[23.5rem]:grid-cols-3 @min-[39rem]:grid-cols-5">
        <StatTile label="Surfers" icon={<Users size={12} />} value={wave ? surfers : '–'} />
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
    </div>
  );
}
