import { routes, type Wave } from '@coinwave/api-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentWave } from '../../lib/use-current-wave';
import { useRealtimeStore } from '../realtime/realtime';

export interface WaveFiguresData {
  wave: Wave | null;
  surfers: number;
  activeGames: number;
  messages: number;
}

/**
 * The current wave's true figures (DESIGN decision 16). Surfers: the socket's live count of
 * players connected to this wave (an `online` frame for another wave does not count), else the
 * wave poll's. Active Games: the server's count of sessions with a round in the last 15 minutes
 * (the list of every session opened this wave would overcount). Messages: the chat list when it
 * is ahead of the 5-second poll, since chat frames refresh the list at once.
 */
export function pickWaveFigures(
  wave: Wave | null,
  online: { waveId: string; count: number } | null,
  chatLength: number,
): WaveFiguresData {
  if (!wave) return { wave: null, surfers: 0, activeGames: 0, messages: 0 };
  return {
    wave,
    surfers: online && online.waveId === wave.id ? online.count : wave.currentPlayers,
    activeGames: wave.gamesCount,
    messages: Math.max(chatLength, wave.messagesCount),
  };
}

/** The current wave and its figures, kept live by the poll, the socket and the chat. */
export function useWaveFigures(): WaveFiguresData {
  const { data: wave } = useCurrentWave();
  const waveId = wave?.id ?? '';
  const online = useRealtimeStore((s) => s.online);
  const messages = useQuery({
    queryKey: queryKeys.waveMessages(waveId),
    queryFn: () => api(routes.waveMessages, { params: { waveId } }),
    enabled: !!wave,
  });
  return pickWaveFigures(wave ?? null, online, messages.data?.length ?? 0);
}
