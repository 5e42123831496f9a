import { spotKey, type Bet, type Spot } from '@coinwave/roulette-engine';
import {
  BOARD_CELLS,
  cellPercent,
  LANDSCAPE_SIZE,
  PORTRAIT_SIZE,
  toLandscape,
} from './board-geometry';
import { Chip } from './ChipStack';

export interface RouletteBoardProps {
  bets: readonly Bet[];
  onPlace: (spot: Spot) => void;
  disabled: boolean;
  /** Landscape on wide screens (0 on the left), portrait on narrow ones (0 on top). */
  landscape: boolean;
  /** The last pocket, highlighted. */
  winning?: number | null;
}

const COLOURS = { red: 'bg-[#c8102e]', black: 'bg-[#111820]', green: 'bg-[#0f7b3f]' } as const;
/** Board unit height in pixels. */
const UNIT_PX = { landscape: 46, portrait: 32 };

/** The full European betting board: numbers, lines between them, dozens, columns, even money. */
export function RouletteBoard({
  bets,
  onPlace,
  disabled,
  landscape,
  winning = null,
}: RouletteBoardProps) {
  const amounts = new Map(bets.map((b) => [spotKey(b), b.amount]));
  const size = landscape ? LANDSCAPE_SIZE : PORTRAIT_SIZE;
  const cells = landscape ? BOARD_CELLS.map(toLandscape) : BOARD_CELLS;
  return (
    <div
      role="group"
      aria-label="Betting board"
      data-testid="roulette-board"
      data-orientation={landscape ? 'landscape' : 'portrait'}
      className="relative w-full select-none rounded-xl border-4 border-[#6b4423] bg-[#0c5a32] shadow-[inset_0_0_30px_rgb(0_0_0/0.45)]"
      style={{ height: size.h * (landscape ? UNIT_PX.landscape : UNIT_PX.portrait) }}
    >
      {cells.map((cell) => {
        const amount = amounts.get(cell.key);
        const name = `${cell.label}${amount ? `, ${amount} bet` : ''}`;
        const pos = cellPercent(cell, landscape);
        if (cell.kind === 'box') {
          const isNumber = cell.spot.type === 'straight';
          const win = isNumber && winning !== null && Number(cell.label) === winning;
          return (
            <button
              key={cell.key}
              type="button"
              aria-label={name}
              data-spot={cell.key}
              disabled={disabled}
              onClick={() => onPlace(cell.spot)}
              className={`absolute flex cursor-pointer items-center justify-center border border-white/40 font-bold text-white transition hover:brightness-125 focus-visible:z-20 disabled:cursor-default ${isNumber ? `${COLOURS[cell.colour ?? 'green']} text-sm` : 'bg-transparent text-[11px] leading-tight sm:text-xs'} ${win ? 'z-10 ring-4 ring-coin' : ''}`}
              style={{
                left: `${pos.left}%`,
                top: `${pos.top}%`,
                width: `${pos.width}%`,
                height: `${pos.height}%`,
              }}
            >
              <span>
                {cell.spot.type === 'red' || cell.spot.type === 'black' ? (
                  <span
                    className={`inline-block h-4 w-4 rotate-45 border border-white/70 ${COLOURS[cell.spot.type]}`}
                  />
                ) : (
                  cell.label
                )}
              </span>
              {amount && (
                <span className="absolute right-0.5 bottom-0.5 z-10">
                  <Chip amount={amount} small />
                </span>
              )}
            </button>
          );
        }
        return (
          <button
            key={cell.key}
            type="button"
            aria-label={name}
            data-spot={cell.key}
            disabled={disabled}
            onClick={() => onPlace(cell.spot)}
            className="group absolute z-10 flex h-5 w-5 -translate-x-1/2 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full focus-visible:z-30 disabled:cursor-default"
            style={{ left: `${pos.left}%`, top: `${pos.top}%` }}
          >
            {amount ? (
              <Chip amount={amount} small />
            ) : (
              <span className="h-2.5 w-2.5 rounded-full bg-coin/0 transition group-hover:bg-coin/80 group-focus-visible:bg-coin" />
            )}
          </button>
        );
      })}
    </div>
  );
}
