import type { PokerPlayerView } from '@coinwave/poker-engine';
import { PlayingCard } from '../table/PlayingCard';
import { formatCoins } from '../../../lib/format';

export interface PokerSeatProps {
  player: PokerPlayerView;
  /** The hand name shown under the cards (own hand from the flop, both at showdown). */
  handName?: string | null;
  thinking?: boolean;
  winner?: boolean;
}

/** One seat: name, button, stack, bet this street, the last action, and the two hole cards. */
export function PokerSeat({ player, handName, thinking = false, winner = false }: PokerSeatProps) {
  const cards = player.hand.length ? player.hand : [null, null];
  return (
    <div
      data-testid={`seat-${player.id}`}
      className={`flex flex-col items-center gap-1.5 rounded-2xl p-2 ${winner ? 'bg-coin/15 ring-2 ring-coin' : ''}`}
    >
      <p className="flex flex-wrap items-center justify-center gap-2 text-sm">
        <span className="font-semibold text-foam">{player.name}</span>
        {player.isButton && (
          <span
            aria-label="Dealer button"
            title="Dealer button"
            className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-foam text-[10px] font-black text-abyss"
          >
            D
          </span>
        )}
        <span
          className="rounded-full bg-abyss/60 px-2 font-mono text-coin"
          aria-label={`${player.name} chips ${player.chips}`}
        >
          {formatCoins(player.chips)}
        </span>
      </p>
      {/* A folded hand is greyed, not faded: its cards stay readable (contrast) for everyone. */}
      <div className={`flex gap-1.5 ${player.isActive ? '' : 'brightness-75 grayscale'}`}>
        {cards.map((card, i) => (
          <PlayingCard key={card ? `${card.rank}${card.suit}` : `down${i}`} card={card} size="sm" />
        ))}
      </div>
      <p className="min-h-5 text-xs text-foam/85" aria-live="polite">
        {thinking ? (
          'Thinking…'
        ) : player.lastAction ? (
          <span className="rounded-full bg-white/10 px-2 py-0.5 capitalize">
            {player.lastAction}
          </span>
        ) : null}
        {player.currentBet > 0 && (
          <span className="ml-1 font-mono text-coin">bet {player.currentBet}</span>
        )}
      </p>
      {handName && <p className="text-xs font-bold text-seaglass">{handName}</p>}
    </div>
  );
}
