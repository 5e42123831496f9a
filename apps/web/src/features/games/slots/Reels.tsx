import type { SlotSymbol } from '@coinwave/api-contract';
import { SymbolIcon } from './SymbolIcon';

export interface ReelsProps {
  /** grid[reel][row]: 5 reels of 3 symbols, row 0 on top. */
  grid: SlotSymbol[][];
  spinning: boolean;
  /** Cells of winning lines as `reel:row`. */
  winCells?: ReadonlySet<string>;
}

/**
 * A winning cell's glow pulses four times (4 s), then the cell stays lit: motion that starts on its
 * own stops within WCAG 2.2.2's five seconds, and the glow (a box-shadow, which the browser redraws
 * on the main thread) is not repainted sixty times a second until the next spin.
 */
const WIN_PULSE = 'animate-[win-pulse_1s_ease-in-out_4]';

/** The 5 x 3 reel window; winning cells glow, spinning reels blur. */
export function Reels({ grid, spinning, winCells = new Set() }: ReelsProps) {
  return (
    <div
      role="img"
      aria-label={
        spinning
          ? 'Reels spinning'
          : `Reels: ${[0, 1, 2].map((row) => grid.map((col) => col[row]).join(', ')).join(' / ')}`
      }
      data-testid="reels"
      data-state={spinning ? 'spinning' : 'stopped'}
      className="grid grid-cols-5 gap-1.5 rounded-2xl border-4 border-coin-dark bg-gradient-to-b from-[#0b2f4d] to-abyss p-2 shadow-[inset_0_4px_20px_rgb(0_0_0/0.6)] sm:gap-2 sm:p-3"
    >
      {grid.map((column, reel) => (
        <div
          key={reel}
          className="grid grid-rows-3 gap-1.5 overflow-hidden rounded-xl bg-gradient-to-b from-[#dfe9ee] via-foam to-[#dfe9ee] p-1 sm:gap-2"
        >
          {column.map((symbol, row) => {
            const win = !spinning && winCells.has(`${reel}:${row}`);
            return (
              <div
                key={row}
                data-win={win || undefined}
                className={`flex aspect-square items-center justify-center rounded-lg ${win ? `${WIN_PULSE} bg-coin/70 ring-3 ring-coin-dark ring-inset` : ''}`}
              >
                <SymbolIcon
                  symbol={symbol}
                  className={`h-[78%] w-[78%] ${spinning ? 'animate-[reel-blur_100ms_linear_infinite] opacity-80 blur-[1px]' : ''}`}
                />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
