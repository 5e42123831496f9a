/** The spec's default slots bet (section 9). Balloon prizes are quoted at this bet. */
export const DEFAULT_BET = 50;
/** The smallest bet (spec section 5: "at least 10"). */
export const MIN_BET = 10;
/** Bets move in steps of 10 (spec section 5). */
export const BET_STEP = 10;

/** Why a bet was refused. */
export type BetError =
  'BET_NOT_AN_INTEGER' | 'BET_BELOW_MINIMUM' | 'BET_NOT_IN_STEPS' | 'INSUFFICIENT_FUNDS';

/** A bet check as a value: the accepted bet, or the first rule it breaks. */
export type BetCheck =
  { readonly ok: true; readonly bet: number } | { readonly ok: false; readonly error: BetError };

/** True for a well-formed bet amount (safe integer, at least 10, a multiple of 10), ignoring the balance. */
export function isBetAmount(bet: unknown): bet is number {
  return (
    typeof bet === 'number' && Number.isSafeInteger(bet) && bet >= MIN_BET && bet % BET_STEP === 0
  );
}

/**
 * Spec section 5's slots bet rules, errors as values: an integer (a string such as "50" is refused,
 * never coerced), at least 10, in steps of 10, and not above the balance.
 */
export function validateBet(bet: unknown, balance: number): BetCheck {
  if (typeof bet !== 'number' || !Number.isSafeInteger(bet))
    return { ok: false, error: 'BET_NOT_AN_INTEGER' };
  if (bet < MIN_BET) return { ok: false, error: 'BET_BELOW_MINIMUM' };
  if (bet % BET_STEP !== 0) return { ok: false, error: 'BET_NOT_IN_STEPS' };
  if (bet > balance) return { ok: false, error: 'INSUFFICIENT_FUNDS' };
  return { ok: true, bet };
}

/** Throws when a caller skipped `validateBet`: a malformed bet here is a broken invariant. */
export function assertBetAmount(bet: number): void {
  if (!isBetAmount(bet))
    throw new RangeError(
      `slots: bet must be a multiple of ${BET_STEP}, at least ${MIN_BET}; got ${bet}`,
    );
}
