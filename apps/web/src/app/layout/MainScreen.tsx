import type { User } from '@coinwave/api-contract';
import { Gamepad2, MessageCircle, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SiteFooter } from '../../components/SiteFooter';
import { ChatPanel } from '../../features/chat/ChatPanel';
import { GameArea } from '../../features/games/GameArea';
import { WaveLeaders } from '../../features/leaderboard/WaveLeaders';
import { MediaPanel } from '../../features/media/MediaPanel';
import { RecentAchievements, YourStats } from '../../features/profile/ProfilePanels';
import { useJoinWave } from '../../features/waves/use-join-wave';
import { WaveStatusPanel } from '../../features/waves/WaveStatusPanel';
import { useCurrentWave } from '../../lib/use-current-wave';
import { useDmStore } from '../../stores/dm.store';
import { useRealtime } from '../use-realtime';
import { useSessionCheck } from '../use-session-check';
import { MainHeader } from './MainHeader';

type Column = 'games' | 'chat' | 'leaders';

const TABS: Array<{ id: Column; label: string; icon: typeof Gamepad2 }> = [
  { id: 'games', label: 'Games', icon: Gamepad2 },
  { id: 'chat', label: 'Chat', icon: MessageCircle },
  { id: 'leaders', label: 'Leaders', icon: Trophy },
];

/** True at 1024 px and wider, where the three columns stand side by side. */
function useIsWide(): boolean {
  const query = '(min-width: 1024px)';
  const [wide, setWide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}

/** The main screen: header, three columns (tabs below 1024 px), footer. */
export function MainScreen({ user }: { user: User }) {
  const [tab, setTab] = useState<Column>('games');
  const gameArea = useRef<HTMLDivElement>(null);
  const { data: wave } = useCurrentWave();
  const dmRequests = useDmStore((s) => s.requests);
  useSessionCheck(true);
  useJoinWave(user.id, wave?.id);
  useRealtime(user.id, wave?.id);
  useEffect(() => {
    if (dmRequests > 0) setTab('chat');
  }, [dmRequests]);

  const isWide = useIsWide();
  const column = (id: Column) => `${tab === id ? 'flex' : 'hidden'} min-w-0 flex-col gap-4 lg:flex`;
  return (
    <div className="flex min-h-screen flex-col">
      <MainHeader user={user} />
      <nav
        aria-label="Sections"
        className="border-b border-white/10 bg-deep/90 px-3 py-2 backdrop-blur lg:hidden"
      >
        <div className="flex gap-1 rounded-full border border-white/10 bg-abyss/60 p-1">
          {TABS.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={tab === id}
              onClick={() => setTab(id)}
              className="flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-semibold text-foam/75 aria-pressed:bg-surf aria-pressed:text-abyss"
            >
              <Icon size={15} aria-hidden="true" /> {label}
            </button>
          ))}
        </div>
      </nav>
      <main className="mx-auto grid w-full max-w-[1600px] flex-1 gap-4 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,1fr)_minmax(300px,360px)_minmax(260px,320px)] lg:items-start">
        <h1 className="sr-only">Coinwave main screen</h1>
        {/* Below 1024 px an inactive games column is parked off-screen and inert rather than hidden,
            so Screenshot (on the chat tab) can still capture the game area. */}
        <div
          className={
            tab === 'games'
              ? column('games')
              : 'flex min-w-0 flex-col gap-4 max-lg:pointer-events-none max-lg:fixed max-lg:top-0 max-lg:left-[-300vw] max-lg:w-[min(100vw,640px)] max-lg:p-3'
          }
          inert={tab !== 'games' && !isWide}
        >
          <div
            ref={gameArea}
            data-testid="game-area"
            className="flex flex-col gap-4 rounded-3xl bg-deep/40 p-1"
          >
            <WaveStatusPanel />
            <GameArea />
          </div>
        </div>
        <div className={column('chat')}>
          <ChatPanel userId={user.id} />
          <MediaPanel captureRef={gameArea} />
        </div>
        <div className={column('leaders')}>
          <WaveLeaders userId={user.id} />
          <YourStats />
          <RecentAchievements userId={user.id} />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
