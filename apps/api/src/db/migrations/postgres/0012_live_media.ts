import { statementsMigration } from './statements';

// Live streams and media, finished (issue 18), as SQLite's `0012_live_media`: live streams keep no
// rows (memory or Redis); the moderation log may now record `delete_media`. Frozen.

const statements = [
  `alter table moderation_actions drop constraint moderation_actions_action_check`,
  `alter table moderation_actions add constraint moderation_actions_action_check check (action in ('grant_moderator', 'revoke_moderator', 'mute', 'unmute', 'ban', 'unban', 'delete_message', 'dismiss_reports', 'delete_media'))`,
];

export const liveMediaMigration = statementsMigration('0012_live_media', statements);
