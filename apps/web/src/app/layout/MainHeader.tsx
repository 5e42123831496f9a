import { CoinBalance } from '../../components/CoinBalance';
import { ConnectionDot } from '../../components/ConnectionDot';
import { Logo } from '../../components/Logo';
import { AvatarMenu } from '../../features/auth/AvatarMenu';
import { useLogout } from '../../features/auth/use-logout';
import { ClaimControl } from '../../features/coins/ClaimControl';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { WaveHeaderControls } from '../../features/waves/WaveHeaderControls';
import { useRealtimeStore } from '../../stores/realtime.store';
import type { User } from '@coinwave/api-contract';

const NAV = ['Games', 'Waves', 'Community', 'Leaderboard'] as const;

/** The main screen's header (spec section 2). The nav buttons have no function, as specified. */
export function MainHeader({ user }: { user: User }) {
  const status = useRealtimeStore((s) => s.status);
  const logout = useLogout();
  return (
    <header className="relative z-20 lg:sticky lg:top-0 border-b border-white/10 bg-deep/85 backdrop-blur">
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5 sm:px-4">
        <Logo compact />
        <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
          {NAV.map((label) => (
            <button
              key={label}
              type="button"
              className="cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium text-foam/80 hover:bg-white/10 hover:text-foam"
            >
              {label}
            </button>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <ConnectionDot status={status} />
          <CoinBalance coins={user.coins} />
          <NotificationsBell userId={user.id} />
          <AvatarMenu username={user.username} onLogout={() => void logout()} />
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 lg:w-auto lg:justify-end">
          <ClaimControl />
          <WaveHeaderControls />
        </div>
      </div>
    </header>
  );
}
