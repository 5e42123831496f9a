import { routes, type GameKind, type GameSession } from '@coinwave/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../stores/toast.store';
import { gameComponents } from './game-components';
import { GameArt } from './GameArt';
import { GameFrame } from './GameFrame';
import { GAMES, gameInfo, randomPlaying } from './games';
import { GameTile } from './GameTile';

/** The four tiles, or the open game in their place; opening a tile creates a game session. */
export function GameArea() {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<GameSession | null>(null);
  const [playing] = useState(
    () =>
      Object.fromEntries(GAMES.map((g) => [g.kind, randomPlaying(g.maxPlaying)])) as Record<
        GameKind,
        number
      >,
  );
  const open = useMutation({
    mutationFn: (kind: GameKind) => api(routes.createGame, { body: { kind } }),
    onSuccess: (created) => {
      setSession(created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.waveGames(created.waveId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentWave });
    },
    onError: () =>
      toast({
        title: 'Could not open the game',
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });

  if (session) {
    const info = gameInfo(session.kind);
    const Table = gameComponents[session.kind];
    return (
      <GameFrame
        name={info.name}
        art={<GameArt kind={session.kind} className="h-8 w-8" />}
        sessionId={session.id}
        onLeave={() => setSession(null)}
      >
        <Suspense
          fallback={
            <p className="p-8 text-center text-foam/70">
              Setting up the {info.name.toLowerCase()} table…
            </p>
          }
        >
          <Table session={session} />
        </Suspense>
      </GameFrame>
    );
  }
  return (
    <section aria-labelledby="games-title">
      <h2 id="games-title" className="mb-3 font-display text-lg font-bold text-foam">
        Games
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {GAMES.map((game) => (
          <GameTile
            key={game.kind}
            game={game}
            playing={playing[game.kind]}
            onOpen={() => open.mutate(game.kind)}
            disabled={open.isPending}
          />
        ))}
      </div>
    </section>
  );
}
