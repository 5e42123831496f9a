import type { ClientMessage, ServerMessage } from '@coinwave/api-contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import type { LiveSocket } from './live.state';

type Signal = Extract<ClientMessage, { type: 'live_offer' | 'live_answer' | 'live_ice' }>;

/**
 * Relays one signaling message between a stream's streamer and one of its viewers, and nothing
 * else: the sender must be the tab holding the stream (to a viewer of it) or a viewer's tab (to the
 * streamer), and in the stream's wave. Offers come only from the streamer, answers only from a
 * viewer. A viewer's message while the streamer's tab is away is dropped (the streamer offers
 * again when it resumes).
 */
export async function relaySignal(
  ctx: AppContext,
  socket: LiveSocket,
  message: Signal,
): Promise<void> {
  const found = await ctx.live.store.get(message.streamId);
  if (!found) throw new DomainError('NOT_FOUND', 'This stream has ended');
  const { stream, viewers } = found;
  if (socket.waveId !== stream.waveId)
    throw new DomainError('FORBIDDEN', 'You are not in this stream’s wave');
  const { streamId } = message;

  if (stream.conn === socket.connId) {
    if (message.type === 'live_answer')
      throw new DomainError('BAD_REQUEST', 'The streamer sends offers, not answers');
    const viewer = viewers.find((v) => v.viewerId === message.viewerId);
    if (!viewer) throw new DomainError('NOT_FOUND', 'That viewer is not watching this stream');
    const frame: ServerMessage =
      message.type === 'live_offer'
        ? { type: 'live_offer', payload: { streamId, viewerId: viewer.viewerId, sdp: message.sdp } }
        : {
            type: 'live_ice',
            payload: { streamId, viewerId: viewer.viewerId, candidate: message.candidate },
          };
    ctx.realtime.publishToConnection(viewer.conn, frame);
    return;
  }

  const viewer = viewers.find((v) => v.conn === socket.connId);
  if (!viewer) throw new DomainError('FORBIDDEN', 'You are not part of this stream');
  if (message.type === 'live_offer')
    throw new DomainError('BAD_REQUEST', 'Only the streamer sends offers');
  if (
    message.type === 'live_ice' &&
    message.viewerId !== undefined &&
    message.viewerId !== viewer.viewerId
  )
    throw new DomainError('FORBIDDEN', 'You can only signal for yourself');
  if (stream.conn === null) return;
  const frame: ServerMessage =
    message.type === 'live_answer'
      ? { type: 'live_answer', payload: { streamId, viewerId: viewer.viewerId, sdp: message.sdp } }
      : {
          type: 'live_ice',
          payload: { streamId, viewerId: viewer.viewerId, candidate: message.candidate },
        };
  ctx.realtime.publishToConnection(stream.conn, frame);
}
