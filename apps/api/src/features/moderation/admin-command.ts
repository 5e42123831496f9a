import { MODERATION_REASON_MAX, MUTE_MAX_MINUTES } from '@coinwave/api-contract';
import {
  ADMIN_COMMAND,
  banUser,
  findMemberByUsername,
  formatUtc,
  muteUser,
  setModerator,
  type SanctionsContext,
  unbanUser,
  unmuteUser,
} from './sanctions.service';

/** `pnpm --filter @coinwave/api admin <command>`: what it accepts. */
export const ADMIN_USAGE =
  'usage: admin grant-moderator <username> | revoke-moderator <username> | mute <username> <30m|12h|7d> <reason> | unmute <username> | ban <username> <reason> | unban <username>';

export type AdminCommand =
  | { kind: 'grant-moderator' | 'revoke-moderator' | 'unmute' | 'unban'; username: string }
  | { kind: 'mute'; username: string; minutes: number; reason: string }
  | { kind: 'ban'; username: string; reason: string };

const UNIT_MINUTES = { m: 1, h: 60, d: 24 * 60 } as const;

/** `30m`, `12h`, `7d` in minutes (1 minute to 365 days), or null. */
export function parseDuration(text: string): number | null {
  const match = /^([1-9][0-9]{0,5})([mhd])$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * UNIT_MINUTES[match[2] as keyof typeof UNIT_MINUTES];
  return minutes <= MUTE_MAX_MINUTES ? minutes : null;
}

function reasonOf(words: readonly string[]): string | { error: string } {
  const reason = words.join(' ').trim();
  if (reason === '') return { error: 'give a reason (the player reads it)' };
  if ([...reason].length > MODERATION_REASON_MAX)
    return { error: `the reason is limited to ${MODERATION_REASON_MAX} characters` };
  return reason;
}

/** Reads the command line (after `admin`): the command, or a one-line reason it is wrong. */
export function parseAdminCommand(args: readonly string[]): AdminCommand | { error: string } {
  const [kind, username, ...rest] = args;
  if (kind === undefined) return { error: ADMIN_USAGE };
  const known = ['grant-moderator', 'revoke-moderator', 'mute', 'unmute', 'ban', 'unban'];
  if (!known.includes(kind)) return { error: `unknown command '${kind}'. ${ADMIN_USAGE}` };
  if (username === undefined || username.trim() === '')
    return { error: `${kind} needs a username. ${ADMIN_USAGE}` };
  switch (kind) {
    case 'mute': {
      const [duration, ...words] = rest;
      const minutes = duration === undefined ? null : parseDuration(duration);
      if (minutes === null)
        return {
          error: `mute needs a duration like 30m, 12h or 7d (1 minute to 365 days), then a reason`,
        };
      const reason = reasonOf(words);
      return typeof reason === 'string' ? { kind, username, minutes, reason } : reason;
    }
    case 'ban': {
      const reason = reasonOf(rest);
      return typeof reason === 'string' ? { kind, username, reason } : reason;
    }
    default:
      if (rest.length > 0) return { error: `${kind} takes only a username. ${ADMIN_USAGE}` };
      return { kind: kind as 'grant-moderator', username };
  }
}

/**
 * Runs one admin command (recorded in the moderation log as the admin command's) and says what it
 * did, in one line. An unknown username is a DomainError (NOT_FOUND).
 */
export async function runAdminCommand(
  ctx: SanctionsContext,
  command: AdminCommand,
): Promise<string> {
  const member = await findMemberByUsername(ctx, command.username);
  const name = member.username;
  switch (command.kind) {
    case 'grant-moderator': {
      const { changed } = await setModerator(ctx, ADMIN_COMMAND, member.id, true);
      return changed
        ? `${name} is now a moderator.`
        : `${name} is already a moderator: nothing changed.`;
    }
    case 'revoke-moderator': {
      const { changed } = await setModerator(ctx, ADMIN_COMMAND, member.id, false);
      return changed
        ? `${name} is no longer a moderator.`
        : `${name} was not a moderator: nothing changed.`;
    }
    case 'mute': {
      const { mutedUntil } = await muteUser(
        ctx,
        ADMIN_COMMAND,
        member.id,
        command.minutes,
        command.reason,
      );
      return `${name} is muted until ${formatUtc(mutedUntil)}: ${command.reason}`;
    }
    case 'unmute': {
      const { changed } = await unmuteUser(ctx, ADMIN_COMMAND, member.id);
      return changed ? `${name} is no longer muted.` : `${name} was not muted: nothing changed.`;
    }
    case 'ban': {
      const { changed } = await banUser(ctx, ADMIN_COMMAND, member.id, command.reason);
      return changed
        ? `${name} is banned: ${command.reason}. Every session of theirs has ended.`
        : `${name} was already banned: their sessions have ended again.`;
    }
    case 'unban': {
      const { changed } = await unbanUser(ctx, ADMIN_COMMAND, member.id);
      return changed
        ? `${name} is no longer banned: they can sign in again.`
        : `${name} was not banned: nothing changed.`;
    }
  }
}
