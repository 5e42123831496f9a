import { routes, type GameKind, type Game } from '@coinwave/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { api, intent } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useHydrated } from '../../lib/use-hydrated';
import { useCurrentUser } from '../../lib/use-current-user';
import { useCurrentWave } from '../../lib/use-current-wave';
import { useRealtimeStore } from '../realtime/realtime';
import { useOpenTableStore } from '../../stores/open-table.store';
import { toast } from '../../stores/toast.store';
import { gameComponents, preloadTable } from './game-components';
import { GameArt } from './GameArt';
import { GameFrame } from './GameFrame';
import { GAMES, gameInfo, PLAY_PARAM, playingCounts, playParam } from './games';
import { GameTile } from './GameTile';

/**
 * The four tiles, or the open game in their place. Opening a tile opens a game, or the player's
 * game with an unfinished round of that kind (the server resumes it, in any wave), so
 * a tile with a round waiting says "Resume hand" / "Resume bonus". `/?play=<game>` opens a game
 * (the fairness page links a round still in play that way). The open table stays open while the
 * player visits another page (`useOpenTableStore`). `tableNotice` is shown above an open table
 * (the app composes it: the responsible-play countdown and refusals).
 */
export function GameArea({ tableNotice }: { tableNotice?: ReactNode } = {}) {
  const queryClient = useQueryClient();
  const game = useOwnOpenGame();
  const openTable = useOpenTableStore((s) => s.open);
  const closeTable = useOpenTableStore((s) => s.close);
  const [search, setSearch] = useSearchParams();
  const setOpenGame = useRealtimeStore((s) => s.setOpenGame);
  // The open table counts this player in its game's 'N playing' (the socket reports it).
  useEffect(() => {
    setOpenGame(game?.id ?? null);
  }, [game, setOpenGame]);
  useEffect(() => () => setOpenGame(null), [setOpenGame]);
  const unfinished = useQuery({
    queryKey: queryKeys.openRounds,
    queryFn: () => api(routes.openRounds, {}),
  });
  const open = useMutation({
    mutationFn: (kind: GameKind) => intent(routes.createGame, { body: { kind } }),
    // The wave's new games count arrives with the server's next wave_update (or the next poll).
    onSuccess: openTable,
    onError: () =>
      toast({
        title: 'Could not open the game',
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });
  const requested = playParam(search);
  /** The game `/?play=<game>` asked for, while the server opens it. */
  const [fromUrl, setFromUrl] = useState<GameKind | null>(null);
  const { mutate } = open;
  useEffect(() => {
    if (!requested) return;
    // The table's chunk downloads while the server opens the game.
    preloadTable(requested);
    // Each step in a task of its own, not inside the main screen's mount effects on a page load:
    // the game is asked for, then the URL loses `?play=` (the router's navigation is as long again).
    let tidy: ReturnType<typeof setTimeout> | undefined;
    const ask = setTimeout(() => {
      setFromUrl(requested);
      mutate(requested, { onSettled: () => setFromUrl(null) });
      tidy = setTimeout(() => {
        setSearch(
          (params) => {
            params.delete(PLAY_PARAM);
            return params;
          },
          { replace: true },
        );
      }, 0);
    }, 0);
    return () => {
      clearTimeout(ask);
      clearTimeout(tidy);
    };
  }, [requested, setSearch, mutate]);

  // True only while the build renders the main screen's shell (which React never hydrates).
  const prerendering = !useHydrated();

  const leave = () => {
    closeTable();
    void queryClient.invalidateQueries({ queryKey: queryKeys.openRounds });
  };
  const waiting = new Set(unfinished.data?.map((r) => r.game));

  // A table the URL asks for is on its way (in place of the one open, if any): neither the tiles
  // nor the table it replaces are drawn only to be replaced.
  const opening = requested ?? (open.isPending ? fromUrl : null);
  if (game && !opening) {
    return (
      <GameFrame
        name={gameInfo(game.kind).name}
        art={<GameArt kind={game.kind} className="h-8 w-8" />}
        gameId={game.id}
        onLeave={leave}
        notice={tableNotice}
      >
        <OpenTable game={game} />
      </GameFrame>
    );
  }
  // The shell (app/prerendered.ts) cannot know whether the URL asks for a table: the area fills
  // in once the app runs, rather than showing tiles that a table may replace at once.
  if (prerendering) return null;
  if (opening) return <SettingUp kind={opening} />;
  return (
    <section aria-labelledby="games-title">
      <h2 id="games-title" className="mb-3 font-display text-lg font-bold text-foam">
        Games
      </h2>
      <Tiles onOpen={open.mutate} disabled={open.isPending} waiting={waiting} />
    </section>
  );
}

/** The open table's game, when it is the signed-in player's (not one left open before a sign-out). */
function useOwnOpenGame(): Game | null {
  const game = useOpenTableStore((s) => s.game);
  const userId = useCurrentUser()?.id;
  return game && game.userId === userId ? game : null;
}

/**
 * The table in play. Its own component, kept from rendering again while its game is the same:
 * the area around it re-renders for a new notice or a finished round list, the table does not.
 */
const OpenTable = memo(function OpenTable({ game }: { game: Game }) {
  const Table = gameComponents[game.kind];
  return (
    <Suspense fallback={<SettingUp kind={game.kind} />}>
      <Table game={game} />
    </Suspense>
  );
});

/** The four tiles with each game's 'N playing', which the wave poll and the socket keep current. */
function Tiles({
  onOpen,
  disabled,
  waiting,
}: {
  onOpen: (kind: GameKind) => void;
  disabled: boolean;
  waiting: ReadonlySet<GameKind>;
}) {
  const { data: wave } = useCurrentWave();
  const playing = playingCounts(
    wave,
    useRealtimeStore((s) => s.online),
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {GAMES.map((tile) => (
        <GameTile
          key={tile.kind}
          game={tile}
          playing={playing[tile.kind]}
          onOpen={() => onOpen(tile.kind)}
          disabled={disabled}
          resumable={waiting.has(tile.kind)}
        />
      ))}
    </div>
  );
}

function SettingUp({ kind }: { kind: GameKind }) {
  return (
    <p role="status" className="p-8 text-center text-foam/70">
      Setting up the {gameInfo(kind).name.toLowerCase()} table…
    </p>
  );
}
