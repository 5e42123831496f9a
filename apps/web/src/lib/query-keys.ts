/** Query keys shared by the features and the real-time handler, so a socket event refreshes the right data. */
export const queryKeys = {
  me: ['me'] as const,
  currentWave: ['wave', 'current'] as const,
  waveMessages: (waveId: string) => ['wave', waveId, 'messages'] as const,
  waveLeaderboard: (waveId: string) => ['wave', waveId, 'leaderboard'] as const,
  /** A page of the wave's full rankings (under ['wave']: a wave_update refreshes it). */
  waveRankings: (waveId: string, offset: number) => ['wave', waveId, 'rankings', offset] as const,
  contacts: (userId: string) => ['dm', userId, 'contacts'] as const,
  conversations: (userId: string) => ['dm', userId, 'conversation'] as const,
  conversation: (userId: string, otherId: string) =>
    ['dm', userId, 'conversation', otherId] as const,
  achievements: (userId: string) => ['achievements', userId] as const,
  notifications: (userId: string) => ['notifications', userId] as const,
  gallery: ['media', 'gallery'] as const,
  /** The wave's live streams (`live_stream` / `live_ended` frames keep it current). */
  liveStreams: (waveId: string) => ['wave', waveId, 'live'] as const,
  /** ICE servers and the viewer cap: fixed while the server runs. */
  liveConfig: ['live', 'config'] as const,
  /** The player's unfinished rounds (the tiles offer to resume them). */
  openRounds: ['games', 'open-rounds'] as const,
  /** The player's responsible-play limits, pending changes and losses so far. */
  limits: ['responsible-play', 'limits'] as const,
  /** The player's play session and the next reality check (a `play_session` frame replaces it). */
  playSession: ['responsible-play', 'session'] as const,
  /** Keyed by the current wave: the list of ended waves only changes when a new wave starts. */
  pastWaves: (currentWaveId: string) => ['waves', 'past', currentWaveId] as const,
  /** Whom the player blocked and who may DM them (settings). */
  blocks: ['safety', 'blocks'] as const,
  privacy: ['safety', 'privacy'] as const,
  /** The moderators' queue of open reports. */
  moderationReports: ['moderation', 'reports'] as const,
};
