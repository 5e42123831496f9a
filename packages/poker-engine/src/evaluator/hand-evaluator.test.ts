import { describe, expect, it } from 'vitest';
import { parseCards } from '../testing/parse-cards';
import { decodeCard, encodeCard } from './card-code';
import {
  compareHands,
  evaluateHand,
  handStrength,
  HAND_NAMES,
  strengthOfCodes,
} from './hand-evaluator';
import { HAND_CLASS_COUNT, RANK_STRENGTH } from './hand-tables';

const name = (text: string) => evaluateHand(parseCards(text)).name;
const cmp = (a: string, b: string) => Math.sign(compareHands(parseCards(a), parseCards(b)));

describe('evaluateHand: every category, 5-7 cards', () => {
  it.each([
    ['As Ks Qs Js Ts', 'Royal Flush'],
    ['As Ks Qs Js Ts 9s 8s', 'Royal Flush'],
    ['9h 8h 7h 6h 5h', 'Straight Flush'],
    ['As 2s 3s 4s 5s 9d Kc', 'Straight Flush'], // steel wheel
    ['7c 7d 7h 7s 2d', 'Four of a Kind'],
    ['7c 7d 7h 7s Ad Ah As', 'Four of a Kind'],
    ['Kc Kd Kh 2s 2d', 'Full House'],
    ['Kc Kd Kh 2s 2d 2h 9c', 'Full House'], // two trips
    ['Ah 9h 7h 4h 2h', 'Flush'],
    ['Ah 9h 7h 4h 2h 3h', 'Flush'], // six-card flush
    ['Ah 9h 7h 4h 2h 3h Jh', 'Flush'], // seven-card flush
    ['As 2d 3c 4h 5s', 'Straight'], // wheel
    ['As 2d 3c 4h 5s Kd Qc', 'Straight'],
    ['Ts Jd Qc Kh As', 'Straight'],
    ['8s 8d 8c Kh 2s', 'Three of a Kind'],
    ['8s 8d Kc Kh 2s', 'Two Pair'],
    ['8s 8d Kc Kh 2s 2d Ac', 'Two Pair'], // three pairs
    ['8s 8d Kc Qh 2s', 'One Pair'],
    ['As Jd 9c 7h 2s', 'High Card'],
    ['As Jd 9c 7h 2s 3d 4c', 'High Card'],
  ])('%s is %s', (hand, expected) => expect(name(hand)).toBe(expected));

  it('numbers categories 1 High Card .. 10 Royal Flush', () => {
    expect(evaluateHand(parseCards('As Jd 9c 7h 2s')).category).toBe(1);
    expect(evaluateHand(parseCards('As Ks Qs Js Ts')).category).toBe(10);
    expect(HAND_NAMES.slice(1)).toHaveLength(10);
  });
});

describe('compareHands edge cases', () => {
  it('ranks the wheel as the lowest straight and the steel wheel as the lowest straight flush', () => {
    expect(cmp('As 2d 3c 4h 5s', '2d 3c 4h 5s 6d')).toBe(-1);
    expect(cmp('As 2s 3s 4s 5s', '2h 3h 4h 5h 6h')).toBe(-1);
    expect(cmp('As 2s 3s 4s 5s', 'Kd Kc Kh Ks Ad')).toBe(1);
  });
  it('takes the best trips and the best pair from two trips', () => {
    expect(cmp('Kc Kd Kh 2s 2d 2h 9c', 'Kc Kd Kh 9s 9d 3h 4c')).toBe(-1);
    expect(cmp('Kc Kd Kh 9s 9d 9h 2c', 'Kc Kd Kh 9s 9d 3h 4c')).toBe(0);
  });
  it('uses the best kicker beside three pairs', () => {
    expect(cmp('8s 8d Kc Kh 2s 2d Ac', '8s 8d Kc Kh 2s 2d Qc')).toBe(1);
    expect(cmp('8s 8d Kc Kh 6s 6d 4c', '8s 8d Kc Kh 2s 2d 6c')).toBe(0);
  });
  it('compares kickers of pairs, high cards and flushes', () => {
    expect(cmp('As Ad Kc Qh 9s', 'As Ad Kc Qh 8s')).toBe(1);
    expect(cmp('As Jd 9c 7h 3s', 'As Jd 9c 7h 2s')).toBe(1);
    expect(cmp('Ah 9h 7h 4h 2h 3h', 'Ah 9h 7h 4h 3h Kd')).toBe(0); // the 2 plays no part
    expect(cmp('Ah Kh 7h 4h 2h 3h Jh', 'Ah Kh Jh 7h 4h')).toBe(0);
    expect(cmp('Ah Kh 7h 4h 2h', 'Ah Qh Jh 7h 4h')).toBe(1);
  });
  it('splits when the board plays', () => {
    expect(cmp('2c 3d As Ks Qs Js Ts', '4c 5d As Ks Qs Js Ts')).toBe(0);
  });
  it('orders categories', () => {
    const ladder = [
      'As Jd 9c 7h 2s',
      '8s 8d Kc Qh 2s',
      '8s 8d Kc Kh 2s',
      '8s 8d 8c Kh 2s',
      'As 2d 3c 4h 5s',
      'Ah 9h 7h 4h 2h',
      'Kc Kd Kh 2s 2d',
      '7c 7d 7h 7s 2d',
      '9h 8h 7h 6h 5h',
      'As Ks Qs Js Ts',
    ];
    for (let i = 1; i < ladder.length; i++) expect(cmp(ladder[i]!, ladder[i - 1]!)).toBe(1);
  });
});

describe('codes and tables', () => {
  it('round-trips every card through encodeCard/decodeCard', () => {
    const deck = parseCards('As 2h 3d 4c 5s 6h 7d 8c 9s Th Jd Qc Ks');
    for (const card of deck) expect(decodeCard(encodeCard(card))).toEqual(card);
  });
  it('has 7,462 hand classes and a fully used rank hash', () => {
    expect(HAND_CLASS_COUNT).toBe(7462);
    expect(RANK_STRENGTH.filter((s) => s > 0).length).toBe(49_205);
  });
  it('refuses fewer than 5, more than 7 or duplicate cards', () => {
    expect(() => handStrength(parseCards('As Ks Qs Js'))).toThrow(RangeError);
    expect(() => handStrength(parseCards('As Ks Qs Js Ts 9s 8s 7s'))).toThrow(RangeError);
    expect(() => handStrength(parseCards('As As Qs Js Ts'))).toThrow(RangeError);
    expect(() => strengthOfCodes([1, 2, 3, 4, 5])).toThrow(RangeError);
  });
});
