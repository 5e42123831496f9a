import type { ColumnType, Generated } from 'kysely';

// The database's tables as kysely sees them (snake_case columns; timestamps are ISO-8601 text,
// which sorts in time order). Each migration that adds a table adds it here.

/** `auto_settle`: the credit of a round the rule settled (DESIGN decision 15), like a round_credit. */
export type LedgerKind =
  'starting_grant' | 'claim' | 'round_debit' | 'round_credit' | 'auto_settle';
export type GameKindColumn = 'slots' | 'blackjack' | 'poker' | 'roulette';
export type MediaKind = 'image' | 'video';

export interface UsersTable {
  id: string;
  /** Unique ignoring case (COLLATE NOCASE). */
  username: string;
  email: string;
  password_hash: string;
  /** CHECK (coins >= 0); changes only with a ledger entry (ledger.service moveCoins). */
  coins: Generated<number>;
  last_coin_claim: string | null;
  games_played: Generated<number>;
  games_won: Generated<number>;
  /** Σ payouts of finished rounds (gross). */
  total_winnings: Generated<number>;
  /** Σ (payout - stake) of finished rounds: the 'Total Winnings' shown (net, may be negative). */
  net_winnings: Generated<number>;
  current_streak: Generated<number>;
  best_streak: Generated<number>;
  /** The stored avatar's generated file name, or null. */
  avatar: string | null;
  created_at: string;
  /** When the account was deleted (the row stays, anonymised), or null. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'moderator' once granted by the admin command (0009_moderation). */
  role: ColumnType<RoleColumn, RoleColumn | undefined, RoleColumn>;
  /** Who may send the user DMs. */
  dm_privacy: ColumnType<DmPrivacyColumn, DmPrivacyColumn | undefined, DmPrivacyColumn>;
  /** A mute: no chat or DMs until then (a past time is no mute). */
  muted_until: ColumnType<string | null, string | null | undefined, string | null>;
  mute_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** A ban: no sign-in, no session. */
  banned_at: ColumnType<string | null, string | null | undefined, string | null>;
  ban_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type RoleColumn = 'player' | 'moderator';
export type DmPrivacyColumn = 'everyone' | 'contacts' | 'nobody';

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: string;
  amount: number;
  kind: LedgerKind;
  wave_id: string | null;
  round_id: string | null;
  /** Distinguishes several movements of one kind in one round (double, split, poker raises). */
  seq: Generated<number>;
  balance_after: number;
  created_at: string;
}

export interface WavesTable {
  id: string;
  number: number;
  start_time: string;
  created_by: string | null;
  /** Set when the next wave starts. */
  ended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The leaderboard's top player when the wave ended (null: nobody ahead). */
  champion_id: ColumnType<string | null, string | null | undefined, string | null>;
  champion_score: ColumnType<number | null, number | null | undefined, number | null>;
  /** The wave's chat messages, kept by triggers on `messages` (migration 0015). */
  messages_count: ColumnType<number, number | undefined, never>;
}

export interface WaveMembersTable {
  wave_id: string;
  user_id: string;
  joined_at: string;
  /** Net coins of the member's round entries in the wave (the leaderboard's score; 0013). */
  score: Generated<number>;
}

export interface GamesTable {
  id: string;
  wave_id: string;
  user_id: string;
  kind: GameKindColumn;
  /** JSON text owned by the game-rounds feature. */
  state: ColumnType<string, string | undefined, string>;
  /** The poker house's chip stack (10,000 at the start); null for other games. */
  house_chips: number | null;
  created_at: string;
  updated_at: string;
  /**
   * The time of the first round written in its latest 10-second bucket of round times (kept by a
   * trigger on rounds, migration 0017), so at most 10 s before its latest round; null before the first.
   */
  last_round_at: ColumnType<string | null, never, never>;
}

export interface MessagesTable {
  id: string;
  sender_id: string;
  wave_id: string | null;
  recipient_id: string | null;
  content: string;
  created_at: string;
  /** Soft deletion by a moderator (0009_moderation): lists leave it out. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The moderator's user id (no foreign key: the record outlives accounts). */
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AchievementsTable {
  /** Insertion order: the tie-break of "newest first". */
  seq: Generated<number>;
  id: string;
  user_id: string;
  type: string;
  /** 0, or the streak length for streak achievements; unique with (user_id, type). */
  milestone: number;
  title: string;
  description: string;
  icon: string;
  created_at: string;
}

export interface NotificationsTable {
  /** Insertion order: the tie-break of "newest first". */
  seq: Generated<number>;
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  created_at: string;
}

export interface MediaTable {
  id: string;
  user_id: string;
  wave_id: string;
  type: MediaKind;
  /** The uploader's file name, for display only (never used to store or serve). */
  filename: string;
  /** Generated name under DATA_DIR/media. */
  stored_name: string;
  mime: string;
  size: number;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  ip: string;
  user_id: string | null;
  created_at: string;
}

export interface FairnessSeedsTable {
  id: string;
  user_id: string;
  /** 32 random bytes as hex: secret until `revealed_at` is set (a rotation). */
  server_seed: string;
  /** SHA-256 hex of server_seed: the commitment shown before the reveal. */
  server_seed_hash: string;
  created_at: string;
  revealed_at: string | null;
}

export interface UserFairnessTable {
  user_id: string;
  active_seed_id: string;
  client_seed: string;
  /** The nonce of the user's next round. */
  next_nonce: Generated<number>;
  /** The player's random anonymous id in the public log of seed commitments (`anon-` + 16 hex). */
  commitment_holder: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The public log of server-seed commitments (migration 0011): append-only and hash-chained by
 * triggers. `entry_hash` = SHA-256 of api-contract's `commitmentMessage` of the row; `prev_hash` is
 * the previous row's `entry_hash` (64 zeros for seq 1). Only `revealed_seed`/`revealed_at` may be
 * set later, once.
 */
export interface SeedCommitmentsTable {
  seq: number;
  seed_id: string;
  server_seed_hash: string;
  holder: string;
  activated_at: string;
  prev_hash: string;
  entry_hash: string;
  revealed_seed: string | null;
  revealed_at: string | null;
}

/** Per (player, game): Σ of the finished rounds' figures, kept in each round's transaction. */
export interface LuckTotalsTable {
  user_id: string;
  game: GameKindColumn;
  rounds: number;
  wagered: number;
  returned: number;
  /** Σ expected net (coins; negative: the house edge). */
  expected_net: number;
  /** Σ variance of each round's net (coins²). */
  net_variance: number;
}

export type RoundStatusColumn = 'in_progress' | 'finished';
export type SettledByColumn = 'player' | 'rule';

export interface RoundsTable {
  id: string;
  user_id: string;
  game_id: string;
  wave_id: string;
  game: GameKindColumn;
  seed_id: string;
  nonce: number;
  client_seed: string;
  /** Every coin debited so far; payout every coin credited. */
  stake: Generated<number>;
  payout: Generated<number>;
  status: RoundStatusColumn;
  /** JSON text: the engine state (secret while in progress). */
  state: string;
  /** JSON text: the public replay record (api-contract RoundDetail), set when finished. */
  detail: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** Null while in progress. */
  settled_by: ColumnType<
    SettledByColumn | null,
    SettledByColumn | null | undefined,
    SettledByColumn
  >;
  /** Finished rounds: the expected net and the variance of the net (luck report); null before. */
  expected_net: ColumnType<number | null, number | null | undefined, number | null>;
  net_variance: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Direct-message read markers: `peer_id`'s messages to `user_id` up to `read_at` are read. */
export interface DmReadsTable {
  user_id: string;
  peer_id: string;
  read_at: string;
}

/** An Idempotency-Key of a user and the first answer to it (lib/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** SHA-256 of the call's method, route, path parameters and body: a reuse elsewhere is refused. */
  fingerprint: string;
  /** The first answer's status and JSON body; set in the transaction that claimed the key. */
  status: number | null;
  body: string | null;
  created_at: string;
}

export type RestrictionPeriodColumn = '24h' | '7d' | '30d' | '6m' | 'permanent';

/**
 * A player's responsible-play settings and current play session (features/responsible-play).
 * Limits: null is none (`reality_check_minutes` null is off; 60 by default). A `pending_*` value
 * applies at its `pending_*_at` (null `_at`: nothing pending). The restriction is the latest
 * cool-off or self-exclusion (null `restriction_ends_at`: permanent). The session: its first round,
 * the latest round, the round before it, and its round count.
 */
export interface ResponsiblePlayTable {
  user_id: string;
  daily_loss_limit: ColumnType<number | null, number | null | undefined, number | null>;
  weekly_loss_limit: ColumnType<number | null, number | null | undefined, number | null>;
  session_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  reality_check_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  pending_daily_loss_limit: ColumnType<number | null, number | null | undefined, number | null>;
  pending_daily_loss_limit_at: ColumnType<string | null, string | null | undefined, string | null>;
  pending_weekly_loss_limit: ColumnType<number | null, number | null | undefined, number | null>;
  pending_weekly_loss_limit_at: ColumnType<string | null, string | null | undefined, string | null>;
  pending_session_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  pending_session_minutes_at: ColumnType<string | null, string | null | undefined, string | null>;
  pending_reality_check_minutes: ColumnType<
    number | null,
    number | null | undefined,
    number | null
  >;
  pending_reality_check_minutes_at: ColumnType<
    string | null,
    string | null | undefined,
    string | null
  >;
  restriction_period: ColumnType<
    RestrictionPeriodColumn | null,
    RestrictionPeriodColumn | null | undefined,
    RestrictionPeriodColumn | null
  >;
  restriction_started_at: ColumnType<string | null, string | null | undefined, string | null>;
  restriction_ends_at: ColumnType<string | null, string | null | undefined, string | null>;
  session_started_at: ColumnType<string | null, string | null | undefined, string | null>;
  last_round_at: ColumnType<string | null, string | null | undefined, string | null>;
  prior_round_at: ColumnType<string | null, string | null | undefined, string | null>;
  session_rounds: Generated<number>;
  reality_check_acked_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every cool-off and self-exclusion a player took (the active one is in responsible_play). */
export interface PlayRestrictionsTable {
  id: Generated<number>;
  user_id: string;
  period: RestrictionPeriodColumn;
  started_at: string;
  ends_at: string | null;
}

/** `blocker_id` blocked `blocked_id` (at most BLOCKS_MAX per blocker). */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export type ReportStatusColumn = 'open' | 'dismissed' | 'actioned';

/** A report of a message: one per (message, reporter). */
export interface ReportsTable {
  /** Insertion order: "newest first" and the queue's page cursor. */
  seq: Generated<number>;
  id: string;
  message_id: string;
  reporter_id: string;
  reason: 'spam' | 'abuse' | 'cheating' | 'other';
  text: string | null;
  created_at: string;
  status: ColumnType<ReportStatusColumn, ReportStatusColumn | undefined, ReportStatusColumn>;
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Append-only (triggers refuse UPDATE and DELETE): every moderation action. */
export interface ModerationActionsTable {
  seq: Generated<number>;
  id: string;
  /** The moderator's user id; null: the admin command. */
  moderator_id: string | null;
  action:
    | 'grant_moderator'
    | 'revoke_moderator'
    | 'mute'
    | 'unmute'
    | 'ban'
    | 'unban'
    | 'delete_message'
    | 'dismiss_reports'
    | 'delete_media';
  target_user_id: string | null;
  target_message_id: string | null;
  reason: string | null;
  detail: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  ledger_entries: LedgerEntriesTable;
  waves: WavesTable;
  wave_members: WaveMembersTable;
  games: GamesTable;
  messages: MessagesTable;
  achievements: AchievementsTable;
  notifications: NotificationsTable;
  media: MediaTable;
  contact_messages: ContactMessagesTable;
  fairness_seeds: FairnessSeedsTable;
  user_fairness: UserFairnessTable;
  rounds: RoundsTable;
  dm_reads: DmReadsTable;
  idempotency_keys: IdempotencyKeysTable;
  responsible_play: ResponsiblePlayTable;
  play_restrictions: PlayRestrictionsTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  seed_commitments: SeedCommitmentsTable;
  luck_totals: LuckTotalsTable;
}
