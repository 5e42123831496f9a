import { PAYOUT_MULTIPLIERS, type BetType } from '@coinwave/roulette-engine';
import { PAYTABLE, SYMBOLS, type SlotSymbol } from '@coinwave/slots-engine';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from './help-articles';

// The rules the player reads (the help center's game articles) against the engines that pay:
// entry by entry, so a paytable or payout change that the text does not follow fails here.

const rules = (id: string): string => {
  const article = HELP_ARTICLES.find((a) => a.id === id);
  if (!article) throw new Error(`no help article '${id}'`);
  return article.content;
};

/** What the slots rules call each paytable row, and the symbols it covers. */
const SLOTS_ROWS: Array<[phrase: string, symbols: SlotSymbol[]]> = [
  ['sevens', ['seven']],
  ['money bags', ['moneyBag']],
  ['bells', ['bell']],
  ['stars', ['star']],
  ['other symbols', ['orange', 'lemon', 'balloon']],
];

/** What the roulette rules call each bet, and the bet types it covers. */
const ROULETTE_BETS: Array<[phrase: string, types: BetType[]]> = [
  ['A single number', ['straight']],
  ['a split (two numbers)', ['split']],
  ['a street (three)', ['street']],
  ['a corner (four)', ['corner']],
  ['a six line (six)', ['sixLine']],
  ['dozens and columns', ['dozen', 'column']],
  ['red, black, odd, even, low and high', ['red', 'black', 'odd', 'even', 'low', 'high']],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the rules page says what the engines pay', () => {
  it('slots: every paytable row, for 3, 4 and 5 of a kind', () => {
    const text = rules('slots');
    for (const [phrase, symbols] of SLOTS_ROWS) {
      const found = new RegExp(`${escape(phrase)}(?: pay)? (\\d+), (\\d+) and (\\d+)`).exec(text);
      expect(found, `the slots rules give ${phrase} their pays`).not.toBeNull();
      const written = found!.slice(1, 4).map(Number);
      for (const symbol of symbols)
        expect(written, `${phrase}: ${symbol}`).toEqual(PAYTABLE[symbol]);
    }
    const covered = SLOTS_ROWS.flatMap(([, symbols]) => symbols);
    expect([...covered].sort()).toEqual([...SYMBOLS].sort());
  });

  it('roulette: every bet type, its odds = the multiplier minus the stake returned', () => {
    const text = rules('roulette');
    for (const [phrase, types] of ROULETTE_BETS) {
      const found = new RegExp(`${escape(phrase)}(?: pays)? (\\d+):1`).exec(text);
      expect(found, `the roulette rules give ${phrase} its odds`).not.toBeNull();
      for (const type of types)
        expect(Number(found![1]) + 1, `${phrase}: ${type}`).toBe(PAYOUT_MULTIPLIERS[type]);
    }
    const covered = ROULETTE_BETS.flatMap(([, types]) => types);
    expect([...covered].sort()).toEqual(Object.keys(PAYOUT_MULTIPLIERS).sort());
  });
});
