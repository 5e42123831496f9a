import type { PokerAction } from '@coinwave/poker-engine';
import type { PokerView } from './poker-timeline';
import { Button } from '../../../components/Button';
import { PlayingCard } from '../table/PlayingCard';
import { PokerSeat } from './PokerSeat';
import { formatCoins } from '../../../lib/format';

const RAISES = [50, 100, 150, 250];

export interface PokerTableViewProps {
  /** The hand on the table, or null before the first hand. */
  view: PokerView | null;
  /** The house is about to act (the 2 s delay). */
  houseThinking: boolean;
  busy: boolean;
  onAction: (action: PokerAction) => void;
  onNewHand: () => void;
  /** Starting a hand needs the big blind. */
  canStart: boolean;
  /** A line about the finished hand. */
  resultText?: string | null;
}

/** The heads-up table: the house on top, the board and pot, you below, and your options. */
export function PokerTableView({
  view,
  houseThinking,
  busy,
  onAction,
  onNewHand,
  canStart,
  resultText,
}: PokerTableViewProps) {
  const house = view?.players.find((p) => p.id === 'house');
  const player = view?.players.find((p) => p.id === 'player');
  const legal = houseThinking ? null : (view?.legalActions ?? null);
  const over = !view || view.handOver;
  const winner = view?.result?.winner;
  return (
    <div className="flex flex-col gap-3 rounded-[2rem] border-4 border-[#6b4423] bg-[radial-gradient(ellipse_at_50%_40%,#16784a,#0c4a2e_75%)] p-3 shadow-[inset_0_0_40px_rgb(0_0_0/0.45)] sm:p-5">
      {view && house && player ? (
        <>
          <PokerSeat
            player={house}
            thinking={houseThinking}
            handName={view.result?.hands?.house.name}
            winner={winner === 'house' || winner === 'split'}
          />
          <div className="flex flex-col items-center gap-2">
            <p className="rounded-full bg-abyss/60 px-3 py-0.5 text-sm">
              Pot{' '}
              <strong data-testid="poker-pot" className="font-mono text-coin">
                {formatCoins(view.pot)}
              </strong>
              <span className="ml-2 text-xs text-foam/70 capitalize">{view.phase}</span>
            </p>
            <div role="list" aria-label="Community cards" className="flex min-h-14 gap-1.5">
              {Array.from({ length: 5 }, (_, i) => {
                const card = view.board[i];
                return card ? (
                  <span role="listitem" key={i}>
                    <PlayingCard card={card} size="sm" animate />
                  </span>
                ) : (
                  <span
                    key={i}
                    aria-hidden="true"
                    className="h-14 w-10 rounded-lg border border-dashed border-white/25"
                  />
                );
              })}
            </div>
          </div>
          <PokerSeat
            player={player}
            handName={view.result?.hands?.player.name ?? view.viewerHand?.name}
            winner={winner === 'player' || winner === 'split'}
          />
        </>
      ) : (
        <p className="py-8 text-center font-display text-lg text-foam/90">
          Heads-up Texas Hold&apos;em against the house. Blinds 25/50.
        </p>
      )}
      {resultText && over && (
        <p
          data-testid="poker-result"
          className="text-center font-display text-lg font-bold text-coin"
          aria-live="polite"
        >
          {resultText}
        </p>
      )}
      {over ? (
        <Button
          variant="coin"
          size="lg"
          className="self-center"
          onClick={onNewHand}
          disabled={busy || !canStart}
        >
          {view ? 'Next Hand' : 'Deal Hand'}
        </Button>
      ) : (
        <div role="group" aria-label="Your move" className="flex flex-wrap justify-center gap-2">
          <Button
            variant="surf"
            onClick={() => onAction({ type: legal?.canCheck ? 'check' : 'call' })}
            disabled={busy || !legal}
          >
            {legal && !legal.canCheck ? `Call ${legal.callAmount}` : 'Check'}
          </Button>
          {RAISES.map((amount) => (
            <Button
              key={amount}
              variant="coin"
              onClick={() => onAction({ type: 'raise', amount })}
              disabled={busy || !legal?.raiseOptions.includes(amount)}
            >
              Raise {amount}
            </Button>
          ))}
          <Button
            variant="danger"
            onClick={() => onAction({ type: 'fold' })}
            disabled={busy || !legal?.canFold}
          >
            Fold
          </Button>
        </div>
      )}
    </div>
  );
}
