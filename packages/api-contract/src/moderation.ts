import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { DmPrivacy, PublicUser } from './auth';
import { Id, literalUnion, Nullable, Ok, Timestamp } from './common';
import { defineRoute } from './route';

// Player safety: blocks, DM privacy, reports, and the moderators' tools.

/** `PUT /api/me/privacy`: who may send the user direct messages. */
export const PrivacyBody = Type.Object({ dms: DmPrivacy }, { additionalProperties: false });
export type PrivacyBody = Static<typeof PrivacyBody>;
export const Privacy = Type.Object({ dms: DmPrivacy });
export type Privacy = Static<typeof Privacy>;

/** A user may block at most this many others (unblock one to block another). */
export const BLOCKS_MAX = 1000;

/** Someone the user blocked: no DMs either way, and their wave chat is hidden from the user. */
export const BlockedUser = Type.Object({ user: PublicUser, blockedAt: Timestamp });
export type BlockedUser = Static<typeof BlockedUser>;

/** Why a message is reported. */
export const REPORT_REASONS = ['spam', 'abuse', 'cheating', 'other'] as const;
export const ReportReason = literalUnion(REPORT_REASONS);
export type ReportReason = Static<typeof ReportReason>;
/** The optional words a reporter adds. */
export const REPORT_TEXT_MAX = 500;

/** `POST /api/messages/:id/report`: once per user per message, never one's own. */
export const ReportBody = Type.Object(
  { reason: ReportReason, text: Type.Optional(Type.String({ maxLength: REPORT_TEXT_MAX })) },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;
export const ReportReceipt = Type.Object({ id: Id, createdAt: Timestamp });
export type ReportReceipt = Static<typeof ReportReceipt>;

/** The reported message as a moderator sees it (a DM names its recipient). */
export const ReportedMessage = Type.Object({
  id: Id,
  content: Type.String(),
  createdAt: Timestamp,
  sender: PublicUser,
  waveId: Nullable(Id),
  recipient: Nullable(PublicUser),
});
export type ReportedMessage = Static<typeof ReportedMessage>;

/** An open report in the moderators' queue. */
export const ModerationReport = Type.Object({
  id: Id,
  reason: ReportReason,
  text: Nullable(Type.String()),
  createdAt: Timestamp,
  reporter: PublicUser,
  message: ReportedMessage,
  /** Open reports about the same message (a decision on the message settles all of them). */
  openReportsOnMessage: Type.Integer({ minimum: 1 }),
});
export type ModerationReport = Static<typeof ModerationReport>;

/** A page size (1-100) and where the previous page ended. */
export const PageQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|100)$' })),
    before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,15}$' })),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

/** Open reports, newest first; `nextBefore` asks for the next page (null: no more). */
export const ReportsPage = Type.Object({
  reports: Type.Array(ModerationReport),
  nextBefore: Nullable(Type.Integer({ minimum: 1 })),
});
export type ReportsPage = Static<typeof ReportsPage>;

/** A mute lasts 1 minute to 365 days. */
export const MUTE_MAX_MINUTES = 365 * 24 * 60;
/** A moderator's reason (mute, delete): what the log and the muted player read. */
export const MODERATION_REASON_MAX = 500;
export const ModerationReason = Type.String({ minLength: 1, maxLength: MODERATION_REASON_MAX });

export const MuteBody = Type.Object(
  {
    durationMinutes: Type.Integer({ minimum: 1, maximum: MUTE_MAX_MINUTES }),
    reason: ModerationReason,
  },
  { additionalProperties: false },
);
export type MuteBody = Static<typeof MuteBody>;
export const MuteResult = Type.Object({
  user: PublicUser,
  mutedUntil: Timestamp,
  reason: Type.String(),
});
export type MuteResult = Static<typeof MuteResult>;

/** `DELETE /api/messages/:id` (moderators): why, for the log (optional). */
export const DeleteMessageBody = Type.Object(
  { reason: Type.Optional(ModerationReason) },
  { additionalProperties: false },
);
export type DeleteMessageBody = Static<typeof DeleteMessageBody>;

/** What a moderation action did (the log is append-only). */
export const MODERATION_ACTIONS = [
  'grant_moderator',
  'revoke_moderator',
  'mute',
  'unmute',
  'ban',
  'unban',
  'delete_message',
  'dismiss_reports',
  'delete_media',
] as const;
export const ModerationActionKind = literalUnion(MODERATION_ACTIONS);
export type ModerationActionKind = Static<typeof ModerationActionKind>;

/** One recorded action: who (a moderator, or the admin command when `moderator` is null), what, whom, why, when. */
export const ModerationAction = Type.Object({
  id: Id,
  action: ModerationActionKind,
  moderator: Nullable(PublicUser),
  targetUser: Nullable(PublicUser),
  targetMessageId: Nullable(Id),
  reason: Nullable(Type.String()),
  /** E.g. a mute's end. */
  detail: Nullable(Type.String()),
  createdAt: Timestamp,
});
export type ModerationAction = Static<typeof ModerationAction>;
export const ActionsPage = Type.Object({
  actions: Type.Array(ModerationAction),
  nextBefore: Nullable(Type.Integer({ minimum: 1 })),
});
export type ActionsPage = Static<typeof ActionsPage>;

/** How many reports a decision settled. */
export const Settled = Type.Object({ settledReports: Type.Integer({ minimum: 0 }) });
export type Settled = Static<typeof Settled>;

/** The moderation routes (spread into `routes`). */
export const moderationRoutes = {
  blockUser: defineRoute({
    method: 'POST',
    path: '/api/users/:id/block',
    response: BlockedUser,
    summary: 'Block a user: no DMs either way, their wave chat hidden from you (idempotent)',
  }),
  unblockUser: defineRoute({
    method: 'DELETE',
    path: '/api/users/:id/block',
    response: Ok,
    summary: 'Unblock a user (idempotent)',
  }),
  blocks: defineRoute({
    method: 'GET',
    path: '/api/me/blocks',
    response: Type.Array(BlockedUser),
    summary: `The users you blocked, newest first (at most ${BLOCKS_MAX})`,
  }),
  privacy: defineRoute({
    method: 'GET',
    path: '/api/me/privacy',
    response: Privacy,
    summary: 'Who may send you direct messages',
  }),
  setPrivacy: defineRoute({
    method: 'PUT',
    path: '/api/me/privacy',
    body: PrivacyBody,
    response: Privacy,
    summary: "Set who may send you direct messages: 'everyone', 'contacts' or 'nobody'",
  }),
  reportMessage: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/report',
    body: ReportBody,
    response: ReportReceipt,
    summary: 'Report a wave message or a DM you can see (once per message)',
  }),
  deleteMessage: defineRoute({
    method: 'DELETE',
    path: '/api/messages/:id',
    body: DeleteMessageBody,
    response: Settled,
    summary: 'Moderators: delete a message (it disappears on every connected client)',
  }),
  moderationReports: defineRoute({
    method: 'GET',
    path: '/api/moderation/reports',
    query: PageQuery,
    response: ReportsPage,
    summary: 'Moderators: open reports, newest first',
  }),
  dismissReport: defineRoute({
    method: 'POST',
    path: '/api/moderation/reports/:id/dismiss',
    response: Settled,
    summary: 'Moderators: dismiss a report (and the other open reports of its message)',
  }),
  muteFromReport: defineRoute({
    method: 'POST',
    path: '/api/moderation/reports/:id/mute',
    body: MuteBody,
    response: MuteResult,
    summary:
      "Moderators: mute the reported message's sender (the report stays open until the message is deleted or the report dismissed)",
  }),
  moderationActions: defineRoute({
    method: 'GET',
    path: '/api/moderation/actions',
    query: PageQuery,
    response: ActionsPage,
    summary: 'Moderators: the moderation log, newest first',
  }),
} as const;
