import { CoinBalance } from '../../components/CoinBalance';
import { ConnectionDot } from '../../components/ConnectionDot';
import { Logo } from '../../components/Logo';
import { AvatarMenu } from '../../features/auth/AvatarMenu';
import { useLogout } from '../../features/auth/use-logout';
import { ClaimControl } from '../../features/coins/ClaimControl';
import { HeaderNav } from '../../features/navigation/HeaderNav';
import { useMainPlace } from '../../features/navigation/use-main-place';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { WaveHeaderControls } from '../../features/waves/WaveHeaderControls';
import { useRealtimeStore } from '../../features/realtime/realtime';
import { useState } from 'react';
import { lazyDialog } from '../../lib/lazy-dialog';
import { useCurrentUser } from '../../lib/use-current-user';
import { PLAYER_ONLY } from '../prerendered';

/** Loaded when first opened (lib/lazy-dialog.tsx); the main screen preloads it once idle. */
export const ChangeAvatarDialog = lazyDialog(() =>
  import('../../features/avatar/ChangeAvatarDialog').then((m) => m.ChangeAvatarDialog),
);

/**
 * The socket's state as the header's dot. A component of its own: the socket connecting, opening
 * and closing re-render the dot alone, not the whole header.
 */
function HeaderConnectionDot() {
  return (
    <ConnectionDot
      status={useRealtimeStore((s) => s.status)}
      failedAttempts={useRealtimeStore((s) => s.failedAttempts)}
      onReconnect={useRealtimeStore((s) => s.reconnectNow)}
    />
  );
}

/**
 * The main screen's header (spec section 2). Its Games / Waves / Community / Leaderboard buttons
 * lead to their places (DESIGN decision 16), the same rule as the tab bar below 1280 px.
 */
export function MainHeader() {
  const { place, goTo } = useMainPlace();
  return (
    <header
      data-sticky-top
      className="relative z-20 lg:sticky lg:top-0 border-b border-white/10 bg-deep/85 backdrop-blur"
    >
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5 sm:px-4">
        <Logo compact />
        <HeaderNav current={place} onSelect={goTo} />
        <div className="ml-auto flex items-center gap-2 sm:gap-3" {...PLAYER_ONLY}>
          <HeaderConnectionDot />
          <PlayerControls />
        </div>
        {/* Its height is kept before the wave and the claim state arrive, so nothing below shifts. */}
        <div className="flex min-h-8 w-full flex-wrap items-center gap-2 lg:w-auto lg:justify-end">
          <span className="contents" {...PLAYER_ONLY}>
            <ClaimControl />
          </span>
          <WaveHeaderControls />
        </div>
      </div>
    </header>
  );
}

/**
 * The signed-in player's balance, notifications and account menu: the one part of the header a
 * new balance (every round) renders again.
 */
function PlayerControls() {
  const user = useCurrentUser();
  const logout = useLogout();
  const [avatarOpen, setAvatarOpen] = useState(false);
  // Nobody only for the moment a sign-out takes the main screen away.
  if (!user) return null;
  return (
    <>
      <CoinBalance coins={user.coins} />
      <NotificationsBell userId={user.id} />
      <AvatarMenu
        username={user.username}
        avatarUrl={user.avatarUrl}
        onChangeAvatar={() => setAvatarOpen(true)}
        onLogout={() => void logout()}
        moderator={user.role === 'moderator'}
      />
      <ChangeAvatarDialog open={avatarOpen} onOpenChange={setAvatarOpen} user={user} />
    </>
  );
}
