import { GameArt } from './GameArt';
import { playingLabel, type GameInfo } from './games';

export interface GameTileProps {
  game: GameInfo;
  /** Players of the wave with this game open in the last few minutes ('Be the first' at 0). */
  playing: number;
  onOpen: () => void;
  disabled?: boolean;
  /** The player has an unfinished round here: the call to action offers to resume it. */
  resumable?: boolean;
}

const GRADIENT: Record<GameInfo['kind'], string> = {
  slots: 'from-[#1d6fa3] via-[#11557f] to-[#0a3a5c]',
  blackjack: 'from-[#0f7a6a] via-[#0b5c57] to-[#07393f]',
  poker: 'from-[#3a4fa8] via-[#27397a] to-[#16204a]',
  roulette: 'from-[#b4523f] via-[#7f3540] to-[#3d1a35]',
};

/** One game tile: art, name, call to action and the 'N playing' badge (real counts). */
export function GameTile({
  game,
  playing,
  onOpen,
  disabled = false,
  resumable = false,
}: GameTileProps) {
  const action = resumable && game.resume ? game.resume : game.action;
  return (
    <button
      type="button"
      onClick={onOpen}
      disabled={disabled}
      className={`group relative flex min-h-40 cursor-pointer flex-col items-start justify-between overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-br p-4 text-left shadow-lg transition hover:-translate-y-0.5 hover:border-seaglass/60 hover:shadow-[0_10px_30px_rgb(35_181_201/0.25)] disabled:cursor-wait disabled:opacity-70 ${GRADIENT[game.kind]}`}
    >
      <span
        data-testid={`playing-${game.kind}`}
        className="absolute top-3 right-3 rounded-full bg-abyss/70 px-2 py-0.5 text-[11px] font-semibold text-seaglass"
      >
        <span
          className={`mr-1 inline-block h-1.5 w-1.5 rounded-full align-middle ${playing > 0 ? 'bg-emerald-400' : 'bg-foam/40'}`}
          aria-hidden="true"
        />
        {playingLabel(playing)}
      </span>
      <GameArt
        kind={game.kind}
        className="h-14 w-14 drop-shadow-lg transition group-hover:scale-110 group-hover:-rotate-3"
      />
      <span>
        <span className="block font-display text-xl font-bold text-foam">{game.name}</span>
        <span className="block text-xs text-foam/80">{game.blurb}</span>
      </span>
      <span
        className={`rounded-full px-3 py-1 text-xs font-bold text-abyss ${action === game.action ? 'bg-coin' : 'bg-seaglass'}`}
      >
        {action}
      </span>
    </button>
  );
}
