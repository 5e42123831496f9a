import * as Type from '@sinclair/typebox/type';
import { AccountExport, DeleteAccountBody } from './account';
import { AvatarResponse, ChangePasswordBody, LoginBody, RegisterBody, User } from './auth';
import { CommitmentsPage, CommitmentsQuery } from './commitments';
import { extendObject, Health, Ok } from './common';
import { GalleryQuery, mediaRoutes } from './media';
import { moderationRoutes } from './moderation';
import {
  ClientSeedBody,
  Fairness,
  OpenRound,
  RotateRefusal,
  RotateResponse,
  RoundRecord,
  RoundsPage,
  RoundsQuery,
  SettledRoundRefusal,
} from './fairness';
import {
  BalloonPopBody,
  BlackjackActionBody,
  BlackjackDealBody,
  BlackjackReply,
  RouletteReply,
  RouletteSpinBody,
  SlotsReply,
  SlotsSpinBody,
  SlotsTable,
} from './games';
import { LuckReport } from './luck';
import { PokerActionBody, PokerReply } from './poker';
import {
  CoolOffBody,
  LimitsState,
  PlayRefusal,
  PlayRefusalFields,
  PlaySession,
  RealityCheckAckBody,
  Restriction,
  SetLimitsBody,
} from './responsible-play';
import { defineRoute } from './route';
import {
  Achievement,
  AchievementBody,
  ClaimRefusal,
  ClaimResponse,
  Contact,
  ContactBody,
  CreateGameBody,
  Game,
  JoinWaveBody,
  LeaderboardEntry,
  MediaItem,
  Message,
  Notification,
  RankingsPage,
  RankingsQuery,
  SendMessageBody,
  UploadResponse,
  Wave,
  WavesPage,
  WavesQuery,
} from './social';

/** A refused game action: its round settled by rule meanwhile, or a stake refused by a limit. */
const GameActionRefusal = extendObject(SettledRoundRefusal, PlayRefusalFields);

/**
 * Every HTTP route of spec section 7 plus auth, games and contact. Later features add theirs here;
 * nothing on the wire is typed anywhere else.
 */
export const routes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    response: Health,
    summary:
      'For load balancers: 200 when the database (and Redis, when configured) answer, else 503 naming what is down',
  }),

  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    body: RegisterBody,
    response: User,
    summary: 'Create an account and sign in',
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginBody,
    response: User,
    summary: 'Sign in with username and password',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    response: Ok,
    summary: 'End the session (its sockets close too)',
  }),
  logoutEverywhere: defineRoute({
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    response: Ok,
    summary: 'Sign out everywhere: end every session of the account, this one included',
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/auth/password',
    body: ChangePasswordBody,
    response: Ok,
    summary:
      'Change the password (the current one is needed); every other session ends, this one stays',
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    response: User,
    summary: 'The signed-in user',
  }),

  currentWave: defineRoute({
    method: 'GET',
    path: '/api/waves/current',
    response: Wave,
    summary: 'The current wave (a new one starts when 4 hours pass)',
  }),
  createWave: defineRoute({
    method: 'POST',
    path: '/api/waves',
    response: Wave,
    summary: 'Start a new wave (not within 10 minutes of the current start)',
  }),
  pastWaves: defineRoute({
    method: 'GET',
    path: '/api/waves',
    query: WavesQuery,
    response: WavesPage,
    summary: 'Ended waves with their champions, newest first (limit 1-100, before = a wave number)',
  }),
  joinWave: defineRoute({
    method: 'POST',
    path: '/api/waves/join',
    body: JoinWaveBody,
    response: Wave,
    summary: 'Join the current wave',
  }),
  waveGames: defineRoute({
    method: 'GET',
    path: '/api/waves/:waveId/games',
    response: Type.Array(Game),
    summary: "The wave's games",
  }),
  waveMessages: defineRoute({
    method: 'GET',
    path: '/api/waves/:waveId/messages',
    response: Type.Array(Message),
    summary: "The wave's chat, oldest first",
  }),
  waveLeaderboard: defineRoute({
    method: 'GET',
    path: '/api/waves/:waveId/leaderboard',
    response: Type.Array(LeaderboardEntry),
    summary: 'Net coins won in the wave, best first (the top 100)',
  }),
  waveRankings: defineRoute({
    method: 'GET',
    path: '/api/waves/:waveId/rankings',
    query: RankingsQuery,
    response: RankingsPage,
    summary:
      "Every member of the wave ranked, a page at a time (limit 1-100, offset), with the player's own row",
  }),

  createGame: defineRoute({
    method: 'POST',
    path: '/api/games',
    body: CreateGameBody,
    response: Game,
    summary:
      "Open a game: the player's game with an unfinished round of that kind if there is one (any wave), else a new game in the current wave",
  }),
  openRounds: defineRoute({
    method: 'GET',
    path: '/api/games/open-rounds',
    response: Type.Array(OpenRound),
    summary: 'Your unfinished rounds (one per game at most), oldest first',
  }),

  // Game rounds: the server decides each round with the engines and settles the ledger.
  slotsSpin: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/slots/spin',
    body: SlotsSpinBody,
    response: SlotsReply,
    errorResponse: PlayRefusal,
    summary:
      'Spin the slots (bet >= 10 in steps of 10); a triggered balloon bonus starts server-side',
  }),
  slotsPop: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/slots/bonus/pop',
    body: BalloonPopBody,
    response: SlotsReply,
    errorResponse: SettledRoundRefusal,
    summary:
      'Pop one balloon of the running bonus; the 4th wrong pop ends it and credits the round',
  }),
  slotsTable: defineRoute({
    method: 'GET',
    path: '/api/games/:gameId/slots',
    response: SlotsTable,
    summary: "The session's unfinished balloon bonus, to resume after a reload",
  }),
  rouletteSpin: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/roulette/spin',
    body: RouletteSpinBody,
    response: RouletteReply,
    errorResponse: PlayRefusal,
    summary: 'Spin the wheel with a list of bets',
  }),
  blackjackDeal: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/blackjack/deal',
    body: BlackjackDealBody,
    response: BlackjackReply,
    errorResponse: PlayRefusal,
    summary: 'Deal a blackjack hand (bet 50, 100, 250 or 500)',
  }),
  blackjackAction: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/blackjack/action',
    body: BlackjackActionBody,
    response: BlackjackReply,
    errorResponse: GameActionRefusal,
    summary: 'Hit, stand, double or split in the current hand',
  }),
  pokerHand: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/poker/hand',
    response: PokerReply,
    errorResponse: PlayRefusal,
    summary: 'Start a poker hand against the house (posts the blinds)',
  }),
  pokerAction: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/poker/action',
    body: PokerActionBody,
    response: PokerReply,
    errorResponse: GameActionRefusal,
    summary: "Check, call, raise or fold; the reply carries the house's answer",
  }),
  pokerTable: defineRoute({
    method: 'GET',
    path: '/api/games/:gameId/poker',
    response: PokerReply,
    summary: "The table's hand in play (resumable) and the house's stack",
  }),
  blackjackTable: defineRoute({
    method: 'GET',
    path: '/api/games/:gameId/blackjack',
    response: BlackjackReply,
    summary: "The session's current hand (resumable after a reload)",
  }),

  fairness: defineRoute({
    method: 'GET',
    path: '/api/fairness',
    response: Fairness,
    summary: 'Server seed hash, client seed and next nonce',
  }),
  setClientSeed: defineRoute({
    method: 'PUT',
    path: '/api/fairness/client-seed',
    body: ClientSeedBody,
    response: Fairness,
    summary: 'Set the client seed (1-64 printable characters)',
  }),
  rotateSeed: defineRoute({
    method: 'POST',
    path: '/api/fairness/rotate',
    response: RotateResponse,
    errorResponse: RotateRefusal,
    summary:
      'Reveal the server seed and commit a new one; idle rounds are settled by rule first, a round in play refuses it (409 naming it)',
  }),
  commitments: defineRoute({
    method: 'GET',
    path: '/api/fairness/commitments',
    query: CommitmentsQuery,
    response: CommitmentsPage,
    summary:
      'The public, hash-chained log of server-seed commitments, newest first (limit 1-100, before = a seq, seedHash)',
  }),
  rounds: defineRoute({
    method: 'GET',
    path: '/api/rounds',
    query: RoundsQuery,
    response: RoundsPage,
    summary: 'Your rounds, newest first (limit 1-100, before = a nonce; game, waveId filter)',
  }),
  luck: defineRoute({
    method: 'GET',
    path: '/api/me/luck',
    response: LuckReport,
    summary:
      'Your luck report: per game and in total, your return against the exact (or simulated) expectation, in standard deviations',
  }),
  round: defineRoute({
    method: 'GET',
    path: '/api/rounds/:roundId',
    response: RoundRecord,
    summary: 'One of your rounds',
  }),

  sendMessage: defineRoute({
    method: 'POST',
    path: '/api/messages',
    body: SendMessageBody,
    response: Message,
    summary: 'Send a wave or private message',
  }),
  contacts: defineRoute({
    method: 'GET',
    path: '/api/users/:id/messages/private',
    response: Type.Array(Contact),
    summary: 'Direct-message contacts',
  }),
  conversation: defineRoute({
    method: 'GET',
    path: '/api/users/:id/messages/private/:otherId',
    response: Type.Array(Message),
    summary: 'The conversation with one contact',
  }),
  markConversationRead: defineRoute({
    method: 'POST',
    path: '/api/users/:id/messages/private/:otherId/read',
    response: Ok,
    summary:
      "Marks the contact's messages up to now as read (clears the unread badge in every tab)",
  }),

  claimCoins: defineRoute({
    method: 'POST',
    path: '/api/users/:id/claim-coins',
    response: ClaimResponse,
    errorResponse: ClaimRefusal,
    summary: 'Claim 1,000 coins once per hour (409 with nextClaimAt before the hour has passed)',
  }),
  achievements: defineRoute({
    method: 'GET',
    path: '/api/users/:id/achievements',
    response: Type.Array(Achievement),
    summary: 'Achievements, newest first',
  }),
  postAchievement: defineRoute({
    method: 'POST',
    path: '/api/users/:id/achievements',
    body: AchievementBody,
    response: Achievement,
    summary: 'Record an achievement whose trigger holds',
  }),
  notifications: defineRoute({
    method: 'GET',
    path: '/api/users/:id/notifications',
    response: Type.Array(Notification),
    summary: 'The latest notifications',
  }),

  gallery: defineRoute({
    method: 'GET',
    path: '/api/media/gallery',
    query: GalleryQuery,
    response: Type.Array(MediaItem),
    summary: "The current wave's shared media, newest first (pages of `limit`, after `before`)",
  }),
  /** Multipart (file, filename, type): the body is not JSON, so it has no body schema here. */
  upload: defineRoute({
    method: 'POST',
    path: '/api/media/upload',
    response: UploadResponse,
    summary: 'Upload a screenshot (PNG/JPEG/GIF) or a recording (webm)',
  }),

  /** Multipart (file: JPG, PNG or GIF up to 5 MB): resized by the server to a square avatar. */
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/api/me/avatar',
    response: AvatarResponse,
    summary: 'Set your avatar (JPG, PNG or GIF up to 5 MB; resized to 128x128)',
  }),
  deleteAvatar: defineRoute({
    method: 'DELETE',
    path: '/api/me/avatar',
    response: AvatarResponse,
    summary: 'Remove your avatar (initials are shown again)',
  }),

  exportAccount: defineRoute({
    method: 'GET',
    path: '/api/me/export',
    response: AccountExport,
    summary:
      'Download everything the account holds as JSON: profile, rounds, ledger, messages, media, achievements',
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/api/me',
    body: DeleteAccountBody,
    response: Ok,
    summary:
      'Delete the account (the password confirms it): signed out everywhere, username freed, messages and media removed; rounds and ledger stay, anonymous',
  }),

  // Responsible play
  limits: defineRoute({
    method: 'GET',
    path: '/api/me/limits',
    response: LimitsState,
    summary:
      'Your loss and session limits and reality-check interval, the loosenings pending, and your net loss today and this week',
  }),
  setLimits: defineRoute({
    method: 'PUT',
    path: '/api/me/limits',
    body: SetLimitsBody,
    response: LimitsState,
    summary:
      'Change any of your limits: lowering applies at once, raising or removing after 24 hours (listed as pending)',
  }),
  playSession: defineRoute({
    method: 'GET',
    path: '/api/me/play-session',
    response: PlaySession,
    summary: 'Your current play session and when the next reality check is due',
  }),
  ackRealityCheck: defineRoute({
    method: 'POST',
    path: '/api/me/reality-check',
    body: RealityCheckAckBody,
    response: PlaySession,
    summary: 'Acknowledge the reality check due at dueAt: it is not shown again, in any tab',
  }),
  coolOff: defineRoute({
    method: 'POST',
    path: '/api/me/cool-off',
    body: CoolOffBody,
    response: Restriction,
    summary:
      'Start a cool-off (24h, 7d, 30d) or a self-exclusion (6m, permanent): no rounds, claims or chat until it ends; it cannot be shortened',
  }),

  contact: defineRoute({
    method: 'POST',
    path: '/api/contact',
    body: ContactBody,
    response: Ok,
    summary: 'Send the contact form',
  }),

  ...moderationRoutes,
  ...mediaRoutes,
} as const;

export type Routes = typeof routes;
