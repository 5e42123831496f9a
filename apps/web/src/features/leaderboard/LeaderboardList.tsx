import type { PublicUser, LeaderboardEntry } from '@coinwave/api-contract';
import { Avatar } from '../../components/Avatar';
import { formatSignedCoins } from '../../lib/format';

export interface LeaderboardListProps {
  entries: readonly LeaderboardEntry[];
  currentUserId: string;
  /** Clicking another player's name starts a direct message with them. */
  onSelectUser?: (user: PublicUser) => void;
  label: string;
}

/** Gold, silver and bronze for the podium. */
const PODIUM = ['bg-coin text-abyss', 'bg-[#c9d6df] text-abyss', 'bg-[#d08a4e] text-abyss'];

/** Leaderboard rows: rank, avatar, name, net coins won in the wave (DESIGN decision 9). */
export function LeaderboardList({
  entries,
  currentUserId,
  onSelectUser,
  label,
}: LeaderboardListProps) {
  if (entries.length === 0)
    return (
      <p className="py-4 text-center text-sm text-foam/60">
        No scores yet this wave. Play a round to make the board!
      </p>
    );
  return (
    <ol aria-label={label} className="flex flex-col gap-1.5">
      {entries.map((e, i) => {
        const rank = e.rank ?? i + 1;
        const mine = e.user.id === currentUserId;
        return (
          <li
            key={e.id}
            aria-current={mine ? 'true' : undefined}
            className={`flex items-center gap-3 rounded-xl px-3 py-2 ${mine ? 'bg-surf/20 ring-1 ring-surf/50' : 'bg-abyss/40'}`}
          >
            <span
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full font-display text-xs font-bold ${PODIUM[rank - 1] ?? 'bg-white/10 text-foam/80'}`}
            >
              <span className="sr-only">Rank </span>
              {rank}
            </span>
            <Avatar username={e.user.username} src={e.user.avatarUrl} size="sm" />
            <span className="min-w-0 flex-1 truncate text-sm">
              {mine || !onSelectUser ? (
                <span className="font-semibold text-foam">
                  {mine ? `${e.user.username} (you)` : e.user.username}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onSelectUser(e.user)}
                  className="cursor-pointer font-semibold text-foam hover:text-seaglass hover:underline"
                  title={`Message ${e.user.username}`}
                >
                  {e.user.username}
                </button>
              )}
            </span>
            <span
              className={`font-display text-sm font-bold tabular-nums ${e.score >= 0 ? 'text-coin' : 'text-coral'}`}
            >
              {formatSignedCoins(e.score)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
