import type { Achievement, AchievementBody, Notification } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { withTransaction } from '../../db/transaction';
import { notify, pushNotifications } from '../notifications/notifications.service';
import { findUserRow } from '../users/users.service';
import {
  ACHIEVEMENT_TEXT,
  GAMES_PLAYED_MILESTONE,
  isAchievementType,
  streakMilestoneFor,
  type AchievementType,
} from './achievements.catalog';
import * as repo from './achievements.repository';

function toAchievement(row: repo.AchievementRow): Achievement {
  return {
    id: row.id,
    type: row.type,
    icon: row.icon,
    title: row.title,
    description: row.description,
    createdAt: row.created_at,
  };
}

export interface Awarded {
  achievement: Achievement;
  notification: Notification;
}

function textFor(type: AchievementType, milestone: number) {
  switch (type) {
    case 'streak':
    case 'wave_champion':
      return ACHIEVEMENT_TEXT[type](milestone);
    default:
      return ACHIEVEMENT_TEXT[type]();
  }
}

/**
 * Awards an achievement once (unique per user, type and milestone) with its notification, inside
 * the caller's transaction. Returns null when the user already has it.
 */
export async function award(
  trx: Db,
  userId: string,
  type: AchievementType,
  milestone: number,
  at: Date,
): Promise<Awarded | null> {
  const row: repo.AchievementRow = {
    id: newId(),
    user_id: userId,
    type,
    milestone,
    ...textFor(type, milestone),
    created_at: at.toISOString(),
  };
  if (!(await repo.insertOnce(trx, row))) return null;
  const notification = await notify(
    trx,
    userId,
    { kind: 'achievement', title: `${row.icon} ${row.title}`, body: row.description },
    at,
  );
  return { achievement: toAchievement(row), notification };
}

export async function listAchievements(ctx: AppContext, userId: string): Promise<Achievement[]> {
  return (await repo.listNewestFirst(ctx.db, userId)).map(toAchievement);
}

/**
 * The spec's fire-and-forget POST: accepted only when the trigger holds for the user, judged on
 * what the server recorded (rounds award these by themselves, so this mostly returns the stored
 * one). Idempotent: the same achievement comes back every time.
 */
export async function postAchievement(
  ctx: AppContext,
  userId: string,
  body: AchievementBody,
): Promise<Achievement> {
  if (!isAchievementType(body.type))
    throw new DomainError('UNPROCESSABLE', `Unknown achievement type '${body.type}'`);
  const user = await findUserRow(ctx.db, userId);
  if (!user) throw new DomainError('NOT_FOUND', 'User not found');
  const milestone = await milestoneIfTriggerHolds(ctx, body, user);
  const existing = await repo.find(ctx.db, userId, body.type, milestone);
  if (existing) return toAchievement(existing);
  const awarded = await withTransaction(ctx.db, (trx) =>
    award(trx, userId, body.type as AchievementType, milestone, ctx.now()),
  );
  if (awarded) {
    pushNotifications(ctx, userId, [awarded.notification]);
    return awarded.achievement;
  }
  return toAchievement((await repo.find(ctx.db, userId, body.type, milestone))!);
}

async function milestoneIfTriggerHolds(
  ctx: AppContext,
  body: AchievementBody,
  user: { id: string; games_played: number; best_streak: number },
): Promise<number> {
  switch (body.type as AchievementType) {
    case 'games_played':
      if (user.games_played < GAMES_PLAYED_MILESTONE)
        throw new DomainError(
          'UNPROCESSABLE',
          `Gaming Veteran needs ${GAMES_PLAYED_MILESTONE} games played (you have played ${user.games_played})`,
        );
      return 0;
    case 'streak': {
      const claimed = /^(\d{1,4})-Game Streak!$/.exec(body.title.trim());
      const milestone = streakMilestoneFor(claimed ? Number(claimed[1]) : user.best_streak);
      if (milestone === undefined)
        throw new DomainError(
          'UNPROCESSABLE',
          'A streak achievement needs a win streak of at least 3',
        );
      if (user.best_streak < milestone)
        throw new DomainError(
          'UNPROCESSABLE',
          `Your best win streak is ${user.best_streak}: a ${milestone}-game streak has not been recorded`,
        );
      return milestone;
    }
    case 'big_win':
    case 'blackjack': {
      // Only a round recorded by the server can earn these; the round awarded it already.
      if (await repo.find(ctx.db, user.id, body.type, 0)) return 0;
      throw new DomainError(
        'UNPROCESSABLE',
        body.type === 'big_win'
          ? 'No slots win of at least 5x the bet has been recorded for you'
          : 'No natural 21 against a dealer without one has been recorded for you',
      );
    }
    case 'wave_champion': {
      // Awarded when a wave ends; the latest one is what a client may ask for.
      const latest = await repo.newestOfType(ctx.db, user.id, 'wave_champion');
      if (latest) return latest.milestone;
      throw new DomainError(
        'UNPROCESSABLE',
        'You have not topped a wave leaderboard at the end of a wave yet',
      );
    }
  }
}

/** A deleted account's achievements go (in the caller's transaction). */
export function removeUserAchievements(trx: Db, userId: string): Promise<void> {
  return repo.deleteByUser(trx, userId);
}
