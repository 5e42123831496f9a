import type { GameTableProps } from './game-components';
import { GameArt } from './GameArt';
import { gameInfo } from './games';

/** Stands in for a game table until issue 8 brings the real one. */
export default function PlaceholderTable({ session }: GameTableProps) {
  const info = gameInfo(session.kind);
  return (
    <div className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-surf/40 bg-[radial-gradient(circle_at_50%_30%,rgb(35_181_201/0.25),transparent_70%)] p-8 text-center">
      <GameArt kind={session.kind} className="h-24 w-24 drop-shadow-xl" />
      <p className="font-display text-2xl font-bold text-foam">{info.name} table</p>
      <p className="max-w-sm text-sm text-foam/75">
        The {info.name.toLowerCase()} table is being set up. Your session is open and ready for the
        first round.
      </p>
      <p className="rounded-full bg-abyss/60 px-3 py-1 font-mono text-xs text-seaglass">
        Session {session.id}
      </p>
    </div>
  );
}
