import type { RouletteReply } from '@coinwave/api-contract';
import { CHIP_SIZES, type Bet, type Spot } from '@coinwave/roulette-engine';
import { Button } from '../../../components/Button';
import { ChipPicker } from './ChipStack';
import { RouletteBoard } from './RouletteBoard';
import { RouletteWheel } from './RouletteWheel';

export interface RouletteTableViewProps {
  bets: readonly Bet[];
  chip: number;
  onChip: (chip: number) => void;
  onPlace: (spot: Spot) => void;
  onClear: () => void;
  onSpin: () => void;
  canSpin: boolean;
  spinning: boolean;
  /** A spin is on its way to the server: no more bets, but the wheel has nothing to turn to yet. */
  sending?: boolean;
  rotation: number;
  balance: number;
  /** The last spin, shown once the wheel has stopped. */
  result: RouletteReply | null;
  landscape: boolean;
}

/** The roulette table: wheel and result, chips, Clear and Spin, and the betting board. */
export function RouletteTableView(props: RouletteTableViewProps) {
  const total = props.bets.reduce((sum, b) => sum + b.amount, 0);
  const shown = props.spinning ? null : props.result;
  const noMoreBets = props.spinning || props.sending === true;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid items-center gap-3 sm:grid-cols-[auto_1fr]">
        <RouletteWheel
          rotation={props.rotation}
          spinning={props.spinning}
          result={shown?.pocket.number ?? null}
        />
        <div className="flex flex-col gap-2 rounded-2xl bg-abyss/50 p-3 text-sm" aria-live="polite">
          {shown ? (
            <>
              <p data-testid="roulette-result" className="font-display text-lg font-bold text-foam">
                {shown.pocket.number} {shown.pocket.colour}
              </p>
              <p>
                Staked <strong className="font-mono">{shown.totalStake}</strong> · won back{' '}
                <strong className="font-mono text-coin">{shown.winnings}</strong> ·{' '}
                <strong className={shown.net >= 0 ? 'text-seaglass' : 'text-coral'}>
                  {shown.net >= 0 ? `+${shown.net}` : shown.net}
                </strong>
              </p>
              {shown.results.some((r) => r.won) && (
                <ul className="flex flex-wrap gap-1 text-xs" aria-label="Winning bets">
                  {shown.results
                    .filter((r) => r.won)
                    .map((r, i) => (
                      <li key={i} className="rounded-full bg-coin/15 px-2 py-0.5 text-coin">
                        {r.bet.type} pays {r.winnings}
                      </li>
                    ))}
                </ul>
              )}
            </>
          ) : (
            <p className="text-foam/80">
              {noMoreBets ? 'No more bets…' : 'Pick a chip, click the board to bet, then spin.'}
            </p>
          )}
          <p className="text-foam/70">
            Total bet{' '}
            <strong data-testid="roulette-total" className="font-mono text-coin">
              {total}
            </strong>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChipPicker
          chips={CHIP_SIZES}
          chip={props.chip}
          onChip={props.onChip}
          max={props.balance}
          disabled={noMoreBets}
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={props.onClear}
            disabled={noMoreBets || props.bets.length === 0}
          >
            Clear Bets
          </Button>
          <Button
            variant="coin"
            onClick={props.onSpin}
            disabled={!props.canSpin}
            className="min-w-24"
          >
            {noMoreBets ? 'Spinning…' : 'Spin'}
          </Button>
        </div>
      </div>
      <RouletteBoard
        bets={props.bets}
        onPlace={props.onPlace}
        disabled={noMoreBets}
        landscape={props.landscape}
        winning={shown?.pocket.number ?? null}
      />
    </div>
  );
}
