import {
  patchLeaderboard,
  type LeaderboardEntry,
  type LiveStream,
  type MediaItem,
  type Message,
  type ServerMessage,
  type User,
  type Wave,
} from '@coinwave/api-contract';
import type { InfiniteData, QueryClient, QueryKey, Updater } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { emitLiveFrame, isLiveFrame } from '../../stores/live.store';

export interface RealtimeDeps {
  queryClient: Pick<QueryClient, 'invalidateQueries' | 'setQueryData' | 'isFetching'>;
  currentUserId: () => string | undefined;
  mergeUser: (userId: string, data: Partial<User>) => void;
  addNotification: (n: Extract<ServerMessage, { type: 'notification' }>['payload']) => void;
  setOnline: (
    waveId: string,
    count: number,
    playing: Extract<ServerMessage, { type: 'online' }>['payload']['playing'],
  ) => void;
}

/**
 * Applies a frame's change to a query's data in place. A read of that query still in flight may
 * have been answered before the change, and would undo it when it lands: it is made again.
 */
function patchQuery<T>(
  deps: RealtimeDeps,
  queryKey: QueryKey,
  update: Updater<T | undefined, T | undefined>,
): void {
  deps.queryClient.setQueryData<T>(queryKey, update);
  if (deps.queryClient.isFetching({ queryKey, exact: true }) > 0)
    void deps.queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
}

/**
 * Applies one server frame (spec section 7): chat refreshes messages, wave_update patches the
 * wave's figures (or, without them, refreshes the wave),
 * notification joins the latest 5, user_update merges into the current user when the id matches,
 * dm_read (a conversation read in some tab, or emptied by the other account's deletion) refreshes
 * the contacts, so their unread badges clear, and that conversation,
 * play_session (a reality check answered in some tab) replaces the play session, so no other tab
 * shows that check again.
 * message_deleted (a moderator's deletion) takes the message out of what is shown at once.
 * live_stream / live_ended keep the wave's list of live streams current (newest first), and every
 * live frame also goes to the live hooks (the streamer's and viewers' peers). media_deleted takes
 * the item out of the gallery.
 */
export function applyServerMessage(message: ServerMessage, deps: RealtimeDeps): void {
  const userId = deps.currentUserId();
  if (isLiveFrame(message)) {
    applyLiveList(message, deps);
    emitLiveFrame(message);
    return;
  }
  switch (message.type) {
    case 'chat': {
      const { waveId, recipientId } = message.payload;
      if (waveId) {
        void deps.queryClient.invalidateQueries({ queryKey: queryKeys.waveMessages(waveId) });
        void deps.queryClient.invalidateQueries({ queryKey: queryKeys.currentWave });
      }
      if (recipientId && userId) {
        void deps.queryClient.invalidateQueries({ queryKey: queryKeys.conversations(userId) });
        void deps.queryClient.invalidateQueries({ queryKey: queryKeys.contacts(userId) });
      }
      return;
    }
    case 'message_deleted': {
      const { messageId, waveId, senderId, recipientId } = message.payload;
      const drop = (queryKey: readonly unknown[]) =>
        patchQuery<Message[]>(deps, queryKey, (shown) => shown?.filter((m) => m.id !== messageId));
      if (waveId) drop(queryKeys.waveMessages(waveId));
      if (recipientId && userId) {
        drop(queryKeys.conversation(userId, senderId === userId ? recipientId : senderId));
        // An unread message that is gone no longer counts.
        void deps.queryClient.invalidateQueries({ queryKey: queryKeys.contacts(userId) });
      }
      return;
    }
    case 'dm_read':
      if (!userId) return;
      void deps.queryClient.invalidateQueries({ queryKey: queryKeys.contacts(userId) });
      void deps.queryClient.invalidateQueries({
        queryKey: queryKeys.conversation(userId, message.payload.otherId),
      });
      return;
    case 'wave_update':
      applyWaveUpdate(message.payload, deps);
      return;
    case 'notification':
      deps.addNotification(message.payload);
      if (userId)
        void deps.queryClient.invalidateQueries({ queryKey: queryKeys.achievements(userId) });
      return;
    case 'user_update':
      deps.mergeUser(message.payload.userId, message.payload.data as Partial<User>);
      return;
    case 'play_session':
      patchQuery(deps, queryKeys.playSession, message.payload);
      return;
    case 'online':
      deps.setOnline(message.payload.waveId, message.payload.count, message.payload.playing);
      return;
    case 'media_deleted':
      patchQuery<InfiniteData<MediaItem[]>>(deps, queryKeys.gallery, (shown) =>
        shown
          ? {
              ...shown,
              pages: shown.pages.map((page) =>
                page.filter((item) => item.id !== message.payload.mediaId),
              ),
            }
          : shown,
      );
      return;
    case 'error':
      console.warn('Socket error from the server:', message.payload.error);
      return;
  }
}

/**
 * A coalesced wave_update (with figures) patches the leaderboard and the current wave's counts in
 * place and refreshes only the rankings page on screen; without figures (a new wave, a deleted
 * account) every list of the wave is read again.
 */
function applyWaveUpdate(
  payload: Extract<ServerMessage, { type: 'wave_update' }>['payload'],
  deps: RealtimeDeps,
): void {
  const { waveId, figures } = payload;
  if (!waveId || !figures) {
    void deps.queryClient.invalidateQueries({ queryKey: ['wave'] });
    return;
  }
  patchQuery<LeaderboardEntry[]>(deps, queryKeys.waveLeaderboard(waveId), (shown) =>
    shown ? patchLeaderboard(shown, figures) : shown,
  );
  patchQuery<Wave>(deps, queryKeys.currentWave, (wave) =>
    wave && wave.id === waveId
      ? { ...wave, gamesCount: figures.gamesCount, messagesCount: figures.messagesCount }
      : wave,
  );
  void deps.queryClient.invalidateQueries({ queryKey: ['wave', waveId, 'rankings'] });
}

/** The wave's list of live streams, updated in place by a stream's start, count or end. */
function applyLiveList(message: ServerMessage, deps: RealtimeDeps): void {
  if (message.type === 'live_stream') {
    const { waveId, stream } = message.payload;
    patchQuery<LiveStream[]>(deps, queryKeys.liveStreams(waveId), (shown = []) =>
      [stream, ...shown.filter((s) => s.id !== stream.id)].sort((a, b) =>
        b.startedAt.localeCompare(a.startedAt),
      ),
    );
  } else if (message.type === 'live_ended') {
    const { waveId, streamId } = message.payload;
    patchQuery<LiveStream[]>(deps, queryKeys.liveStreams(waveId), (shown) =>
      shown?.filter((s) => s.id !== streamId),
    );
  }
}

/**
 * After the server confirms a (re)join of a wave's room (its first `online` frame), re-reads what
 * frames may have been missed while the socket was away or joining: the wave's messages, the wave,
 * the user's conversations and contacts (unread counts), and the user (the balance, which a
 * missed user_update may have changed). Later frames then keep it current.
 */
export function catchUpAfterJoin(deps: Pick<RealtimeDeps, 'queryClient' | 'currentUserId'>): void {
  // Every key of the wave, its messages and live streams among them, in one call: a second
  // invalidation of a key whose read is under way would cancel that read and start it again.
  void deps.queryClient.invalidateQueries({ queryKey: ['wave'] });
  const userId = deps.currentUserId();
  if (userId) {
    void deps.queryClient.invalidateQueries({ queryKey: queryKeys.conversations(userId) });
    void deps.queryClient.invalidateQueries({ queryKey: queryKeys.contacts(userId) });
  }
  void deps.queryClient.invalidateQueries({ queryKey: queryKeys.me });
}
