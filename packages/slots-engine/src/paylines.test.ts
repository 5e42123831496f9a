import { describe, expect, it } from 'vitest';
import { PAYLINES } from './paylines';

describe('PAYLINES', () => {
  it('holds 15 distinct lines with ids 1-15 across 5 reels and 3 rows', () => {
    expect(PAYLINES.map((l) => l.id)).toEqual(Array.from({ length: 15 }, (_, k) => k + 1));
    expect(new Set(PAYLINES.map((l) => l.rows.join(''))).size).toBe(15);
    for (const line of PAYLINES) {
      expect(line.rows).toHaveLength(5);
      for (const row of line.rows) expect([0, 1, 2]).toContain(row);
    }
  });

  it('has 3 horizontals, 2 V shapes and 10 zig-zags', () => {
    const kinds = PAYLINES.map((l) => l.kind);
    expect(kinds.filter((k) => k === 'horizontal')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'v')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'zigzag')).toHaveLength(10);
    for (const line of PAYLINES.filter((l) => l.kind === 'horizontal'))
      expect(new Set(line.rows).size).toBe(1);
    expect(PAYLINES.filter((l) => l.kind === 'v').map((l) => l.rows.join(''))).toEqual([
      '01210',
      '21012',
    ]);
  });

  it('makes the zig-zags every other path that moves exactly one row per reel', () => {
    const paths: string[] = [];
    const walk = (rows: number[]): void => {
      if (rows.length === 5) return void paths.push(rows.join(''));
      const last = rows[rows.length - 1]!;
      for (const next of [last - 1, last + 1]) if (next >= 0 && next <= 2) walk([...rows, next]);
    };
    for (const start of [0, 1, 2]) walk([start]);
    const expected = paths.filter((p) => p !== '01210' && p !== '21012').sort();
    expect(
      PAYLINES.filter((l) => l.kind === 'zigzag')
        .map((l) => l.rows.join(''))
        .sort(),
    ).toEqual(expected);
  });
});
