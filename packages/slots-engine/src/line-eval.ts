import { PAYLINES, REEL_COUNT, ROW_COUNT } from './paylines';
import { MIN_RUN, payMultiplier } from './paytable';
import { BONUS_SYMBOL, SYMBOLS, type SlotSymbol } from './symbols';

/**
 * The single source of the line rules, in a compiled form fast enough for simulations: symbols
 * become their index in SYMBOLS, each strip is padded with its first two symbols so a window
 * never wraps, and multipliers sit in a flat table. `spin`, the exact RTP and the simulator all
 * evaluate lines through `lineRun` below.
 */
export interface CompiledReels {
  /** Per reel: symbol codes of the strip followed by its first ROW_COUNT - 1 codes. */
  readonly codes: readonly Uint8Array[];
  /** Per reel: the number of stops (the strip's length). */
  readonly lengths: readonly number[];
  /** All padded strips end to end, so a cell is one typed-array read. */
  readonly flat: Uint8Array;
  /** CELL_BASE[line * 5 + reel]: offset in `flat` of the line's cell on that reel when its stop is 0. */
  readonly cellBase: Int32Array;
}

/** Symbol code of the bonus symbol. */
export const BONUS_CODE = SYMBOLS.indexOf(BONUS_SYMBOL);

/** Rows of every payline, flattened: LINE_ROWS[line * 5 + reel]. */
export const LINE_ROWS = Uint8Array.from(PAYLINES.flatMap((line) => line.rows));

/** Bet multiplier by symbol code and run length: PAY[code * 6 + count]. */
export const PAY = Float64Array.from(
  SYMBOLS.flatMap((symbol) => [0, 1, 2, 3, 4, 5].map((n) => payMultiplier(symbol, n))),
);

/** Compiles strips of symbols into padded code arrays. Throws on an empty strip or unknown symbol. */
export function compileReels(strips: readonly (readonly SlotSymbol[])[]): CompiledReels {
  if (strips.length !== REEL_COUNT)
    throw new RangeError(`expected ${REEL_COUNT} strips, got ${strips.length}`);
  const codes = strips.map((strip) => {
    if (strip.length < ROW_COUNT) throw new RangeError('a strip needs at least 3 symbols');
    const out = new Uint8Array(strip.length + ROW_COUNT - 1);
    for (let k = 0; k < out.length; k++) {
      const code = SYMBOLS.indexOf(strip[k % strip.length] as SlotSymbol);
      if (code < 0) throw new RangeError(`unknown symbol ${String(strip[k % strip.length])}`);
      out[k] = code;
    }
    return out;
  });
  const offsets = codes.map((_, r) => codes.slice(0, r).reduce((sum, c) => sum + c.length, 0));
  const flat = new Uint8Array(codes.reduce((sum, c) => sum + c.length, 0));
  codes.forEach((c, r) => flat.set(c, offsets[r]));
  const cellBase = Int32Array.from(
    LINE_ROWS,
    (row, k) => (offsets[k % REEL_COUNT] as number) + row,
  );
  return { codes, lengths: strips.map((s) => s.length), flat, cellBase };
}

/**
 * The run on payline `line` (index into PAYLINES) for the given stops: how many reels from the
 * leftmost show the leftmost reel's symbol, encoded as `code * 8 + count` (count 1-5). Reel r
 * shows strip[(stop + row) mod length] in row `row` (0 top, 2 bottom).
 */
export function lineRun(reels: CompiledReels, stops: ArrayLike<number>, line: number): number {
  const base = line * REEL_COUNT;
  const flat = reels.flat;
  const cell = reels.cellBase;
  const first = flat[(cell[base] as number) + (stops[0] as number)] as number;
  let count = 1;
  while (
    count < REEL_COUNT &&
    flat[(cell[base + count] as number) + (stops[count] as number)] === first
  )
    count++;
  return first * 8 + count;
}

/** Decodes `lineRun`'s result. */
export function runSymbolCode(run: number): number {
  return run >>> 3;
}

/** Decodes `lineRun`'s result. */
export function runCount(run: number): number {
  return run & 7;
}

/** True when a run triggers the bonus: MIN_RUN or more balloons from the leftmost reel. */
export function isBonusRun(run: number): boolean {
  return run >>> 3 === BONUS_CODE && (run & 7) >= MIN_RUN;
}
