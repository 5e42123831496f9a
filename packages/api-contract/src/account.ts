import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { User } from './auth';
import { Id, Nullable, Timestamp } from './common';
import { RoundRecord } from './fairness';
import { BlockedUser } from './moderation';
import { LimitsState } from './responsible-play';
import { Achievement, MediaItem, Message } from './social';

/**
 * `DELETE /api/me`: the account's password confirms it. The account signs out
 * everywhere, its username is freed, its messages and media are removed; its rounds and ledger
 * entries stay, attached to an anonymous id, so every total still adds up.
 */
export const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** One movement of coins as the ledger keeps it (append-only; the balance is their sum). */
export const LedgerEntry = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  amount: Type.Integer(),
  kind: Type.Union([
    Type.Literal('starting_grant'),
    Type.Literal('claim'),
    Type.Literal('round_debit'),
    Type.Literal('round_credit'),
    Type.Literal('auto_settle'),
  ]),
  waveId: Nullable(Id),
  roundId: Nullable(Id),
  balanceAfter: Type.Integer({ minimum: 0 }),
  createdAt: Timestamp,
});
export type LedgerEntry = Static<typeof LedgerEntry>;

/** The version of the export's layout (a later layout gets the next number). */
export const ACCOUNT_EXPORT_FORMAT = 'coinwave-account-export/1';

/**
 * `GET /api/me/export`: everything the account holds, as one JSON download: the profile, every
 * round (oldest first, seeds shown once revealed), every ledger entry, every message sent or
 * received (wave chat and direct messages; not those a moderator deleted), the media shared, the
 * achievements, the responsible-play limits and the players blocked.
 */
export const AccountExport = Type.Object({
  format: Type.Literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: Timestamp,
  profile: User,
  rounds: Type.Array(RoundRecord),
  ledger: Type.Array(LedgerEntry),
  messages: Type.Array(Message),
  media: Type.Array(MediaItem),
  achievements: Type.Array(Achievement),
  limits: LimitsState,
  blocks: Type.Array(BlockedUser),
});
export type AccountExport = Static<typeof AccountExport>;
