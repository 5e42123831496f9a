import { statementsMigration } from './statements';

// Moderation (issue 17): roles, DM privacy, mutes and bans on users; soft-deleted messages;
// blocks; reports (one per reporter per message); and the append-only log of moderation actions
// (triggers refuse UPDATE and DELETE, as for the ledger). Frozen: later changes go in a new one.

const statements = [
  `alter table users add column role text not null default 'player' check (role in ('player', 'moderator'))`,
  `alter table users add column dm_privacy text not null default 'everyone' check (dm_privacy in ('everyone', 'contacts', 'nobody'))`,
  `alter table users add column muted_until text`,
  `alter table users add column mute_reason text`,
  `alter table users add column banned_at text`,
  `alter table users add column ban_reason text`,

  // Who deleted it is a user id, deliberately without a foreign key: the record outlives accounts.
  `alter table messages add column deleted_at text`,
  `alter table messages add column deleted_by text`,

  `create table blocks (
    blocker_id text not null references users(id) on delete cascade,
    blocked_id text not null references users(id) on delete cascade,
    created_at text not null,
    primary key (blocker_id, blocked_id),
    check (blocker_id <> blocked_id)
  ) strict`,
  `create index blocks_blocked on blocks(blocked_id, blocker_id)`,

  `create table reports (
    seq integer primary key autoincrement,
    id text not null unique,
    message_id text not null references messages(id) on delete cascade,
    reporter_id text not null references users(id) on delete cascade,
    reason text not null check (reason in ('spam', 'abuse', 'cheating', 'other')),
    text text check (text is null or length(text) between 1 and 500),
    created_at text not null,
    status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
    resolved_by text,
    resolved_at text,
    unique (message_id, reporter_id),
    check ((status = 'open') = (resolved_at is null))
  ) strict`,
  `create index reports_open on reports(seq) where status = 'open'`,
  `create index reports_open_message on reports(message_id) where status = 'open'`,

  `create table moderation_actions (
    seq integer primary key autoincrement,
    id text not null unique,
    moderator_id text,
    action text not null check (action in ('grant_moderator', 'revoke_moderator', 'mute', 'unmute', 'ban', 'unban', 'delete_message', 'dismiss_reports')),
    target_user_id text,
    target_message_id text,
    reason text,
    detail text,
    created_at text not null
  ) strict`,
  `create index moderation_actions_target on moderation_actions(target_user_id) where target_user_id is not null`,
  `create trigger moderation_actions_no_update before update on moderation_actions begin select raise(abort, 'moderation actions are append-only'); end`,
  `create trigger moderation_actions_no_delete before delete on moderation_actions begin select raise(abort, 'moderation actions are append-only'); end`,
];

export const moderationMigration = statementsMigration('0009_moderation', statements);
