import { Type } from '@sinclair/typebox';
import { LoginBody, RegisterBody, User } from './auth';
import { Ok } from './common';
import { defineRoute } from './route';
import {
  Achievement,
  AchievementBody,
  ClaimRefusal,
  ClaimResponse,
  Contact,
  ContactBody,
  CreateGameBody,
  GameSession,
  JoinWaveBody,
  LeaderboardEntry,
  MediaItem,
  Message,
  Notification,
  SendMessageBody,
  UploadResponse,
  Wave,
} from './social';

/**
 * Every HTTP route of spec section 7 plus auth, games and contact. Later features add theirs here;
 * nothing on the wire is typed anywhere else.
 */
export const routes = {
  health: defineRoute({ method: 'GET', path: '/api/health', response: Type.Object({ status: Type.Literal('ok') }), summary: 'Liveness check' }),

  register: defineRoute({ method: 'POST', path: '/api/auth/register', body: RegisterBody, response: User, summary: 'Create an account and sign in' }),
  login: defineRoute({ method: 'POST', path: '/api/auth/login', body: LoginBody, response: User, summary: 'Sign in with username and password' }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', response: Ok, summary: 'End the session' }),
  me: defineRoute({ method: 'GET', path: '/api/auth/me', response: User, summary: 'The signed-in user' }),

  currentWave: defineRoute({ method: 'GET', path: '/api/waves/current', response: Wave, summary: 'The current wave (a new one starts when 4 hours pass)' }),
  createWave: defineRoute({ method: 'POST', path: '/api/waves', response: Wave, summary: 'Start a new wave (not within 10 minutes of the current start)' }),
  joinWave: defineRoute({ method: 'POST', path: '/api/waves/join', body: JoinWaveBody, response: Wave, summary: 'Join the current wave' }),
  waveGames: defineRoute({ method: 'GET', path: '/api/waves/:waveId/games', response: Type.Array(GameSession), summary: "The wave's game sessions" }),
  waveMessages: defineRoute({ method: 'GET', path: '/api/waves/:waveId/messages', response: Type.Array(Message), summary: "The wave's chat, oldest first" }),
  waveLeaderboard: defineRoute({ method: 'GET', path: '/api/waves/:waveId/leaderboard', response: Type.Array(LeaderboardEntry), summary: 'Net coins won in the wave, best first' }),

  createGame: defineRoute({ method: 'POST', path: '/api/games', body: CreateGameBody, response: GameSession, summary: 'Open a game session in the current wave' }),

  sendMessage: defineRoute({ method: 'POST', path: '/api/messages', body: SendMessageBody, response: Message, summary: 'Send a wave or private message' }),
  contacts: defineRoute({ method: 'GET', path: '/api/users/:id/messages/private', response: Type.Array(Contact), summary: 'Direct-message contacts' }),
  conversation: defineRoute({ method: 'GET', path: '/api/users/:id/messages/private/:otherId', response: Type.Array(Message), summary: 'The conversation with one contact' }),

  claimCoins: defineRoute({ method: 'POST', path: '/api/users/:id/claim-coins', response: ClaimResponse, errorResponse: ClaimRefusal, summary: 'Claim 1,000 coins once per hour (409 with nextClaimAt before the hour has passed)' }),
  achievements: defineRoute({ method: 'GET', path: '/api/users/:id/achievements', response: Type.Array(Achievement), summary: 'Achievements, newest first' }),
  postAchievement: defineRoute({ method: 'POST', path: '/api/users/:id/achievements', body: AchievementBody, response: Achievement, summary: 'Record an achievement whose trigger holds' }),
  notifications: defineRoute({ method: 'GET', path: '/api/users/:id/notifications', response: Type.Array(Notification), summary: 'The latest notifications' }),

  gallery: defineRoute({ method: 'GET', path: '/api/media/gallery', response: Type.Array(MediaItem), summary: "The current wave's shared media" }),
  /** Multipart (file, filename, type): the body is not JSON, so it has no body schema here. */
  upload: defineRoute({ method: 'POST', path: '/api/media/upload', response: UploadResponse, summary: 'Upload a screenshot (PNG/JPEG/GIF) or a recording (webm)' }),

  contact: defineRoute({ method: 'POST', path: '/api/contact', body: ContactBody, response: Ok, summary: 'Send the contact form' }),
} as const;

export type Routes = typeof routes;
