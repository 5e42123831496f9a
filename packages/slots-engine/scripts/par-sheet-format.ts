// Markdown formatting of the par sheet, shared by the rtp CLI and the README check.
import type { ParSheet } from '../src/par-sheet';

/** Bet levels the CLI and README list. */
export const BET_LEVELS = [10, 20, 50, 100, 250, 500, 1000, 5000];

/** A fraction as a percentage with 4 decimals. */
export const pct = (x: number): string => `${(x * 100).toFixed(4)}%`;

/** The par sheet as a markdown table (printed by the CLI, copied into the README). */
export function parSheetTable(s: ParSheet): string {
  return [
    '| figure | value |',
    '|---|---|',
    `| Total RTP (lines + bonus) | ${pct(s.totalRtp)} |`,
    `| Lines RTP | ${pct(s.linesRtp)} |`,
    `| Bonus RTP | ${pct(s.bonusRtp)} |`,
    `| Hit frequency (any win) | ${pct(s.hitFrequency)} |`,
    `| Bonus frequency | ${pct(s.bonusFrequency)} (1 in ${s.spinsPerBonus.toFixed(2)} spins) |`,
    `| Mean bonus round win | ${s.bonusMeanWin.toFixed(4)} x bet (${s.bonusMeanGoodPops.toFixed(1)} good pops) |`,
    `| Std dev of one spin's return | ${s.stdDev.toFixed(4)} x bet |`,
  ].join('\n');
}

/** The main figures at each bet level as a markdown table. */
export function betLevelTable(sheets: readonly ParSheet[]): string {
  return [
    '| bet | total RTP | lines RTP | bonus RTP | std dev (x bet) |',
    '|---|---|---|---|---|',
    ...sheets.map(
      (s) =>
        `| ${s.bet} | ${pct(s.totalRtp)} | ${pct(s.linesRtp)} | ${pct(s.bonusRtp)} | ${s.stdDev.toFixed(4)} |`,
    ),
  ].join('\n');
}
