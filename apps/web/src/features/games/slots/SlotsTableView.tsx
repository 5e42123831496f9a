import type { BonusView, LineWin, SlotSymbol } from '@coinwave/api-contract';
import { Button } from '../../../components/Button';
import { BalloonBonus } from './BalloonBonus';
import { BetControl } from './BetControl';
import { Celebration } from './Celebration';
import { Reels } from './Reels';
import { SYMBOL_NAMES } from './SymbolIcon';

export interface SlotsTableViewProps {
  grid: SlotSymbol[][];
  spinning: boolean;
  winCells?: ReadonlySet<string>;
  lineWins?: readonly LineWin[];
  bet: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  canSpin: boolean;
  onSpin: () => void;
  /** Bet changes are locked during a round. */
  locked: boolean;
  bonus?: BonusView | null;
  onPop?: (id: number) => void;
  popDisabled?: boolean;
  /** The jackpot amount while celebrating. */
  jackpot?: number | null;
}

/** The slot machine: reels, the line wins, bet and Spin; the balloon bonus below when it runs. */
export function SlotsTableView(props: SlotsTableViewProps) {
  const { lineWins = [], bonus = null, jackpot = null } = props;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-3">
      <div className="relative">
        <Reels grid={props.grid} spinning={props.spinning} winCells={props.winCells} />
        {jackpot !== null && <Celebration amount={jackpot} />}
      </div>
      {lineWins.length > 0 && !props.spinning && (
        <ul aria-label="Winning lines" className="flex flex-wrap gap-1.5 text-xs">
          {lineWins.map((w) => (
            <li key={w.lineId} className="rounded-full bg-coin/15 px-2 py-0.5 text-coin">
              Line {w.lineId}: {w.count} x {SYMBOL_NAMES[w.symbol]} pays {w.win}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BetControl
          bet={props.bet}
          onDecrease={props.onDecrease}
          onIncrease={props.onIncrease}
          canDecrease={props.canDecrease}
          canIncrease={props.canIncrease}
          disabled={props.locked}
        />
        <Button
          variant="coin"
          size="lg"
          onClick={props.onSpin}
          disabled={!props.canSpin}
          className="min-w-32"
        >
          {props.spinning ? 'Spinning…' : 'Spin'}
        </Button>
      </div>
      {bonus && props.onPop && (
        <BalloonBonus bonus={bonus} onPop={props.onPop} disabled={props.popDisabled ?? false} />
      )}
    </div>
  );
}
