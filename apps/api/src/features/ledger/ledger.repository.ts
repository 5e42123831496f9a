import type { Db } from '../../db/database';
import type { LedgerKind } from '../../db/schema';
import { execute, queryOne, writeOne } from '../../db/statements';
import type { UsersWrite } from '../users/users.service';

// The money path: one statement each on the transaction's connection. These functions are only
// ever called inside withTransaction (moveCoins checks it).

/** The balance, read back after a debit or a credit. */
const coinsOf = (userId: string) => ({
  table: 'users',
  key: 'id',
  value: userId,
  columns: 'coins',
});

/** `coins += amount` for a credit; returns the new balance, or undefined for an unknown user. */
export async function creditCoins(
  trx: Db,
  userId: string,
  amount: number,
): Promise<number | undefined> {
  const row = await writeOne<{ coins: number }>(
    trx,
    'update users set coins = coins + ? where id = ?',
    [amount, userId],
    coinsOf(userId),
  );
  return row?.coins;
}

/**
 * The debit: ONE conditional write, so a balance can never be read, judged and written across an
 * await. Returns the new balance, or undefined when the user has fewer than `amount`.
 */
export async function debitCoins(
  trx: Db,
  userId: string,
  amount: number,
): Promise<number | undefined> {
  const row = await writeOne<{ coins: number }>(
    trx,
    'update users set coins = coins - ? where id = ? and coins >= ?',
    [amount, userId, amount],
    coinsOf(userId),
  );
  return row?.coins;
}

/** The one-write settlement's texts, per SET list folded in (a small fixed set). */
const settleTexts = new Map<string, string>();

/**
 * A one-shot round's stake and payout as ONE conditional write (`coins >= stake`), with `also`'s
 * columns set in the same statement. Returns the new balance and `also`'s columns, or undefined
 * when the user has fewer coins than the stake.
 */
export async function settleRoundCoins<Also>(
  trx: Db,
  userId: string,
  stake: number,
  payout: number,
  also: UsersWrite,
): Promise<(Also & { coins: number }) | undefined> {
  let text = settleTexts.get(also.set);
  if (text === undefined) {
    text = `update users set coins = coins - ? + ?, ${also.set} where id = ? and coins >= ?`;
    settleTexts.set(also.set, text);
  }
  return writeOne<Also & { coins: number }>(
    trx,
    text,
    [stake, payout, ...also.params, userId, stake],
    { table: 'users', key: 'id', value: userId, columns: `coins, ${also.columns}` },
  );
}

export interface NewEntry {
  userId: string;
  amount: number;
  kind: LedgerKind;
  waveId: string | null;
  roundId: string | null;
  seq: number;
  balanceAfter: number;
  createdAt: string;
}

const INSERT_ENTRY =
  'insert into ledger_entries (user_id, amount, kind, wave_id, round_id, seq, balance_after, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)';
const INSERT_TWO_ENTRIES = `${INSERT_ENTRY}, (?, ?, ?, ?, ?, ?, ?, ?)`;

const entryValues = (e: NewEntry) => [
  e.userId,
  e.amount,
  e.kind,
  e.waveId,
  e.roundId,
  e.seq,
  e.balanceAfter,
  e.createdAt,
];

export async function insertEntry(trx: Db, entry: NewEntry): Promise<void> {
  await execute(trx, INSERT_ENTRY, ...entryValues(entry));
}

/** Two entries in one statement (a one-shot round's debit and credit), in this order. */
export async function insertEntryPair(trx: Db, first: NewEntry, second: NewEntry): Promise<void> {
  await execute(trx, INSERT_TWO_ENTRIES, ...entryValues(first), ...entryValues(second));
}

/**
 * The wave's leaderboard aggregate: a round entry's amount added to its member's score, in the
 * entry's transaction (a player who is not a member yet gets it from the ledger on joining).
 */
export async function addToWaveScore(
  trx: Db,
  waveId: string,
  userId: string,
  amount: number,
): Promise<void> {
  await execute(
    trx,
    'update wave_members set score = score + ? where wave_id = ? and user_id = ?',
    amount,
    waveId,
    userId,
  );
}

/** Σ amount of a user's entries (the balance must always equal it). */
export async function sumEntries(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listEntries(
  db: Db,
  userId: string,
  page?: { afterId: number; limit: number },
) {
  let query = db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId);
  if (page) query = query.where('id', '>', page.afterId).limit(page.limit);
  return query.orderBy('id').execute();
}

/**
 * Σ amount of the user's round entries (stakes, payouts, settlements: those with a round) created
 * at or after `since`, and of those at or after `recentSince` (not before `since`). One range of
 * the index `ledger_user_rounds`.
 */
export async function roundNetsSince(
  db: Db,
  userId: string,
  since: string,
  recentSince: string,
): Promise<{ total: number; recent: number }> {
  const row = await queryOne<{ total: number; recent: number }>(
    db,
    `select coalesce(sum(amount), 0) as total, coalesce(sum(case when created_at >= ? then amount else 0 end), 0) as recent
      from ledger_entries where user_id = ? and round_id is not null and created_at >= ?`,
    recentSince,
    userId,
    since,
  );
  return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0) };
}
