import {
  LUCK_CHART_POINTS,
  LUCK_CHART_ROUNDS,
  type GameKind,
  type LuckReport,
  type RoundDetail,
} from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isInTransaction, withTransaction } from '../../db/transaction';
import {
  addTotals,
  chartPoints,
  GAME_BASIS,
  luckFigures,
  NO_ROUNDS,
  roundMoments,
  type RoundMoments,
} from './luck.math';
import { luckModels, modelSentence } from './luck.models';
import * as repo from './luck.repository';

// The luck report. Each finished round's expectation is worked out once, in the
// round's transaction, and added to the player's totals per game: the report reads at most four
// totals rows and the latest LUCK_CHART_ROUNDS rounds, whatever the player's history.

const GAMES: readonly GameKind[] = ['slots', 'blackjack', 'poker', 'roulette'];

/** A finished round's expected net and variance, from its replay record. */
export function luckOfRound(detail: RoundDetail): RoundMoments {
  return roundMoments(detail, luckModels());
}

/** Adds a finished round to the player's luck totals, inside the round's transaction. */
export async function countRound(
  trx: Db,
  round: { userId: string; game: GameKind; stake: number; payout: number },
  moments: RoundMoments,
): Promise<void> {
  if (!isInTransaction(trx)) throw new Error('countRound must run inside withTransaction');
  await repo.addRound(trx, round.userId, round.game, {
    stake: round.stake,
    payout: round.payout,
    expectedNet: moments.expectedNet,
    variance: moments.variance,
  });
}

/** `GET /api/me/luck`: per game and in total, and the chart of the latest rounds. */
export async function getLuckReport(ctx: AppContext, userId: string): Promise<LuckReport> {
  const [totals, latest, pending] = await Promise.all([
    repo.totalsOf(ctx.db, userId),
    repo.latestFinished(ctx.db, userId, LUCK_CHART_ROUNDS),
    repo.countPending(ctx.db, userId),
  ]);
  let all = NO_ROUNDS;
  const games = GAMES.map((game) => {
    const t = totals.get(game) ?? NO_ROUNDS;
    all = addTotals(all, t);
    return { game, figures: luckFigures(t, GAME_BASIS[game]), model: modelSentence(game) };
  });
  const played = GAMES.filter((g) => (totals.get(g)?.rounds ?? 0) > 0).map((g) => GAME_BASIS[g]);
  const basis =
    played.length > 0 && played.every((b) => b === 'exact')
      ? 'exact'
      : played.length > 0 && played.every((b) => b === 'simulated')
        ? 'simulated'
        : 'mixed';
  // Rounds still being counted (from before the report existed) are left out of the chart too.
  const charted = latest
    .filter((r) => r.expected_net !== null && r.net_variance !== null)
    .reverse()
    .map((r) => ({
      net: Number(r.payout) - Number(r.stake),
      expectedNet: r.expected_net!,
      variance: r.net_variance!,
    }));
  return {
    games,
    total: luckFigures(all, basis),
    chart: { rounds: charted.length, points: chartPoints(charted, LUCK_CHART_POINTS) },
    pending,
    generatedAt: ctx.now().toISOString(),
  };
}

/** Rounds counted per transaction by the backfill, and batches per sweep. */
export const BACKFILL_BATCH = 500;
const BATCHES_PER_SWEEP = 20;

/**
 * The backfill sweep (server.ts, every 10 s until nothing is left): up to 20 batches of 500, each
 * its own transaction, so 100,000 old rounds are counted in under two minutes without holding the
 * write lock for long.
 */
export async function sweepPendingRounds(ctx: AppContext): Promise<number> {
  let total = 0;
  for (let i = 0; i < BATCHES_PER_SWEEP; i++) {
    const counted = await countPendingRounds(ctx);
    total += counted;
    if (counted === 0) break;
  }
  return total;
}

/**
 * Counts finished rounds that have no expectation yet (played before migration 0011), a batch
 * at a time, each round once even with several instances sweeping (`markCounted` only takes a
 * round still uncounted, and only then are the totals added). Returns the rounds counted.
 */
export async function countPendingRounds(ctx: AppContext, batch = BACKFILL_BATCH): Promise<number> {
  const rows = await repo.listPending(ctx.db, batch);
  if (rows.length === 0) return 0;
  return withTransaction(ctx.db, async (trx) => {
    let counted = 0;
    for (const r of rows) {
      const moments = luckOfRound(JSON.parse(r.detail!) as RoundDetail);
      if (!(await repo.markCounted(trx, r.id, moments))) continue;
      await repo.addRound(trx, r.user_id, r.game, {
        stake: Number(r.stake),
        payout: Number(r.payout),
        ...moments,
      });
      counted += 1;
    }
    return counted;
  });
}
