// An independent, deliberately naive reading of spec section 9 for tests: walk each payline over
// a grid of symbol names and count equal symbols from the leftmost reel. Shares no code with
// line-eval.ts beyond the data (PAYLINES, PAYTABLE).
import { PAYLINES } from './paylines';
import { PAYTABLE } from './paytable';
import type { SlotSymbol } from './symbols';

export interface OracleLine {
  lineId: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

export function oracleLines(grid: readonly (readonly SlotSymbol[])[]): {
  paying: OracleLine[];
  bonusLines: number[];
} {
  const paying: OracleLine[] = [];
  const bonusLines: number[] = [];
  for (const line of PAYLINES) {
    const cells = line.rows.map((row, reel) => grid[reel]![row]!);
    const symbol = cells[0]!;
    let count = 0;
    for (const cell of cells) {
      if (cell !== symbol) break;
      count += 1;
    }
    if (count >= 3) {
      const pays = PAYTABLE[symbol];
      paying.push({
        lineId: line.id,
        symbol,
        count,
        multiplier: count === 3 ? pays[0] : count === 4 ? pays[1] : pays[2],
      });
      if (symbol === 'balloon') bonusLines.push(line.id);
    }
  }
  return { paying, bonusLines };
}

export function gridOf(
  strips: readonly (readonly SlotSymbol[])[],
  stops: readonly number[],
): SlotSymbol[][] {
  return strips.map((strip, reel) =>
    [0, 1, 2].map((row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}
