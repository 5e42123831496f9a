import { Award, Coins, Flame, Gamepad2, Spade, Trophy, Users, type LucideIcon } from 'lucide-react';

export interface AchievementListItem {
  id: string;
  type?: string;
  icon: string;
  title: string;
  description: string;
}

/** Each award type drawn as an icon (the server's emoji stays as the fallback title text). */
const ICONS: Record<string, LucideIcon> = {
  big_win: Coins,
  streak: Flame,
  blackjack: Spade,
  games_played: Gamepad2,
  champion: Trophy,
  slots: Coins,
  social: Users,
};

/** Shown when the player has none yet (spec section 2). */
export const PLACEHOLDER_ACHIEVEMENTS: readonly AchievementListItem[] = [
  {
    id: 'placeholder-champion',
    type: 'champion',
    icon: '🏆',
    title: 'Wave Champion',
    description: 'Finish a wave at the top of the leaderboard.',
  },
  {
    id: 'placeholder-slots',
    type: 'slots',
    icon: '🎰',
    title: 'Slot Master',
    description: 'Land a big win on the slots.',
  },
  {
    id: 'placeholder-social',
    type: 'social',
    icon: '🤙',
    title: 'Social Surfer',
    description: 'Chat and share with your wave.',
  },
];

/** The spec shows the first 3. */
export const ACHIEVEMENTS_SHOWN = 3;

/** Recent Achievements: the first 3, or the placeholder examples (dimmed) when there are none. */
export function AchievementList({
  achievements,
}: {
  achievements: readonly AchievementListItem[];
}) {
  const empty = achievements.length === 0;
  const shown = empty ? PLACEHOLDER_ACHIEVEMENTS : achievements.slice(0, ACHIEVEMENTS_SHOWN);
  return (
    <div>
      {empty && (
        <p className="mb-2 text-xs text-foam/65">No achievements yet. Here is what you can earn:</p>
      )}
      <ul
        className="flex flex-col gap-2"
        aria-label={empty ? 'Achievements to earn' : 'Recent achievements'}
      >
        {shown.map((a) => {
          const Icon = ICONS[a.type ?? ''] ?? Award;
          return (
            <li
              key={a.id}
              className={`flex items-center gap-3 rounded-xl border px-3 py-2 ${empty ? 'border-dashed border-white/15 bg-abyss/20' : 'border-coin/30 bg-coin/10'}`}
            >
              <span
                className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${empty ? 'bg-white/5 text-foam/50' : 'bg-coin/20 text-coin'}`}
                aria-hidden="true"
                title={a.icon}
              >
                <Icon size={18} />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-foam">{a.title}</span>
                <span className="block text-xs text-foam/70">{a.description}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
