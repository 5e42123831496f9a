import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Coins, Id, Nullable, Timestamp } from './common';
import { Restriction } from './responsible-play';

/** Username rule (DESIGN decision 3): 3-20 letters, digits, `_` or `-`; unique ignoring case. */
export const USERNAME_PATTERN = '^[A-Za-z0-9_-]{3,20}$';
/**
 * The server's `email` format (ajv-formats' full regex, written without its `i` flag) as a pattern,
 * so a client can check an address by the same rule before sending it.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$";
/**
 * What registration asks of each field, as plain data: the schemas are built from it, and a client
 * checks its form by the same rules without building (or bundling) a schema.
 */
export const REGISTRATION_RULES = {
  username: { pattern: USERNAME_PATTERN, minLength: 3, maxLength: 20 },
  email: { format: 'email', pattern: EMAIL_PATTERN, maxLength: 254 },
  password: { minLength: 8, maxLength: 128 },
} as const;
export const Username = Type.String(REGISTRATION_RULES.username);
/** Passwords are 8-128 characters. */
export const Password = Type.String(REGISTRATION_RULES.password);
export const Email = Type.String(REGISTRATION_RULES.email);

/**
 * Who may send the user direct messages: anyone; only their contacts (people the user
 * has written to); nobody. Blocks apply whatever the setting.
 */
export const DmPrivacy = Type.Union([
  Type.Literal('everyone'),
  Type.Literal('contacts'),
  Type.Literal('nobody'),
]);
export type DmPrivacy = Static<typeof DmPrivacy>;

/** A moderator sees the reports queue and may delete messages and mute (granted by an admin). */
export const Role = Type.Union([Type.Literal('player'), Type.Literal('moderator')]);
export type Role = Static<typeof Role>;

/** The user record of spec section 3, as the server keeps it (stats maintained server-side). */
export const User = Type.Object({
  id: Id,
  username: Type.String(),
  email: Type.Optional(Type.String()),
  coins: Coins,
  lastCoinClaim: Nullable(Timestamp),
  gamesPlayed: Type.Integer({ minimum: 0 }),
  /** Percent of rounds won, 0-100, rounded to a whole number. */
  winRate: Type.Integer({ minimum: 0, maximum: 100 }),
  /**
   * Net coins won in finished rounds: payouts minus stakes (spec section 9, "net winnings"), so it
   * goes below zero after losing rounds.
   */
  totalWinnings: Type.Integer(),
  /** Consecutive winning rounds (payout above the stake); a loss resets it, a push leaves it. */
  currentStreak: Type.Integer({ minimum: 0 }),
  /** The longest win streak so far (streak achievements are judged on it). */
  bestStreak: Type.Integer({ minimum: 0 }),
  /** Distinct waves joined. */
  wavesSurfed: Type.Integer({ minimum: 0 }),
  /** Distinct direct-message contacts. */
  friendsMade: Type.Integer({ minimum: 0 }),
  /** The uploaded avatar (resized by the server), or null: initials stand in. */
  avatarUrl: Nullable(Type.String()),
  createdAt: Timestamp,
  /** The cool-off or self-exclusion in force, or null. */
  restriction: Nullable(Restriction),
  /** 'moderator' once an admin granted it. */
  role: Role,
  /** Who may send this user direct messages (`PUT /api/me/privacy`). */
  dmPrivacy: DmPrivacy,
});
export type User = Static<typeof User>;

/** Login needs the password (DESIGN decision 3). */
export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 20 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/**
 * A password change: the current password, and a new one under registration's rules.
 * Every other session of the account ends; the one making the change stays signed in.
 */
export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
    newPassword: Password,
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const RegisterBody = Type.Object(
  { username: Username, email: Email, password: Password },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/** The avatar after an upload or a removal. */
export const AvatarResponse = Type.Object({ avatarUrl: Nullable(Type.String()) });
export type AvatarResponse = Static<typeof AvatarResponse>;

/** A public view of another user: what chat, DMs and the leaderboard show. */
export const PublicUser = Type.Object({
  id: Id,
  username: Type.String(),
  /** The user's avatar image, or null (show the initials). */
  avatarUrl: Nullable(Type.String()),
});
export type PublicUser = Static<typeof PublicUser>;
