import { RefreshCw } from 'lucide-react';

/** The round refresh control of a leaderboard panel; it spins while the board is re-read. */
export function RefreshButton({
  label,
  spinning,
  onClick,
}: {
  label: string;
  spinning: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="cursor-pointer rounded-full p-1.5 text-foam/75 hover:bg-white/10 hover:text-foam"
    >
      <RefreshCw size={16} className={spinning ? 'animate-spin' : ''} aria-hidden="true" />
    </button>
  );
}
