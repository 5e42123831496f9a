import type { PublicUser, User } from '@coinwave/api-contract';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { restrictionOf } from '../responsible-play/play-guard.service';
import * as repo from './users.repository';

export type { RoundStatsRow, UserRow, UsersWrite } from './users.repository';

/** Percent of rounds won, a whole number 0-100. */
export function winRate(gamesWon: number, gamesPlayed: number): number {
  return gamesPlayed === 0 ? 0 : Math.round((gamesWon * 100) / gamesPlayed);
}

/** Where stored media (avatars included) are served. */
export const MEDIA_URL_PREFIX = '/media/';

/** The URL of a stored avatar, or null (the client shows initials). */
export function avatarUrl(avatar: string | null): string | null {
  return avatar === null ? null : MEDIA_URL_PREFIX + avatar;
}

/** What others see of a user (chat, DMs, leaderboard, gallery). */
export function publicUser(row: {
  id: string;
  username: string;
  avatar: string | null;
}): PublicUser {
  return { id: row.id, username: row.username, avatarUrl: avatarUrl(row.avatar) };
}

/**
 * The contract's User for its own owner (stats as the server keeps them), with the cool-off or
 * self-exclusion in force at `now`.
 */
export async function getUser(db: Db, id: string, now: Date): Promise<User> {
  const row = await repo.findWithSocial(db, id);
  if (!row) throw new DomainError('NOT_FOUND', 'User not found');
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    coins: row.coins,
    lastCoinClaim: row.last_coin_claim,
    gamesPlayed: row.games_played,
    winRate: winRate(row.games_won, row.games_played),
    totalWinnings: row.net_winnings,
    currentStreak: row.current_streak,
    bestStreak: row.best_streak,
    wavesSurfed: Number(row.waves_surfed ?? 0),
    friendsMade: Number(row.friends_made ?? 0),
    avatarUrl: avatarUrl(row.avatar),
    createdAt: row.created_at,
    restriction: await restrictionOf(db, id, now),
    role: row.role,
    dmPrivacy: row.dm_privacy,
  };
}

export function findUserRow(db: Db, id: string) {
  return repo.findById(db, id);
}

/** The user's coins (one prepared statement inside a transaction). */
export function coinsOf(db: Db, id: string): Promise<number | undefined> {
  return repo.coinsOf(db, id);
}

export function userExists(db: Db, id: string): Promise<boolean> {
  return repo.exists(db, id);
}

export function findCredentials(db: Db, username: string) {
  return repo.findCredentials(db, username);
}

export function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  return repo.setPasswordHash(db, id, passwordHash);
}

export function passwordHashOf(db: Db, id: string): Promise<string | undefined> {
  return repo.passwordHashOf(db, id);
}

/** Inserts a user with 0 coins; the caller grants the starting coins through the ledger. */
export function insertUser(
  trx: Db,
  user: { id: string; username: string; email: string; passwordHash: string; createdAt: string },
) {
  return repo.insertUser(trx, user);
}

/** The claim's gate: records the claim time only if the previous one is at or before `cutoff`. */
export function markClaim(trx: Db, userId: string, at: string, cutoff: string): Promise<boolean> {
  return repo.markClaim(trx, userId, at, cutoff);
}

export function lastClaim(db: Db, userId: string) {
  return repo.lastClaim(db, userId);
}

/**
 * A round's stats as a write of `users` columns, for a caller that folds it into its own update of
 * the user's row (the ledger's one-write settlement of a one-shot round).
 */
export function roundStatsWrite(outcome: 'win' | 'loss' | 'push', stake: number, payout: number) {
  return repo.roundStatsWrite(outcome, stake, payout);
}

/** Stats after a round: a win is payout > stake, a loss payout < stake, a push leaves the streak. */
export function applyRoundStats(
  trx: Db,
  userId: string,
  outcome: 'win' | 'loss' | 'push',
  stake: number,
  payout: number,
) {
  return repo.applyRoundStats(trx, userId, outcome, stake, payout);
}

/** Pushes the user's fresh record to every tab of that user (after a commit). */
export async function publishUserUpdate(
  ctx: Pick<AppContext, 'db' | 'realtime' | 'now'>,
  userId: string,
): Promise<void> {
  const user = await getUser(ctx.db, userId, ctx.now());
  ctx.realtime.publishToUser(userId, { type: 'user_update', payload: { userId, data: user } });
}

/**
 * A deleted account's public name: `deleted-player-` and 8 hex characters of its id's hash, longer
 * than any username registration accepts (20), so nobody can take it or be mistaken for it.
 */
export function deletedUsername(id: string): string {
  return `deleted-player-${createHash('sha256').update(id).digest('hex').slice(0, 8)}`;
}

/**
 * Anonymises a deleted account (its username is freed at once); returns the avatar file it had,
 * for the caller to remove once the transaction has committed.
 */
export function anonymizeUser(trx: Db, id: string, at: Date): Promise<string | null> {
  return repo.anonymize(trx, id, { username: deletedUsername(id), deletedAt: at.toISOString() });
}
