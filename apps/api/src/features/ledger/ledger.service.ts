import type { Db } from '../../db/database';
import type { LedgerKind } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { isInTransaction, isUniqueViolation } from '../../db/transaction';
import * as repo from './ledger.repository';
import type { UsersWrite } from '../users/users.service';

/** The starting balance of a new user (spec section 9). */
export const STARTING_GRANT = 5000;

/** One coin movement. */
export interface CoinMove {
  userId: string;
  /** Signed, non-zero whole coins: negative only for round_debit, positive for every other kind. */
  amount: number;
  kind: LedgerKind;
  /** The wave a round belongs to (round entries count for that wave's leaderboard). */
  waveId?: string | null;
  /** Required for round_debit / round_credit; (roundId, kind, seq) happens at most once. */
  roundId?: string | null;
  /** 0 for a round's single debit / credit; 1, 2, ... for further ones (double, split, raises). */
  seq?: number;
}

/**
 * Moves coins: the ONLY way `users.coins` changes. Must run inside `withTransaction` so the
 * balance update and its append-only ledger entry commit together. A debit is one conditional
 * UPDATE (`coins >= amount`); a repeated (roundId, kind, seq) is refused by a unique index.
 * `at` is the entry's time, from the app's clock (`ctx.now()`). Returns the new balance.
 *
 * @throws DomainError UNPROCESSABLE 'Not enough coins' when a debit exceeds the balance
 * @throws DomainError CONFLICT when the round entry already exists
 */
export async function moveCoins(trx: Db, move: CoinMove, at: Date): Promise<number> {
  if (!isInTransaction(trx)) throw new Error('moveCoins must run inside withTransaction');
  const { userId, amount, kind } = move;
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new Error(`moveCoins: amount must be a non-zero whole number (got ${amount})`);
  if ((kind === 'round_debit') !== amount < 0)
    throw new Error(`moveCoins: ${kind} cannot move ${amount}`);
  const isRound = kind === 'round_debit' || kind === 'round_credit' || kind === 'auto_settle';
  if (isRound !== Boolean(move.roundId))
    throw new Error(`moveCoins: ${kind} ${isRound ? 'needs' : 'takes no'} roundId`);

  const balance =
    amount < 0
      ? await repo.debitCoins(trx, userId, -amount)
      : await repo.creditCoins(trx, userId, amount);
  if (balance === undefined) {
    if (amount < 0) throw new DomainError('UNPROCESSABLE', 'Not enough coins');
    throw new DomainError('NOT_FOUND', 'User not found');
  }
  await insertEntries(
    trx,
    {
      userId,
      amount,
      kind,
      waveId: move.waveId ?? null,
      roundId: move.roundId ?? null,
      seq: move.seq ?? 0,
      balanceAfter: balance,
      createdAt: at.toISOString(),
    },
    null,
  );
  if (isRound && move.waveId) await repo.addToWaveScore(trx, move.waveId, userId, amount);
  return balance;
}

/** A round whose stake and payout are decided in the same call (a spin without a bonus). */
export interface OneShotMove {
  userId: string;
  waveId: string;
  roundId: string;
  /** Positive whole coins. */
  stake: number;
  /** Whole coins, 0 for a loss. */
  payout: number;
}

/**
 * Settles a one-shot round's coins: ONE conditional write of the balance (`coins >= stake`, so it
 * is refused exactly where the debit alone would be) with `also` (the round's stats) folded into
 * it; its round_debit entry and, for a payout, its round_credit entry, each with the balance after
 * it as if debited and then credited; and the wave score moved by the net. The same entries and
 * balance as `moveCoins` twice, in fewer statements. Inside `withTransaction`. Returns the new
 * balance and `also`'s columns.
 *
 * @throws DomainError UNPROCESSABLE 'Not enough coins' when the stake exceeds the balance
 * @throws DomainError CONFLICT when the round's entries already exist
 */
export async function moveOneShotCoins<Also>(
  trx: Db,
  move: OneShotMove,
  at: Date,
  also: UsersWrite,
): Promise<Also & { coins: number }> {
  if (!isInTransaction(trx)) throw new Error('moveOneShotCoins must run inside withTransaction');
  const { userId, waveId, roundId, stake, payout } = move;
  if (!Number.isSafeInteger(stake) || stake <= 0 || !Number.isSafeInteger(payout) || payout < 0)
    throw new Error(`moveOneShotCoins: stake ${stake} and payout ${payout} must be whole coins`);
  const row = await repo.settleRoundCoins<Also>(trx, userId, stake, payout, also);
  if (!row) throw new DomainError('UNPROCESSABLE', 'Not enough coins');
  const createdAt = at.toISOString();
  const entry = (kind: LedgerKind, amount: number, balanceAfter: number): repo.NewEntry => ({
    userId,
    amount,
    kind,
    waveId,
    roundId,
    seq: 0,
    balanceAfter,
    createdAt,
  });
  await insertEntries(
    trx,
    entry('round_debit', -stake, row.coins - payout),
    payout > 0 ? entry('round_credit', payout, row.coins) : null,
  );
  if (payout !== stake) await repo.addToWaveScore(trx, waveId, userId, payout - stake);
  return row;
}

/** One entry, or two in one statement; a repeated round entry or grant is a CONFLICT. */
async function insertEntries(
  trx: Db,
  entry: repo.NewEntry,
  second: repo.NewEntry | null,
): Promise<void> {
  try {
    if (second) await repo.insertEntryPair(trx, entry, second);
    else await repo.insertEntry(trx, entry);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(
        'CONFLICT',
        entry.kind === 'starting_grant'
          ? 'The starting grant was already given'
          : 'This round has already been settled',
      );
    throw error;
  }
}

/** Σ of the user's ledger entries (equals `users.coins`, always). */
export function ledgerSum(db: Db, userId: string): Promise<number> {
  return repo.sumEntries(db, userId);
}

/** A user's entries, oldest first: all of them, or a page of `limit` after the entry `afterId`. */
export function listLedger(db: Db, userId: string, page?: { afterId: number; limit: number }) {
  return repo.listEntries(db, userId, page);
}

/**
 * The user's net result in rounds (payouts minus stakes: every round_debit, round_credit and
 * auto_settle entry; claims and grants do not count) since `since`, and since `recentSince`.
 */
export function roundNetsSince(
  db: Db,
  userId: string,
  since: string,
  recentSince: string = since,
): Promise<{ total: number; recent: number }> {
  return repo.roundNetsSince(db, userId, since, recentSince);
}
