import { routes, type IceServer } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * The wave's live streams the player may watch, newest first: read once, then kept current by the
 * socket's `live_stream` / `live_ended` frames (and read again after each reconnect).
 */
export function useLiveStreams(waveId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.liveStreams(waveId ?? ''),
    queryFn: () => api(routes.liveStreams, { params: { waveId: waveId! } }),
    enabled: !!waveId,
  });
}

const NO_ICE_SERVERS: readonly IceServer[] = [];

/** The ICE servers for peers and the viewer cap (read once: they change only with the server). */
export function useLiveConfig() {
  const config = useQuery({
    queryKey: queryKeys.liveConfig,
    queryFn: () => api(routes.liveConfig, {}),
    staleTime: Infinity,
  });
  return {
    iceServers: config.data?.iceServers ?? NO_ICE_SERVERS,
    maxViewers: config.data?.maxViewers ?? 8,
    ready: config.isSuccess,
  };
}
