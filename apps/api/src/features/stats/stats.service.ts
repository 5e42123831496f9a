import type { Achievement, GameKind, Notification } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isInTransaction } from '../../db/transaction';
import {
  BIG_WIN_MULTIPLE,
  GAMES_PLAYED_MILESTONE,
  isStreakMilestone,
} from '../achievements/achievements.catalog';
import { award, type Awarded } from '../achievements/achievements.service';
import { pushNotifications } from '../notifications/notifications.service';
import {
  applyRoundStats,
  publishUserUpdate,
  winRate,
  type RoundStatsRow,
} from '../users/users.service';

/** One finished round as the game-rounds feature reports it. */
export interface RoundResult {
  userId: string;
  game: GameKind;
  /** Total coins the player staked in the round (all debits). */
  stake: number;
  /** Total coins credited back (0 for a loss). */
  payout: number;
  /** Blackjack only: the player had a natural and the dealer did not. */
  natural?: boolean;
}

export interface RoundRecorded {
  outcome: 'win' | 'loss' | 'push';
  stats: {
    gamesPlayed: number;
    gamesWon: number;
    totalWinnings: number;
    currentStreak: number;
    bestStreak: number;
  };
  achievements: Achievement[];
  notifications: Notification[];
}

/** A win is a payout above the stake, a loss below it; equal is a push (spec section 4). */
export function roundOutcome(stake: number, payout: number): 'win' | 'loss' | 'push' {
  return payout > stake ? 'win' : payout < stake ? 'loss' : 'push';
}

/**
 * Updates the player's stats after a round (gamesPlayed, winRate, totalWinnings, streak: a loss
 * resets it, a push leaves it) and awards the achievements the round earned: big_win (slots
 * payout >= 5x the stake), streak 3/5/10/20/50, blackjack natural, games_played at 10. Call it
 * inside the round's `withTransaction`; after the commit call `publishRoundEffects`.
 *
 * `applied`: the stats as the round's own write already left them (a one-shot round folds
 * `roundStatsWrite` into the write of its coins), so they are not written twice.
 *
 * A counted trigger is tried only in the round that reaches it: the stats move by one per round in
 * the same transaction as the award, so the round where gamesPlayed becomes 10 (or the streak
 * becomes a milestone) always tries it, and every other round skips the (no-op) insert.
 */
export async function recordRoundResult(
  trx: Db,
  round: RoundResult,
  at: Date,
  applied?: RoundStatsRow,
): Promise<RoundRecorded> {
  if (!isInTransaction(trx)) throw new Error('recordRoundResult must run inside withTransaction');
  const outcome = roundOutcome(round.stake, round.payout);
  const s =
    applied ?? (await applyRoundStats(trx, round.userId, outcome, round.stake, round.payout));
  const earned: Array<Awarded | null> = [];
  if (round.game === 'slots' && round.stake > 0 && round.payout >= BIG_WIN_MULTIPLE * round.stake)
    earned.push(await award(trx, round.userId, 'big_win', 0, at));
  if (outcome === 'win' && isStreakMilestone(s.current_streak))
    earned.push(await award(trx, round.userId, 'streak', s.current_streak, at));
  if (round.game === 'blackjack' && round.natural)
    earned.push(await award(trx, round.userId, 'blackjack', 0, at));
  if (s.games_played === GAMES_PLAYED_MILESTONE)
    earned.push(await award(trx, round.userId, 'games_played', 0, at));
  const awarded = earned.filter((a): a is Awarded => a !== null);
  return {
    outcome,
    stats: {
      gamesPlayed: s.games_played,
      gamesWon: s.games_won,
      totalWinnings: s.net_winnings,
      currentStreak: s.current_streak,
      bestStreak: s.best_streak,
    },
    achievements: awarded.map((a) => a.achievement),
    notifications: awarded.map((a) => a.notification),
  };
}

/**
 * After a round's commit: the player's tabs get `user_update` (balance and stats) and a
 * `notification` per new achievement; the wave's room gets a
 * coalesced `wave_update` with the changed figures (leaderboard rows, counts).
 * With `coins` the update carries only what the round changed (coins, and the stats when it
 * finished: the client merges `data` into its user), so no query is needed; without it the whole
 * record is read and sent.
 */
export async function publishRoundEffects(
  ctx: AppContext,
  userId: string,
  waveId: string,
  recorded: Pick<RoundRecorded, 'notifications'> & Partial<Pick<RoundRecorded, 'stats'>>,
  coins?: number,
): Promise<void> {
  if (coins === undefined) await publishUserUpdate(ctx, userId);
  else {
    const s = recorded.stats;
    const data = s
      ? {
          coins,
          gamesPlayed: s.gamesPlayed,
          winRate: winRate(s.gamesWon, s.gamesPlayed),
          totalWinnings: s.totalWinnings,
          currentStreak: s.currentStreak,
          bestStreak: s.bestStreak,
        }
      : { coins };
    ctx.realtime.publishToUser(userId, { type: 'user_update', payload: { userId, data } });
  }
  pushNotifications(ctx, userId, recorded.notifications);
  ctx.waveFeed.changed(waveId);
}
