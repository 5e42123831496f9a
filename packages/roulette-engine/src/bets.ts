import { CHIP_SIZES, CHIP_UNIT } from './payouts';
import {
  BET_TYPES,
  INSIDE_BET_TYPES,
  isLegalSpot,
  spotKey,
  type BetType,
  type EvenMoneyBetType,
  type Spot,
} from './spots';

/** A stake on one spot, e.g. `{ type: 'split', numbers: [17, 20], amount: 50 }`. */
export type Bet = Spot & { readonly amount: number };

/** Why a bet or a bet list was refused. */
export type BetError =
  | 'BETS_NOT_A_LIST'
  | 'NO_BETS'
  | 'TOO_MANY_BETS'
  | 'INVALID_BET'
  | 'UNKNOWN_BET_TYPE'
  | 'IMPOSSIBLE_BET'
  | 'INVALID_AMOUNT'
  | 'INVALID_CHIP'
  | 'INSUFFICIENT_FUNDS';

/** A validated single bet, or the first rule it breaks. */
export type BetParse =
  { readonly ok: true; readonly bet: Bet } | { readonly ok: false; readonly error: BetError };

/** A validated bet list (repeated spots merged), or the first rule it breaks and the bet's index. */
export type BetsCheck =
  | { readonly ok: true; readonly bets: readonly Bet[]; readonly totalStake: number }
  | { readonly ok: false; readonly error: BetError; readonly index?: number };

/** At most this many entries in a submitted list (far above the table's distinct spots). */
export const MAX_BET_ENTRIES = 500;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const hasOnlyKeys = (x: Record<string, unknown>, keys: readonly string[]): boolean =>
  Object.keys(x).every((k) => keys.includes(k));

/** True for a stake made of chips: a positive safe integer multiple of 25. */
export function isStake(amount: unknown): amount is number {
  return (
    typeof amount === 'number' &&
    Number.isSafeInteger(amount) &&
    amount > 0 &&
    amount % CHIP_UNIT === 0
  );
}

/**
 * Reads one bet from untrusted JSON, strictly (no coercion, no extra keys): a known type, a spot
 * that exists on the layout (inside numbers in any order, returned ascending) and a stake that is
 * a sum of chips. Errors as values.
 */
export function parseBet(input: unknown): BetParse {
  if (!isRecord(input) || typeof input.type !== 'string')
    return { ok: false, error: 'INVALID_BET' };
  const type = input.type as BetType;
  if (!BET_TYPES.includes(type)) return { ok: false, error: 'UNKNOWN_BET_TYPE' };
  let spot: Spot;
  if ((INSIDE_BET_TYPES as readonly string[]).includes(type)) {
    const { numbers } = input;
    if (!hasOnlyKeys(input, ['type', 'numbers', 'amount']) || !Array.isArray(numbers))
      return { ok: false, error: 'INVALID_BET' };
    if (!numbers.every((n) => typeof n === 'number' && Number.isInteger(n)))
      return { ok: false, error: 'INVALID_BET' };
    spot = {
      type: type as Extract<Spot, { numbers: unknown }>['type'],
      numbers: (numbers as number[]).slice().sort((a, b) => a - b),
    };
  } else if (type === 'dozen' || type === 'column') {
    if (!hasOnlyKeys(input, ['type', 'index', 'amount']) || typeof input.index !== 'number')
      return { ok: false, error: 'INVALID_BET' };
    spot = { type, index: input.index as 1 | 2 | 3 };
  } else {
    if (!hasOnlyKeys(input, ['type', 'amount'])) return { ok: false, error: 'INVALID_BET' };
    spot = { type: type as EvenMoneyBetType };
  }
  if (!isLegalSpot(spot)) return { ok: false, error: 'IMPOSSIBLE_BET' };
  if (!isStake(input.amount)) return { ok: false, error: 'INVALID_AMOUNT' };
  return { ok: true, bet: { ...spot, amount: input.amount } };
}

/**
 * Validates a whole submitted bet list (spec section 5): a list of valid bets, at least one, the
 * same spot named twice adds up into one bet, and the total stake not above the balance.
 */
export function validateBets(input: unknown, balance: number): BetsCheck {
  if (!Array.isArray(input)) return { ok: false, error: 'BETS_NOT_A_LIST' };
  if (input.length === 0) return { ok: false, error: 'NO_BETS' };
  if (input.length > MAX_BET_ENTRIES) return { ok: false, error: 'TOO_MANY_BETS' };
  let bets: readonly Bet[] = [];
  for (let index = 0; index < input.length; index++) {
    const parsed = parseBet(input[index]);
    if (!parsed.ok) return { ok: false, error: parsed.error, index };
    bets = addToSpot(bets, parsed.bet, parsed.bet.amount);
  }
  const totalStake = totalStakeOf(bets);
  if (totalStake > balance) return { ok: false, error: 'INSUFFICIENT_FUNDS' };
  return { ok: true, bets, totalStake };
}

/**
 * Places one chip on a spot (spec section 5): the chip must be 25, 50, 100 or 250, the spot must
 * exist, and the new total stake may not exceed the balance. A spot clicked again adds to its bet.
 * Returns a new list; `bets` is untouched.
 */
export function placeBet(
  bets: readonly Bet[],
  spot: Spot,
  chip: number,
  balance: number,
):
  | { readonly ok: true; readonly bets: readonly Bet[] }
  | { readonly ok: false; readonly error: BetError } {
  if (!CHIP_SIZES.includes(chip)) return { ok: false, error: 'INVALID_CHIP' };
  const parsed = parseBet({ ...spot, amount: chip });
  if (!parsed.ok) return parsed;
  if (totalStakeOf(bets) + chip > balance) return { ok: false, error: 'INSUFFICIENT_FUNDS' };
  return { ok: true, bets: addToSpot(bets, parsed.bet, chip) };
}

/** The sum of the stakes of a bet list. */
export function totalStakeOf(bets: readonly Bet[]): number {
  return bets.reduce((sum, bet) => sum + bet.amount, 0);
}

function addToSpot(bets: readonly Bet[], spot: Bet, amount: number): readonly Bet[] {
  const key = spotKey(spot);
  const at = bets.findIndex((b) => spotKey(b) === key);
  if (at < 0) return [...bets, { ...spot, amount }];
  return bets.map((b, k) => (k === at ? { ...b, amount: b.amount + amount } : b));
}
