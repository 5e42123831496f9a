import { describe, expect, it } from 'vitest';
import {
  RESULT_TITLES,
  dealerShouldDraw,
  overallResult,
  payoutFor,
  playedResult,
  validateBet,
} from './blackjack-rules';

describe('validateBet', () => {
  it('accepts the four options up to the balance', () => {
    expect(validateBet(50, 50)).toEqual({ ok: true, bet: 50 });
    expect(validateBet(500, 10_000)).toEqual({ ok: true, bet: 500 });
  });
  it('refuses other amounts, strings, and bets above the balance', () => {
    expect(validateBet(75, 1000)).toEqual({ ok: false, error: 'INVALID_BET' });
    expect(validateBet('50', 1000)).toEqual({ ok: false, error: 'INVALID_BET' });
    expect(validateBet(250, 249)).toEqual({ ok: false, error: 'INSUFFICIENT_FUNDS' });
  });
});

describe('settlement rules', () => {
  it('pays natural 2.5x, win 2x, push 1x, loss 0 (stake included)', () => {
    expect(payoutFor(RESULT_TITLES.PLAYER_BLACKJACK, 250)).toBe(625);
    expect(payoutFor(RESULT_TITLES.PLAYER_BLACKJACK, 50)).toBe(125);
    expect(payoutFor(RESULT_TITLES.PLAYER_BLACKJACK, 5)).toBe(12); // floor rule for an odd stake
    expect(payoutFor(RESULT_TITLES.DEALER_BUST, 100)).toBe(200);
    expect(payoutFor(RESULT_TITLES.PLAYER_WINS, 100)).toBe(200);
    expect(payoutFor(RESULT_TITLES.PUSH, 100)).toBe(100);
    expect(payoutFor(RESULT_TITLES.BOTH_BLACKJACK, 100)).toBe(100);
    for (const loss of [
      RESULT_TITLES.PLAYER_BUST,
      RESULT_TITLES.DEALER_BLACKJACK,
      RESULT_TITLES.DEALER_WINS,
    ]) {
      expect(payoutFor(loss, 100)).toBe(0);
    }
  });
  it('has the dealer draw below 17 only', () => {
    expect(dealerShouldDraw(16)).toBe(true);
    expect(dealerShouldDraw(17)).toBe(false);
  });
  it('settles a bust player as lost even when the dealer busts', () => {
    expect(playedResult(22, 23)).toBe(RESULT_TITLES.PLAYER_BUST);
    expect(playedResult(12, 22)).toBe(RESULT_TITLES.DEALER_BUST);
    expect(playedResult(19, 19)).toBe(RESULT_TITLES.PUSH);
  });
  it('titles a split round by agreement, else by net coins', () => {
    const win = { result: RESULT_TITLES.PLAYER_WINS, stake: 100, payout: 200 };
    const doubledLoss = { result: RESULT_TITLES.DEALER_WINS, stake: 200, payout: 0 };
    const bust = { result: RESULT_TITLES.PLAYER_BUST, stake: 100, payout: 0 };
    const push = { result: RESULT_TITLES.PUSH, stake: 100, payout: 100 };
    expect(overallResult([bust, bust])).toBe(RESULT_TITLES.PLAYER_BUST);
    expect(overallResult([win, doubledLoss])).toBe(RESULT_TITLES.DEALER_WINS);
    expect(overallResult([win, push])).toBe(RESULT_TITLES.PLAYER_WINS);
    expect(overallResult([win, bust])).toBe(RESULT_TITLES.PUSH);
  });
});
