import type { ModerationActionKind } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/database';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { endUserSessions } from '../auth/auth.service';
import { publishUserUpdate } from '../users/users.service';
import { insertAction } from './actions.repository';
import * as members from './members.repository';

/** What the sanctions need: the admin command builds it without a server. */
export type SanctionsContext = Pick<AppContext, 'db' | 'now' | 'cluster' | 'realtime'>;

/** Who acts: a moderator (their user id), or the admin command (null). */
export interface Actor {
  moderatorId: string | null;
}
export const ADMIN_COMMAND: Actor = { moderatorId: null };

/** A stored time as people read it: `2030-01-01 13:00 UTC`. */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Why the member may not post now (a mute that has not ended), or null. */
export function muteRefusal(
  member: Pick<members.MemberRow, 'muted_until' | 'mute_reason'>,
  now: Date,
): string | null {
  if (member.muted_until === null || member.muted_until <= now.toISOString()) return null;
  return `You are muted until ${formatUtc(member.muted_until)}: ${member.mute_reason ?? 'no reason given'}`;
}

/** Sign-in refuses a banned account with a 403 naming the ban (after the password was right). */
export async function assertNotBanned(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  const member = await members.findMember(ctx.db, userId);
  if (member?.banned_at)
    throw new DomainError(
      'FORBIDDEN',
      `This account is banned (since ${formatUtc(member.banned_at)}): ${member.ban_reason ?? 'no reason given'}`,
    );
}

/** The moderator tools' gate: 403 for anyone else (read fresh: a revoked role ends at once). */
export async function requireModerator(ctx: Pick<AppContext, 'db'>, userId: string) {
  const member = await members.findMember(ctx.db, userId);
  if (member?.role !== 'moderator')
    throw new DomainError('FORBIDDEN', 'Only moderators can do this');
  return member;
}

export async function findMemberByUsername(ctx: Pick<AppContext, 'db'>, username: string) {
  const member = await members.findMemberByUsername(ctx.db, username);
  if (!member) throw new DomainError('NOT_FOUND', `There is no user named ${username}`);
  return member;
}

export async function findMember(ctx: Pick<AppContext, 'db'>, userId: string) {
  const member = await members.findMember(ctx.db, userId);
  if (!member) throw new DomainError('NOT_FOUND', 'User not found');
  return member;
}

/** Appends one action to the moderation log (inside the caller's transaction). */
export async function recordAction(
  trx: Db,
  actor: Actor,
  action: ModerationActionKind,
  target: { userId?: string; messageId?: string; reason?: string | null; detail?: string },
  at: Date,
): Promise<void> {
  await insertAction(trx, {
    id: newId(),
    moderatorId: actor.moderatorId,
    action,
    targetUserId: target.userId ?? null,
    targetMessageId: target.messageId ?? null,
    reason: target.reason ?? null,
    detail: target.detail ?? null,
    createdAt: at.toISOString(),
  });
}

/** What a sanction did: `changed` is false when it was already so (nothing recorded). */
export interface SanctionResult {
  username: string;
  changed: boolean;
}

/** Makes the user a moderator (the admin command); their open tabs learn it at once. */
export async function setModerator(
  ctx: SanctionsContext,
  actor: Actor,
  userId: string,
  moderator: boolean,
  reason: string | null = null,
): Promise<SanctionResult> {
  const member = await findMember(ctx, userId);
  const role = moderator ? 'moderator' : 'player';
  if (member.role === role) return { username: member.username, changed: false };
  await withTransaction(ctx.db, async (trx) => {
    await members.setRole(trx, userId, role);
    const action = moderator ? 'grant_moderator' : 'revoke_moderator';
    await recordAction(trx, actor, action, { userId, reason }, ctx.now());
  });
  await publishUserUpdate(ctx, userId);
  return { username: member.username, changed: true };
}

/** Mutes the user for `minutes` (a new mute replaces the one running); returns its end. */
export async function muteUser(
  ctx: SanctionsContext,
  actor: Actor,
  userId: string,
  minutes: number,
  reason: string,
  trxWork?: (trx: Db) => Promise<void>,
): Promise<{ username: string; mutedUntil: string }> {
  const member = await findMember(ctx, userId);
  const now = ctx.now();
  const mutedUntil = new Date(now.getTime() + minutes * 60_000).toISOString();
  await withTransaction(ctx.db, async (trx) => {
    await members.setMute(trx, userId, mutedUntil, reason);
    await recordAction(trx, actor, 'mute', { userId, reason, detail: `until ${mutedUntil}` }, now);
    await trxWork?.(trx);
  });
  return { username: member.username, mutedUntil };
}

export async function unmuteUser(
  ctx: SanctionsContext,
  actor: Actor,
  userId: string,
  reason: string | null = null,
): Promise<SanctionResult> {
  const member = await findMember(ctx, userId);
  if (muteRefusal(member, ctx.now()) === null) return { username: member.username, changed: false };
  await withTransaction(ctx.db, async (trx) => {
    await members.setMute(trx, userId, null, null);
    await recordAction(trx, actor, 'unmute', { userId, reason }, ctx.now());
  });
  return { username: member.username, changed: true };
}

/**
 * Bans the user: no sign-in (403 naming the ban), and every session ends with its sockets, on
 * every instance (through the cluster; without one, sockets notice at their next session check).
 */
export async function banUser(
  ctx: SanctionsContext,
  actor: Actor,
  userId: string,
  reason: string,
): Promise<SanctionResult> {
  const member = await findMember(ctx, userId);
  const changed = member.banned_at === null;
  if (changed)
    await withTransaction(ctx.db, async (trx) => {
      await members.setBan(trx, userId, ctx.now().toISOString(), reason);
      await recordAction(trx, actor, 'ban', { userId, reason }, ctx.now());
    });
  // Even when already banned: a session that slipped in meanwhile ends too.
  await endUserSessions(ctx, userId, null);
  return { username: member.username, changed };
}

export async function unbanUser(
  ctx: SanctionsContext,
  actor: Actor,
  userId: string,
  reason: string | null = null,
): Promise<SanctionResult> {
  const member = await findMember(ctx, userId);
  if (member.banned_at === null) return { username: member.username, changed: false };
  await withTransaction(ctx.db, async (trx) => {
    await members.setBan(trx, userId, null, null);
    await recordAction(trx, actor, 'unban', { userId, reason }, ctx.now());
  });
  return { username: member.username, changed: true };
}
