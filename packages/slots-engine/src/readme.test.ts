import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BET_LEVELS, betLevelTable, parSheetTable } from '../scripts/par-sheet-format';
import { exactRtp } from './rtp';

describe('README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('publishes the par sheet exactly as the rtp CLI prints it', () => {
    expect(readme).toContain(parSheetTable(exactRtp()));
    expect(readme).toContain(betLevelTable(BET_LEVELS.map((bet) => exactRtp(bet))));
  });
});
