import type { BlackjackAction, BlackjackView } from '@coinwave/api-contract';
import { BET_OPTIONS } from '@coinwave/blackjack-engine';
import { Button } from '../../../components/Button';
import { HandRow } from './HandRow';

export interface BlackjackTableViewProps {
  /** The hand on the table, or null before the first deal. */
  view: BlackjackView | null;
  bet: number;
  balance: number;
  onBet: (bet: number) => void;
  onDeal: () => void;
  onAction: (action: BlackjackAction) => void;
  onNewGame: () => void;
  /** A call is on its way or the dealer is being animated. */
  busy: boolean;
}

const ACTION_LABELS: Record<BlackjackAction, string> = {
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double',
  split: 'Split',
};
const ACTIONS: BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

const tone = (payout: number | null, stake: number) =>
  payout === null ? 'neutral' : payout > stake ? 'win' : payout < stake ? 'loss' : 'neutral';

/** The blackjack table: dealer, the player's hand(s), and the controls of the current phase. */
export function BlackjackTableView({
  view,
  bet,
  balance,
  onBet,
  onDeal,
  onAction,
  onNewGame,
  busy,
}: BlackjackTableViewProps) {
  const phase = view?.phase ?? 'betting';
  const betting = phase === 'betting';
  return (
    <div className="flex flex-col gap-3 rounded-3xl border border-[#0f5132] bg-[radial-gradient(ellipse_at_50%_0%,#16784a,#0c4a2e_70%)] p-3 shadow-[inset_0_0_40px_rgb(0_0_0/0.4)] sm:p-5">
      {view && !betting ? (
        <>
          <HandRow
            testId="dealer-hand"
            label="Dealer"
            cards={view.dealer.cards}
            hiddenCards={view.dealer.hiddenCards}
            total={view.dealer.total}
            soft={view.dealer.soft}
            badge={view.dealer.blackjack ? 'Blackjack' : view.dealer.total > 21 ? 'Bust' : null}
            badgeTone={view.dealer.total > 21 ? 'win' : 'loss'}
          />
          <div className={`grid gap-2 ${view.hands.length > 1 ? 'sm:grid-cols-2' : ''}`}>
            {view.hands.map((hand, i) => (
              <HandRow
                key={i}
                testId={`player-hand-${i}`}
                label={view.hands.length > 1 ? `Hand ${i + 1}` : 'You'}
                cards={hand.cards}
                total={hand.total}
                soft={hand.soft}
                active={hand.active && phase === 'playing'}
                detail={`Bet ${hand.stake}${hand.doubled ? ' (doubled)' : ''}`}
                badge={hand.result ?? (hand.bust ? 'Bust' : hand.blackjack ? 'Blackjack' : null)}
                badgeTone={hand.result ? tone(hand.payout, hand.stake) : hand.bust ? 'loss' : 'win'}
              />
            ))}
          </div>
        </>
      ) : (
        <p className="py-8 text-center font-display text-lg text-foam/90">
          Choose your bet and deal. Dealer stands on 17.
        </p>
      )}

      {betting && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="radiogroup" aria-label="Bet" className="flex flex-wrap gap-1.5">
            {BET_OPTIONS.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={bet === option}
                disabled={option > balance || busy}
                onClick={() => onBet(option)}
                className="min-w-14 cursor-pointer rounded-full border border-coin/60 px-3 py-1.5 font-mono text-sm font-bold text-coin aria-checked:bg-coin aria-checked:text-abyss disabled:cursor-not-allowed disabled:opacity-40"
              >
                {option}
              </button>
            ))}
          </div>
          <Button variant="coin" size="lg" onClick={onDeal} disabled={busy || bet > balance}>
            Deal
          </Button>
        </div>
      )}
      {phase === 'playing' && view && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Your move">
          {ACTIONS.map((action) => (
            <Button
              key={action}
              variant={action === 'hit' ? 'coin' : 'surf'}
              onClick={() => onAction(action)}
              disabled={busy || !view.actions.includes(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
      {phase === 'dealer' && (
        <p className="text-center text-sm text-foam/85" aria-live="polite">
          Dealer plays…
        </p>
      )}
      {phase === 'finished' && view && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            data-testid="blackjack-result"
            className="font-display text-lg font-bold text-coin"
            aria-live="polite"
          >
            {view.result}
            {view.net !== null && (
              <span className="ml-2 font-mono text-sm text-foam/90">
                {view.net >= 0 ? `+${view.net}` : view.net}
              </span>
            )}
          </p>
          <Button variant="coin" onClick={onNewGame} disabled={busy}>
            New Game
          </Button>
        </div>
      )}
    </div>
  );
}
