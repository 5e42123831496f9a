import type { ClientMessage, LiveRequest } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { endStream, joinStream, leaveStream, resumeStream, startStream } from './live.service';
import { relaySignal } from './live.signal';
import type { LiveSocket } from './live.state';

/** The socket's live messages. */
export type LiveMessage = Extract<ClientMessage, { type: `live_${string}` }>;

/** True for a live stream message (the realtime route hands these to `handleLiveMessage`). */
export function isLiveMessage(message: ClientMessage): message is LiveMessage {
  return message.type.startsWith('live_');
}

const REQUEST: Record<LiveMessage['type'], LiveRequest> = {
  live_start: 'start',
  live_end: 'end',
  live_resume: 'resume',
  live_join: 'join',
  live_leave: 'join',
  live_offer: 'signal',
  live_answer: 'signal',
  live_ice: 'signal',
};

/**
 * Runs one live message of a socket. A refusal is answered to that tab as `live_refused` (which
 * request, which stream, why), so the page can tell a full stream from a failed start.
 */
export async function handleLiveMessage(
  ctx: AppContext,
  socket: LiveSocket,
  message: LiveMessage,
): Promise<void> {
  try {
    switch (message.type) {
      case 'live_start':
        return await startStream(ctx, socket, message.source);
      case 'live_end':
        return await endStream(ctx, socket, message.streamId);
      case 'live_resume':
        return await resumeStream(ctx, socket, message.streamId);
      case 'live_join':
        return await joinStream(ctx, socket, message.streamId);
      case 'live_leave':
        return await leaveStream(ctx, socket, message.streamId);
      case 'live_offer':
      case 'live_answer':
      case 'live_ice':
        return await relaySignal(ctx, socket, message);
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    socket.reply({
      type: 'live_refused',
      payload: {
        request: REQUEST[message.type],
        streamId: 'streamId' in message ? message.streamId : null,
        error: error.message,
      },
    });
  }
}
