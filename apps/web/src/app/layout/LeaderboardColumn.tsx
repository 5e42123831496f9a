import { WaveLeaders } from '../../features/leaderboard/WaveLeaders';
import { RecentAchievements, YourStats } from '../../features/profile/ProfilePanels';

/** The right column: the wave's leaders, the player's stats and recent achievements. */
export function LeaderboardColumn({
  userId,
  onViewFull,
  leadersHidden,
}: {
  userId: string;
  onViewFull: () => void;
  /** Below 1024 px the Leaderboard place already lists everyone above the column. */
  leadersHidden: boolean;
}) {
  return (
    <>
      <WaveLeaders
        userId={userId}
        onViewFull={onViewFull}
        className={leadersHidden ? 'max-lg:hidden' : ''}
      />
      <YourStats />
      <RecentAchievements userId={userId} />
    </>
  );
}
