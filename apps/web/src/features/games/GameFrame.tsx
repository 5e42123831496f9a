import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';

export interface GameFrameProps {
  name: string;
  art: ReactNode;
  gameId: string;
  onLeave: () => void;
  /** Shown above the table: what the app composes in (e.g. a cool-off countdown, a refused bet). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame around an open game: its name, game id, 'Leave Game' and any notice for the table. */
export function GameFrame({ name, art, gameId, onLeave, notice, children }: GameFrameProps) {
  return (
    <section aria-labelledby="game-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="game-title"
          className="flex items-center gap-2 font-display text-xl font-bold text-foam"
        >
          {art} {name}
          <span className="sr-only">, game {gameId}</span>
        </h2>
        <Button variant="outline" size="sm" onClick={onLeave}>
          <ArrowLeft size={14} aria-hidden="true" /> Leave Game
        </Button>
      </div>
      {notice}
      {children}
    </section>
  );
}
