import { routes } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { Award, BarChart3, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Panel } from '../../components/Panel';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentUser } from '../../lib/use-current-user';
import { AchievementList } from './AchievementList';
import { StatsGrid } from './StatsGrid';

/** 'Your Stats' from the current user (kept live by socket user_update). */
export function YourStats() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Panel id="stats" title="Your Stats" icon={<BarChart3 size={18} />}>
      <StatsGrid user={user} />
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          to="/luck"
          className="inline-flex items-center gap-0.5 font-semibold text-seaglass hover:underline"
        >
          Your luck report <ChevronRight size={14} aria-hidden="true" />
        </Link>
        <Link
          to="/history"
          className="inline-flex items-center gap-0.5 font-semibold text-seaglass hover:underline"
        >
          Round history <ChevronRight size={14} aria-hidden="true" />
        </Link>
      </p>
    </Panel>
  );
}

/** 'Recent Achievements': the first 3 from the server (newest first). */
export function RecentAchievements({ userId }: { userId: string }) {
  const achievements = useQuery({
    queryKey: queryKeys.achievements(userId),
    queryFn: () => api(routes.achievements, { params: { id: userId } }),
  });
  return (
    <Panel id="achievements" title="Recent Achievements" icon={<Award size={18} />}>
      <AchievementList achievements={achievements.data ?? []} />
    </Panel>
  );
}
