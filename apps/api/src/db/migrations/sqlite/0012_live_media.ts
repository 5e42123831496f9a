import { statementsMigration } from './statements';

// Live streams and media, finished (issue 18). Live streams keep no rows (they live in the cluster:
// memory or Redis); what changes here is the moderation log, which now records a moderator's
// deletion of shared media (`delete_media`). SQLite cannot change a CHECK constraint in place: the
// log is rebuilt with its rows, sequence numbers, index and append-only triggers. Frozen.

const ACTIONS = `'grant_moderator', 'revoke_moderator', 'mute', 'unmute', 'ban', 'unban', 'delete_message', 'dismiss_reports', 'delete_media'`;

const statements = [
  `drop trigger moderation_actions_no_update`,
  `drop trigger moderation_actions_no_delete`,
  `alter table moderation_actions rename to moderation_actions_before_0012`,
  `create table moderation_actions (
    seq integer primary key autoincrement,
    id text not null unique,
    moderator_id text,
    action text not null check (action in (${ACTIONS})),
    target_user_id text,
    target_message_id text,
    reason text,
    detail text,
    created_at text not null
  ) strict`,
  `insert into moderation_actions
     (seq, id, moderator_id, action, target_user_id, target_message_id, reason, detail, created_at)
   select seq, id, moderator_id, action, target_user_id, target_message_id, reason, detail, created_at
     from moderation_actions_before_0012 order by seq`,
  `drop table moderation_actions_before_0012`,
  `create index moderation_actions_target on moderation_actions(target_user_id) where target_user_id is not null`,
  `create trigger moderation_actions_no_update before update on moderation_actions begin select raise(abort, 'moderation actions are append-only'); end`,
  `create trigger moderation_actions_no_delete before delete on moderation_actions begin select raise(abort, 'moderation actions are append-only'); end`,
];

export const liveMediaMigration = statementsMigration('0012_live_media', statements);
