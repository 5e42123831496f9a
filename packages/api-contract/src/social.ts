import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Coins, Id, literalUnion, Nullable, Timestamp } from './common';
import { PublicUser } from './auth';

/**
 * 'N playing' per game tile (DESIGN decision 16): the wave's members who had that game
 * open at some moment of the last `PLAYING_WINDOW_MS`, counted on every instance.
 */
export const PlayingCounts = Type.Object({
  slots: Type.Integer({ minimum: 0 }),
  blackjack: Type.Integer({ minimum: 0 }),
  poker: Type.Integer({ minimum: 0 }),
  roulette: Type.Integer({ minimum: 0 }),
});
export type PlayingCounts = Static<typeof PlayingCounts>;

/** A player counts as playing a game for this long after they last had it open. */
export const PLAYING_WINDOW_MS = 3 * 60 * 1000;

/** A wave lasts 4 hours; the next starts at once (spec section 4). Clients read `endTime`. */
export const WAVE_LENGTH_MS = 4 * 60 * 60 * 1000;

/** A wave: a shared 4-hour cycle. */
export const Wave = Type.Object({
  id: Id,
  number: Type.Integer({ minimum: 1 }),
  startTime: Timestamp,
  /** startTime + 4 hours: when the next wave starts by itself. */
  endTime: Timestamp,
  /** 'Surfers': distinct players connected to the wave now (spec: current players). */
  currentPlayers: Type.Integer({ minimum: 0 }),
  /** 'Active Games': games of the wave with a round in the last 15 minutes. */
  gamesCount: Type.Integer({ minimum: 0 }),
  /** The wave's chat messages. */
  messagesCount: Type.Integer({ minimum: 0 }),
  /** Players per game (the tiles' 'N playing'). */
  playing: PlayingCounts,
});
export type Wave = Static<typeof Wave>;

/** A game counts as active for this long after its last round. */
export const ACTIVE_GAME_WINDOW_MS = 15 * 60 * 1000;

/** A wave that has ended, with its champion: the leaderboard's top player at the end, if ahead. */
export const PastWave = Type.Object({
  id: Id,
  number: Type.Integer({ minimum: 1 }),
  startTime: Timestamp,
  endTime: Timestamp,
  /** Players who joined it. */
  players: Type.Integer({ minimum: 0 }),
  champion: Nullable(Type.Object({ user: PublicUser, score: Type.Integer() })),
});
export type PastWave = Static<typeof PastWave>;

/** `GET /api/waves?before&limit`: ended waves, newest first; `before` a wave number (the next page). */
export const WavesQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|100)$' })),
    before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,14}$' })),
  },
  { additionalProperties: false },
);
export type WavesQuery = Static<typeof WavesQuery>;
export const WavesPage = Type.Object({
  waves: Type.Array(PastWave),
  nextBefore: Nullable(Type.Integer({ minimum: 1 })),
});
export type WavesPage = Static<typeof WavesPage>;

export const JoinWaveBody = Type.Object({ userId: Id }, { additionalProperties: false });
export type JoinWaveBody = Static<typeof JoinWaveBody>;

export const WaveIdParams = Type.Object({ waveId: Id });
export const UserIdParams = Type.Object({ id: Id });

/** The four games. */
export const GameKind = Type.Union([
  Type.Literal('slots'),
  Type.Literal('blackjack'),
  Type.Literal('poker'),
  Type.Literal('roulette'),
]);
export type GameKind = Static<typeof GameKind>;

/**
 * A game: one player's seat at one of the four kinds in a wave (its screen is the table), holding its
 * rounds; `id` is the `gameId` of rounds and routes. `resumed`: opening the game returned the
 * player's game with an unfinished round of that kind (any wave) instead of a new one.
 */
export const Game = Type.Object({
  id: Id,
  kind: GameKind,
  waveId: Id,
  userId: Id,
  createdAt: Timestamp,
  resumed: Type.Optional(Type.Boolean()),
});
export type Game = Static<typeof Game>;
export const CreateGameBody = Type.Object({ kind: GameKind }, { additionalProperties: false });

/** Chat content: trimmed, 1-500 characters. */
export const MESSAGE_MAX_LENGTH = 500;
export const MessageContent = Type.String({ minLength: 1, maxLength: 2000 });

/** A chat or private message (spec section 3). */
export const Message = Type.Object({
  id: Id,
  content: Type.String(),
  createdAt: Timestamp,
  sender: PublicUser,
  waveId: Nullable(Id),
  recipientId: Nullable(Id),
});
export type Message = Static<typeof Message>;

/** Spec: `{senderId, content, waveId}` for wave chat or `{senderId, content, recipientId}` for a DM. */
export const SendMessageBody = Type.Union([
  Type.Object(
    { senderId: Id, content: MessageContent, waveId: Id },
    { additionalProperties: false },
  ),
  Type.Object(
    { senderId: Id, content: MessageContent, recipientId: Id },
    { additionalProperties: false },
  ),
]);
export type SendMessageBody = Static<typeof SendMessageBody>;

/** A direct-message contact, with the messages from them the user has not read yet. */
export const Contact = Type.Object({
  id: Id,
  username: Type.String(),
  avatarUrl: Nullable(Type.String()),
  unread: Type.Integer({ minimum: 0 }),
});
export type Contact = Static<typeof Contact>;

/** One leaderboard row: net coins won in the wave's rounds (DESIGN decision 9). */
export const LeaderboardEntry = Type.Object({
  id: Id,
  rank: Type.Integer({ minimum: 1 }),
  score: Type.Integer(),
  user: PublicUser,
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

/** The leaderboard route returns at most this many rows (the top); rankings page through all. */
export const LEADERBOARD_MAX = 100;

/**
 * `GET /api/waves/:waveId/rankings?limit&offset`: query values are strings on the wire (never
 * coerced): `limit` 1-100 (default 20), `offset` the rank before the page's first (0: from the top).
 */
export const RankingsQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|100)$' })),
    offset: Type.Optional(Type.String({ pattern: '^(?:0|[1-9][0-9]{0,8})$' })),
  },
  { additionalProperties: false },
);
export type RankingsQuery = Static<typeof RankingsQuery>;

/** A page of the wave's rankings, the number of ranked players, and the player's own row. */
export const RankingsPage = Type.Object({
  waveId: Id,
  /** Every member of the wave is ranked (0 coins without rounds). */
  total: Type.Integer({ minimum: 0 }),
  offset: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  entries: Type.Array(LeaderboardEntry),
  /** The signed-in player's row wherever it falls (pinned on screen); null when not a member. */
  you: Nullable(LeaderboardEntry),
});
export type RankingsPage = Static<typeof RankingsPage>;

/** An achievement as received (spec section 3). */
export const Achievement = Type.Object({
  id: Id,
  type: Type.String(),
  icon: Type.String(),
  title: Type.String(),
  description: Type.String(),
  createdAt: Timestamp,
});
export type Achievement = Static<typeof Achievement>;

/** Achievement types the server awards (DESIGN decision 10). */
export const ACHIEVEMENT_TYPES = [
  'big_win',
  'streak',
  'blackjack',
  'games_played',
  'wave_champion',
] as const;
/** Win-streak milestones, each awarded once as '{n}-Game Streak!'. */
export const STREAK_MILESTONES = [3, 5, 10, 20, 50] as const;

/** An achievement as the client sends it; the server accepts it only when its trigger holds. */
export const AchievementBody = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 40 }),
    title: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.String({ maxLength: 200 }),
    icon: Type.String({ maxLength: 16 }),
  },
  { additionalProperties: false },
);
export type AchievementBody = Static<typeof AchievementBody>;

/** Claim reply: success, or an error text saying when the next claim opens. */
export const ClaimResponse = Type.Object({
  success: Type.Boolean(),
  error: Type.Optional(Type.String()),
  coins: Type.Optional(Coins),
  nextClaimAt: Type.Optional(Timestamp),
});
export type ClaimResponse = Static<typeof ClaimResponse>;
/** 1,000 coins once per hour, judged by server time (DESIGN decision 4). */
export const CLAIM_AMOUNT = 1000;
export const CLAIM_INTERVAL_MS = 60 * 60 * 1000;
/**
 * A refused claim's body. Before the hour has passed (409): `{ success: false, error, nextClaimAt }`,
 * `error` being the readable text the 'Claim Failed' toast shows. Other refusals (401, 403, 429)
 * carry `error` only.
 */
export const ClaimRefusal = Type.Object({
  success: Type.Optional(Type.Literal(false)),
  error: Type.String(),
  nextClaimAt: Type.Optional(Timestamp),
});
export type ClaimRefusal = Static<typeof ClaimRefusal>;

/** A notification pushed to one user (only the latest are kept; `kind` is e.g. 'achievement'). */
export const Notification = Type.Object({
  id: Id,
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  createdAt: Timestamp,
});
export type Notification = Static<typeof Notification>;

/** A shared screenshot or recording. */
export const MediaType = Type.Union([Type.Literal('image'), Type.Literal('video')]);
export const MediaItem = Type.Object({
  id: Id,
  type: MediaType,
  url: Type.String(),
  filename: Type.String(),
  createdAt: Timestamp,
  uploader: PublicUser,
});
export type MediaItem = Static<typeof MediaItem>;
export const UploadResponse = Type.Object({ url: Type.String(), item: MediaItem });
export type UploadResponse = Static<typeof UploadResponse>;

/** Contact form categories (spec section 2). */
export const CONTACT_CATEGORIES = [
  'general',
  'support',
  'account',
  'feedback',
  'responsible-gaming',
  'partnership',
  'media',
  'legal',
] as const;
export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    category: literalUnion(CONTACT_CATEGORIES),
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    message: Type.String({ minLength: 1, maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

export { Coins };
