import type { Card } from '@coinwave/game-core';

type Suit = Card['suit'];

const PATHS: Record<Suit, string> = {
  hearts: 'M12 21s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.8-8 11-8 11z',
  diamonds: 'M12 2l7 10-7 10-7-10z',
  spades: 'M12 2s-8 6.5-8 11.5a4 4 0 0 0 7 2.6L10 21h4l-1-4.9a4 4 0 0 0 7-2.6C20 8.5 12 2 12 2z',
  clubs:
    'M12 3a3.6 3.6 0 0 0-3.3 5A3.6 3.6 0 1 0 10.8 14L10 21h4l-.8-7a3.6 3.6 0 1 0 2.1-6A3.6 3.6 0 0 0 12 3z',
};

/** Whether a suit is printed red. */
export const isRedSuit = (suit: Suit) => suit === 'hearts' || suit === 'diamonds';

/** A card suit as SVG (no emoji or font glyphs: they are missing on some systems). */
export function SuitIcon({ suit, className = 'h-4 w-4' }: { suit: Suit; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path d={PATHS[suit]} fill="currentColor" />
    </svg>
  );
}
