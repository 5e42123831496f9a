import type { ReconnectingSocket, User } from '@coinwave/api-contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { currentUser, mergeCurrentUser } from '../../lib/current-user';
import { queryKeys } from '../../lib/query-keys';
import { useLiveStore } from '../../stores/live.store';
import { toast } from '../../stores/toast.store';
import { useRealtimeStore } from './realtime.store';
import { applyServerMessage, catchUpAfterJoin } from './handler';
import { openRealtime } from './socket';

/** The hook's refs that the socket's handlers read and write. */
interface SocketRefs {
  socket: RefObject<ReconnectingSocket | null>;
  /** The current wave's id, joined on every (re)open. */
  wave: RefObject<string | undefined>;
  /** The wave whose join we sent and the server has not yet confirmed. */
  joining: RefObject<string | null>;
}

/** Opens the tab's socket and binds it to the stores; returns what closes and unbinds it. */
function connect(queryClient: QueryClient, { socket, wave, joining }: SocketRefs): () => void {
  const store = useRealtimeStore.getState();
  const deps = {
    queryClient,
    currentUserId: () => currentUser(queryClient)?.id,
    mergeUser: (id: string, data: Partial<User>) => mergeCurrentUser(queryClient, data, id),
    addNotification: store.addNotification,
    setOnline: store.setOnline,
  };
  const { socket: s, close } = openRealtime(
    (message) => {
      applyServerMessage(message, deps);
      if (message.type === 'online' && joining.current === message.payload.waveId) {
        joining.current = null;
        catchUpAfterJoin(deps);
        // The server counts a game per socket and wave: tell it again after every (re)join.
        const openGame = useRealtimeStore.getState().openGame;
        if (openGame) s.send({ type: 'game_open', gameId: openGame });
        // Live streams resume (the streamer's tab) or rejoin (a viewer's) once in the room.
        useLiveStore.getState().confirmJoin(message.payload.waveId);
      }
    },
    store.setStatus,
    // The session was ended elsewhere (a password change, "sign out everywhere"): reading the
    // user again answers 401, and the session check takes the tab to sign-in.
    () => {
      toast({
        title: 'Signed out',
        description: 'This session was ended from another device. Please sign in again.',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  );
  s.onOpen(() => {
    useLiveStore.getState().socketOpened();
    if (wave.current && s.send({ type: 'wave_join', waveId: wave.current }))
      joining.current = wave.current;
  });
  socket.current = s;
  store.bindReconnect(() => s.reconnectNow());
  // Opening a game, and going back to the tiles, count in the wave's 'N playing'.
  const unwatch = useRealtimeStore.subscribe((state, previous) => {
    if (state.openGame !== previous.openGame) s.send({ type: 'game_open', gameId: state.openGame });
  });
  useLiveStore.getState().bindSend((m) => s.send(m));
  return () => {
    unwatch();
    socket.current = null;
    useRealtimeStore.getState().bindReconnect(null);
    useLiveStore.getState().bindSend(null);
    close();
  };
}

/**
 * One socket per tab while signed in; on (re)open and on a wave change it joins the current wave's
 * room, and once the join is confirmed it catches up on anything sent before it. It retries at once
 * when the network returns or the tab is shown again, and lends `reconnectNow` to the header's
 * Reconnect button through the realtime store.
 */
export function useRealtime(userId: string | undefined, waveId: string | undefined): void {
  const queryClient = useQueryClient();
  const socket = useRef<ReconnectingSocket | null>(null);
  const wave = useRef(waveId);
  wave.current = waveId;
  const joining = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    // The last socket's close said 'closed' (a sign-out, say): this one is on its way.
    useRealtimeStore.getState().setStatus('connecting');
    // In a task of its own rather than among the main screen's mount effects on a page load:
    // creating a WebSocket holds the main thread for a few milliseconds.
    let close: (() => void) | undefined;
    const start = setTimeout(() => (close = connect(queryClient, { socket, wave, joining })), 0);
    return () => {
      clearTimeout(start);
      close?.();
    };
  }, [userId, queryClient]);

  useEffect(() => {
    if (waveId && socket.current?.send({ type: 'wave_join', waveId })) joining.current = waveId;
  }, [waveId]);
}
