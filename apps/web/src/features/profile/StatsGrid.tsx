import type { User } from '@coinwave/api-contract';
import { Flame } from 'lucide-react';
import { StatTile } from '../../components/StatTile';
import { formatCoins, formatSignedCoins } from '../../lib/format';

export type StatsUser = Pick<
  User,
  | 'coins'
  | 'gamesPlayed'
  | 'winRate'
  | 'totalWinnings'
  | 'currentStreak'
  | 'wavesSurfed'
  | 'friendsMade'
>;

/**
 * Total Winnings is net (spec section 9: "net winnings are winnings minus total stake"), so it
 * says so under the figure and goes below zero, in coral, after losing rounds.
 */
function NetWinnings({ coins }: { coins: number }) {
  return (
    <span className="flex flex-col">
      <span className={coins < 0 ? 'text-coral' : undefined} data-testid="total-winnings">
        {formatSignedCoins(coins)}
      </span>
      <span className="font-sans text-[10px] font-semibold tracking-wide text-foam/75 uppercase">
        net of stakes
      </span>
    </span>
  );
}

/** 'Your Stats': the user record's figures (spec section 3). */
export function StatsGrid({ user }: { user: StatsUser }) {
  return (
    <dl className="grid grid-cols-2 gap-2">
      <StatTile label="Coins" value={formatCoins(user.coins)} />
      <StatTile label="Games Played" value={formatCoins(user.gamesPlayed ?? 0)} />
      <StatTile label="Win Rate" value={`${user.winRate ?? 0}%`} />
      <StatTile label="Total Winnings" value={<NetWinnings coins={user.totalWinnings ?? 0} />} />
      <StatTile
        label="Current Streak"
        value={
          <span className="inline-flex items-center gap-1">
            {user.currentStreak ?? 0}
            <Flame size={16} className="text-coral" aria-hidden="true" />
          </span>
        }
      />
      <StatTile label="Waves Surfed" value={user.wavesSurfed ?? 0} />
      <StatTile label="Friends Made" value={user.friendsMade ?? 0} />
    </dl>
  );
}
