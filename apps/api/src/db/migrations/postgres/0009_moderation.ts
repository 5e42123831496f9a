import { sql, type Kysely, type Migration } from 'kysely';

// Moderation (issue 17), as SQLite's `0009_moderation`: roles, DM privacy, mutes and bans on
// users; soft-deleted messages; blocks; reports; and the append-only log of moderation actions
// (a plpgsql trigger refuses UPDATE, DELETE and TRUNCATE, as for the ledger). Frozen.

const up = [
  `alter table users add column role text not null default 'player' constraint users_role check (role in ('player', 'moderator'))`,
  `alter table users add column dm_privacy text not null default 'everyone' constraint users_dm_privacy check (dm_privacy in ('everyone', 'contacts', 'nobody'))`,
  `alter table users add column muted_until text`,
  `alter table users add column mute_reason text`,
  `alter table users add column banned_at text`,
  `alter table users add column ban_reason text`,

  `alter table messages add column deleted_at text`,
  `alter table messages add column deleted_by text`,

  `create table blocks (
    blocker_id text not null references users(id) on delete cascade,
    blocked_id text not null references users(id) on delete cascade,
    created_at text not null,
    primary key (blocker_id, blocked_id),
    check (blocker_id <> blocked_id)
  )`,
  `create index blocks_blocked on blocks(blocked_id, blocker_id)`,

  `create table reports (
    seq bigint generated always as identity primary key,
    id text not null unique,
    message_id text not null references messages(id) on delete cascade,
    reporter_id text not null references users(id) on delete cascade,
    reason text not null check (reason in ('spam', 'abuse', 'cheating', 'other')),
    text text check (text is null or char_length(text) between 1 and 500),
    created_at text not null,
    status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
    resolved_by text,
    resolved_at text,
    unique (message_id, reporter_id),
    check ((status = 'open') = (resolved_at is null))
  )`,
  `create index reports_open on reports(seq) where status = 'open'`,
  `create index reports_open_message on reports(message_id) where status = 'open'`,

  `create table moderation_actions (
    seq bigint generated always as identity primary key,
    id text not null unique,
    moderator_id text,
    action text not null check (action in ('grant_moderator', 'revoke_moderator', 'mute', 'unmute', 'ban', 'unban', 'delete_message', 'dismiss_reports')),
    target_user_id text,
    target_message_id text,
    reason text,
    detail text,
    created_at text not null
  )`,
  `create index moderation_actions_target on moderation_actions(target_user_id) where target_user_id is not null`,
  `create function moderation_actions_append_only() returns trigger language plpgsql as $$
    begin raise exception 'moderation actions are append-only'; end $$`,
  `create trigger moderation_actions_no_update before update or delete on moderation_actions
    for each row execute function moderation_actions_append_only()`,
  `create trigger moderation_actions_no_truncate before truncate on moderation_actions
    for each statement execute function moderation_actions_append_only()`,
];

export const moderationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0009_moderation cannot be undone: restore a backup instead');
  },
};
