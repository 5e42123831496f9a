import { STREAK_MILESTONES } from '@coinwave/api-contract';

/** What one achievement shows; the server's texts, whatever a client sends. */
export interface AchievementText {
  icon: string;
  title: string;
  description: string;
}

/** The spec's triggers (section 7) and the streak milestones (DESIGN decision 10). */
export const ACHIEVEMENT_TEXT = {
  big_win: (): AchievementText => ({
    icon: '🎰',
    title: 'Jackpot Winner!',
    description: 'Won at least 5x the bet on slots',
  }),
  streak: (n: number): AchievementText => ({
    icon: '🔥',
    title: `${n}-Game Streak!`,
    description: `Won ${n} games in a row`,
  }),
  blackjack: (): AchievementText => ({
    icon: '🃏',
    title: 'Natural 21!',
    description: 'Dealt a natural blackjack against a dealer without one',
  }),
  games_played: (): AchievementText => ({
    icon: '🎮',
    title: 'Gaming Veteran',
    description: 'Played 10 games',
  }),
  /** Awarded when a wave ends to its leaderboard's top player (milestone: the wave number). */
  wave_champion: (wave: number): AchievementText => ({
    icon: '🏆',
    title: 'Wave Champion',
    description: `Top of the leaderboard when wave #${wave} ended`,
  }),
} as const;
export type AchievementType = keyof typeof ACHIEVEMENT_TEXT;

export const GAMES_PLAYED_MILESTONE = 10;
/** A slots payout of at least this many times the bet is a big win. */
export const BIG_WIN_MULTIPLE = 5;

export function isAchievementType(type: string): type is AchievementType {
  return Object.hasOwn(ACHIEVEMENT_TEXT, type);
}

/** The highest streak milestone at or below `n`, or undefined below 3. */
export function streakMilestoneFor(n: number): number | undefined {
  return [...STREAK_MILESTONES].reverse().find((m) => m <= n);
}

/** True when a win streak of exactly `n` reaches a milestone (a streak grows by one per win, so it meets each one). */
export function isStreakMilestone(n: number): boolean {
  return (STREAK_MILESTONES as readonly number[]).includes(n);
}
