import type { Db } from '../../db/database';
import type { GameKindColumn } from '../../db/schema';
import { execute, queryAll } from '../../db/statements';
import type { LuckTotals } from './luck.math';

/** Adds one finished round to the player's totals for its game (one statement, in the round's transaction). */
export async function addRound(
  trx: Db,
  userId: string,
  game: GameKindColumn,
  round: { stake: number; payout: number; expectedNet: number; variance: number },
): Promise<void> {
  await execute(
    trx,
    `insert into luck_totals (user_id, game, rounds, wagered, returned, expected_net, net_variance)
      values (?, ?, 1, ?, ?, ?, ?)
      on conflict (user_id, game) do update set
        rounds = luck_totals.rounds + 1,
        wagered = luck_totals.wagered + excluded.wagered,
        returned = luck_totals.returned + excluded.returned,
        expected_net = luck_totals.expected_net + excluded.expected_net,
        net_variance = luck_totals.net_variance + excluded.net_variance`,
    userId,
    game,
    round.stake,
    round.payout,
    round.expectedNet,
    round.variance,
  );
}

/** The player's totals per game (at most four rows). */
export async function totalsOf(db: Db, userId: string): Promise<Map<GameKindColumn, LuckTotals>> {
  const rows = await db
    .selectFrom('luck_totals')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.game,
      {
        rounds: Number(r.rounds),
        wagered: Number(r.wagered),
        returned: Number(r.returned),
        expectedNet: Number(r.expected_net),
        variance: Number(r.net_variance),
      },
    ]),
  );
}

/**
 * The player's latest finished rounds, newest first (`limit` of them): the chart's window. Served
 * by the index `rounds_user_finished (user_id, finished_at, id) where status = 'finished'`.
 */
export async function latestFinished(db: Db, userId: string, limit: number) {
  return queryAll<{
    stake: number;
    payout: number;
    expected_net: number | null;
    net_variance: number | null;
  }>(
    db,
    `select stake, payout, expected_net, net_variance from rounds
      where user_id = ? and status = 'finished' order by finished_at desc, id desc limit ?`,
    userId,
    limit,
  );
}

/** The player's finished rounds not yet counted (finished before migration 0011; a partial index). */
export async function countPending(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('rounds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'finished')
    .where('expected_net', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Finished rounds anyone has not counted yet, at most `limit` (the backfill's batch). */
export async function listPending(db: Db, limit: number) {
  return db
    .selectFrom('rounds')
    .select(['id', 'user_id', 'game', 'stake', 'payout', 'detail'])
    .where('status', '=', 'finished')
    .where('expected_net', 'is', null)
    .limit(limit)
    .execute();
}

/** Records a counted round's figures; false when another sweep counted it first. */
export async function markCounted(
  trx: Db,
  roundId: string,
  moments: { expectedNet: number; variance: number },
): Promise<boolean> {
  const changed = await execute(
    trx,
    'update rounds set expected_net = ?, net_variance = ? where id = ? and expected_net is null',
    moments.expectedNet,
    moments.variance,
    roundId,
  );
  return changed === 1;
}
