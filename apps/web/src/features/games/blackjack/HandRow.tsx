import type { Card } from '@coinwave/game-core';
import { PlayingCard } from '../table/PlayingCard';

export interface HandRowProps {
  label: string;
  cards: readonly Card[];
  hiddenCards?: number;
  total: number;
  soft?: boolean;
  active?: boolean;
  /** A badge under the cards: the hand's result, 'Bust', 'Blackjack'... */
  badge?: string | null;
  badgeTone?: 'win' | 'loss' | 'neutral';
  detail?: string;
  testId?: string;
}

const TONES = {
  win: 'bg-seaglass/20 text-seaglass',
  loss: 'bg-coral/20 text-coral',
  neutral: 'bg-white/10 text-foam',
};

/** One blackjack hand: label and total, the cards (some face down), and its badge. */
export function HandRow({
  label,
  cards,
  hiddenCards = 0,
  total,
  soft = false,
  active = false,
  badge,
  badgeTone = 'neutral',
  detail,
  testId,
}: HandRowProps) {
  return (
    <div
      data-testid={testId}
      className={`flex flex-col gap-2 rounded-2xl p-2 transition ${active ? 'bg-surf/15 ring-2 ring-surf' : ''}`}
    >
      <p className="flex flex-wrap items-baseline gap-2 text-sm text-foam/85">
        <span className="font-semibold text-foam">{label}</span>
        <span
          className="rounded-full bg-abyss/60 px-2 font-mono"
          aria-label={`Total ${total}${hiddenCards ? ' showing' : ''}`}
        >
          {soft && total <= 21 ? `soft ${total}` : total}
        </span>
        {detail && <span className="text-xs text-foam/70">{detail}</span>}
      </p>
      <div
        className="flex min-h-20 flex-wrap gap-1.5 sm:min-h-24"
        role="list"
        aria-label={`${label} cards`}
      >
        {cards.map((card, i) => (
          <span role="listitem" key={`${card.rank}${card.suit}${i}`}>
            <PlayingCard card={card} animate />
          </span>
        ))}
        {Array.from({ length: hiddenCards }, (_, i) => (
          <span role="listitem" key={`hidden${i}`}>
            <PlayingCard card={null} />
          </span>
        ))}
      </div>
      {badge && (
        <p className={`w-fit rounded-full px-2 py-0.5 text-xs font-bold ${TONES[badgeTone]}`}>
          {badge}
        </p>
      )}
    </div>
  );
}
