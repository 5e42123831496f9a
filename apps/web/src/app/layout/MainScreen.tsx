import { memo, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SiteFooter } from '../../components/SiteFooter';
import { GameArea } from '../../features/games/GameArea';
import { focusHeadingWhenShown } from '../../features/navigation/focus-heading';
import { isStageView, PLACE_HEADING_ID, type MainPlace } from '../../features/navigation/places';
import { SectionTabs } from '../../features/navigation/SectionTabs';
import { useMainPlace, type MainPlaceControls } from '../../features/navigation/use-main-place';
import {
  CoolOffFlow,
  RealityCheck,
  RealityCheckDialog,
} from '../../features/responsible-play/RealityCheck';
import { RestrictionNotice, TableNotice } from '../../features/responsible-play/TableNotice';
import { useJoinWave } from '../../features/waves/use-join-wave';
import { WaveStatusPanel } from '../../features/waves/WaveStatusPanel';
import { whenIdle } from '../../lib/next-task';
import { useCurrentWaveId } from '../../lib/use-current-wave';
import { useDmStore } from '../../stores/dm.store';
import { useRealtime } from '../../features/realtime/use-realtime';
import { useSessionCheck } from '../use-session-check';
import { ChangeAvatarDialog, MainHeader } from './MainHeader';
import {
  CommunityColumn,
  FullRankingsPlace,
  isWideScreen,
  LeaderboardColumn,
  WavesPlace,
  WIDE_QUERY,
} from './main-parts';
import { PartLoading } from './PartLoading';

// Loaded with this module, for loadFirstScreen: `/?play=<game>` then starts on the table at once.
export { preloadRequestedTable } from '../../features/games/game-components';

/** True at 1024 px and wider, where the three columns stand side by side. */
function useIsWide(): boolean {
  const [wide, setWide] = useState(isWideScreen);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}

/** How long after the main screen mounts its dialogs are fetched: well after its own load. */
const DIALOGS_AFTER_MS = 5_000;

/**
 * A while after the screen is up, once the browser is idle, the dialogs it opens later are fetched:
 * each then shows at once, a reality check even if the network has gone by the time it is due.
 */
function usePreloadDialogsWhenIdle(): void {
  useEffect(
    () =>
      whenIdle(() => {
        for (const dialog of [RealityCheckDialog, CoolOffFlow, ChangeAvatarDialog])
          dialog.preload().catch(() => {
            // Tried again when the dialog opens.
          });
      }, DIALOGS_AFTER_MS),
    [],
  );
}

/**
 * Keyboard focus follows the player: each arrival at a place (a header button, a tab, Back,
 * Escape, the browser's Back) moves it to the place's heading. Not on the first render, so a
 * page load never steals focus.
 */
function useFocusOnArrival(place: MainPlace, visit: string, enabled: boolean): void {
  const seen = useRef(visit);
  /** Stops waiting for the heading of a place whose chunk is still loading. */
  const stopWaiting = useRef(() => {});
  useEffect(() => {
    if (seen.current === visit) return;
    seen.current = visit;
    stopWaiting.current();
    if (enabled) stopWaiting.current = focusHeadingWhenShown(PLACE_HEADING_ID[place]);
  }, [place, visit, enabled]);
  useEffect(() => () => stopWaiting.current(), []);
}

/**
 * A direct message started from a name (chat, leaderboard) needs the chat column: below 1024 px
 * that means the Community place. From 1024 px the chat is beside whatever is shown, so the
 * player stays where they are.
 */
function useChatOnDmRequest(isWide: boolean, goTo: MainPlaceControls['goTo']): void {
  const requests = useDmStore((s) => s.requests);
  const seen = useRef(requests);
  useEffect(() => {
    if (requests === seen.current) return;
    seen.current = requests;
    if (!isWide) goTo('community', { focus: false });
  }, [requests, isWide, goTo]);
}

/**
 * True from the first render where `shown` is: a column below 1024 px is rendered only once its
 * place is first shown (its panels, their reads and their rendering wait until then), and then
 * kept, so what it holds (a chat draft, a recording) stays when the player moves on.
 */
function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

const COLUMN = 'min-w-0 flex-col gap-4';
/**
 * Where the game area waits while another place is shown: off-screen and inert rather than
 * unmounted, so a game in play keeps its state and Screenshot can still capture it.
 */
const PARKED = `flex ${COLUMN} pointer-events-none fixed top-0 left-[-300vw] w-[min(100vw,640px)] p-3`;

/**
 * The screen's parts that take nothing from it, made once. A change of the URL (a place's hash,
 * `?play=` replaced away once its table opens) renders the screen again; React then skips these,
 * the same elements as before, rather than rendering them and all they hold again. What in them
 * reads the URL itself (the header's places, the game area) still follows it.
 */
const HEADER = <MainHeader />;
const RESTRICTION_NOTICE = <RestrictionNotice />;
const REALITY_CHECK = <RealityCheck />;
const WAVE_STATUS = <WaveStatusPanel />;
const GAME_AREA = <GameArea tableNotice={<TableNotice />} />;
const FOOTER = <SiteFooter />;

/**
 * What the main screen keeps up with but does not show: the session check, the wave's room and
 * the socket. A component of its own that renders nothing, so that the server's answers (the user
 * read again, the current wave's id arriving) re-render it alone rather than the whole screen.
 */
function ScreenConnections({ userId }: { userId: string }) {
  const waveId = useCurrentWaveId();
  useSessionCheck(true);
  useJoinWave(userId, waveId);
  useRealtime(userId, waveId);
  return null;
}

/**
 * The main screen: header, three columns, footer (spec section 2), and the four places of
 * DESIGN decision 16. From 1024 px the Waves and Leaderboard places take the first column in
 * place of the game area while chat and the right column stay; below 1024 px one place fills the
 * screen, the Leaderboard place bringing Your Stats and Recent Achievements along.
 *
 * It takes the player's id, not the player, and reads neither the user nor the wave: a new
 * balance, the server's answer to the session check, the wave's id arriving or a wave poll's new
 * figures re-render the parts that show them, not the whole screen (a table in play among them).
 */
export const MainScreen = memo(function MainScreen({ userId }: { userId: string }) {
  const gameArea = useRef<HTMLDivElement>(null);
  const { place, visit, focusOnArrival, goTo } = useMainPlace();
  const isWide = useIsWide();
  useChatOnDmRequest(isWide, goTo);
  useFocusOnArrival(place, visit, focusOnArrival);
  usePreloadDialogsWhenIdle();

  const back = () => goTo('games');
  const escapeToGames = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    back();
  };
  const view = isStageView(place) ? place : null;
  const showGames = view === null && (isWide || place === 'games');
  const column = (shown: boolean) => `${shown ? 'flex' : 'hidden'} ${COLUMN} lg:flex`;
  const communityRendered = useShownOnce(isWide || place === 'community');
  const community = useMemo(
    () => <CommunityColumn userId={userId} captureRef={gameArea} />,
    [userId],
  );
  const leaderboardRendered = useShownOnce(isWide || place === 'leaderboard');
  return (
    <div className="flex min-h-screen flex-col">
      <ScreenConnections userId={userId} />
      {HEADER}
      <SectionTabs current={place} onSelect={goTo} />
      <div className="mx-auto w-full max-w-[1600px] px-3 pt-3 empty:hidden sm:px-4">
        {RESTRICTION_NOTICE}
      </div>
      {REALITY_CHECK}
      {/* At least a screen tall: the footer never shows while a table loads, then jumps away (CLS). */}
      <main className="mx-auto grid min-h-svh w-full max-w-[1600px] flex-1 gap-4 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,1fr)_290px_300px] xl:grid-cols-[minmax(0,1fr)_minmax(300px,360px)_minmax(260px,320px)] lg:items-start">
        <h1 className="sr-only">Coinwave main screen</h1>
        {view && (
          <div className={`flex ${COLUMN}`} onKeyDown={escapeToGames}>
            <Suspense fallback={<PartLoading />}>
              {view === 'waves' ? (
                <WavesPlace userId={userId} onBack={back} />
              ) : (
                <FullRankingsPlace userId={userId} onBack={back} />
              )}
            </Suspense>
          </div>
        )}
        <div className={showGames ? `flex ${COLUMN}` : PARKED} inert={!showGames}>
          <div
            ref={gameArea}
            data-testid="game-area"
            className="flex flex-col gap-4 rounded-3xl bg-deep/40 p-1"
          >
            {WAVE_STATUS}
            {GAME_AREA}
          </div>
        </div>
        {communityRendered && (
          <div className={column(place === 'community')}>
            <Suspense fallback={<PartLoading />}>{community}</Suspense>
          </div>
        )}
        {leaderboardRendered && (
          <div className={column(place === 'leaderboard')}>
            <Suspense fallback={<PartLoading />}>
              <LeaderboardColumn
                userId={userId}
                onViewFull={() => goTo('leaderboard')}
                leadersHidden={place === 'leaderboard'}
              />
            </Suspense>
          </div>
        )}
      </main>
      {FOOTER}
    </div>
  );
});
