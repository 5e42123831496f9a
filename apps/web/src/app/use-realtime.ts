import type { ReconnectingSocket } from '@coinwave/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { openRealtime } from '../lib/realtime';
import { useRealtimeStore } from '../stores/realtime.store';
import { useSessionStore } from '../stores/session.store';
import { applyServerMessage } from './realtime-handler';

/** One socket per tab while signed in; on (re)open and on a wave change it joins the current wave's room. */
export function useRealtime(userId: string | undefined, waveId: string | undefined): void {
  const queryClient = useQueryClient();
  const socket = useRef<ReconnectingSocket | null>(null);
  const wave = useRef(waveId);
  wave.current = waveId;

  useEffect(() => {
    if (!userId) return;
    const store = useRealtimeStore.getState();
    const s = openRealtime(
      (message) =>
        applyServerMessage(message, {
          queryClient,
          currentUserId: () => useSessionStore.getState().user?.id,
          mergeUser: useSessionStore.getState().merge,
          addNotification: store.addNotification,
          setOnline: store.setOnline,
        }),
      store.setStatus,
    );
    s.onOpen(() => {
      if (wave.current) s.send({ type: 'wave_join', waveId: wave.current });
    });
    socket.current = s;
    return () => {
      socket.current = null;
      s.close();
    };
  }, [userId, queryClient]);

  useEffect(() => {
    if (waveId) socket.current?.send({ type: 'wave_join', waveId });
  }, [waveId]);
}
