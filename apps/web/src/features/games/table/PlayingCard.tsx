import type { Card } from '@coinwave/game-core';
import { isRedSuit, SuitIcon } from './SuitIcon';

export interface PlayingCardProps {
  /** The card, or null for a face-down card (the dealer's hole card, the house's poker cards). */
  card: Card | null;
  size?: 'sm' | 'md';
  /** Highlights a card (e.g. part of the winning hand). */
  highlight?: boolean;
  /** Plays the deal-in animation. */
  animate?: boolean;
}

const SIZES = {
  sm: 'h-14 w-10 text-xs',
  md: 'h-20 w-14 text-sm sm:h-24 sm:w-16 sm:text-base',
} as const;

/** The accessible name of a card, e.g. 'Q of hearts'. */
export const cardName = (card: Card) => `${card.rank} of ${card.suit}`;

/** One playing card, face up or face down. */
export function PlayingCard({
  card,
  size = 'md',
  highlight = false,
  animate = false,
}: PlayingCardProps) {
  const base = `relative inline-flex shrink-0 select-none flex-col rounded-lg border shadow-[0_4px_10px_rgb(0_0_0/0.35)] ${SIZES[size]} ${animate ? 'animate-[deal-in_250ms_ease-out]' : ''} ${highlight ? 'ring-2 ring-coin ring-offset-1 ring-offset-abyss' : ''}`;
  if (!card) {
    return (
      <span
        role="img"
        aria-label="Face-down card"
        className={`${base} border-foam/40 bg-[repeating-linear-gradient(45deg,var(--color-tide)_0_6px,var(--color-ocean)_6px_12px)]`}
      >
        <span className="m-1 flex-1 rounded border border-foam/30" />
      </span>
    );
  }
  const colour = isRedSuit(card.suit) ? 'text-[#c8102e]' : 'text-[#0b1b2b]';
  return (
    <span
      role="img"
      aria-label={cardName(card)}
      className={`${base} border-white/70 bg-[#fdfdf8] p-1 font-bold ${colour}`}
    >
      <span className="flex flex-col items-start leading-none">
        <span>{card.rank}</span>
        <SuitIcon suit={card.suit} className="h-3 w-3" />
      </span>
      <span className="flex flex-1 items-center justify-center">
        <SuitIcon
          suit={card.suit}
          className={size === 'sm' ? 'h-4 w-4' : 'h-6 w-6 sm:h-7 sm:w-7'}
        />
      </span>
    </span>
  );
}
