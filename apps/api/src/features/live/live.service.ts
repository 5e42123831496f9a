import {
  LIVE_FULL_TEXT,
  LIVE_LIST_MAX,
  type LiveConfig,
  type LiveSource,
  type LiveStream,
} from '@coinwave/api-contract';
import type { LiveRecord } from '../../cluster/live-store';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { takeOrRefuse } from '../../lib/rate-limiter';
import { blockedEitherWay } from '../moderation/blocks.service';
import { assertMayPost } from '../moderation/safety.service';
import { assertMayChat } from '../responsible-play/play-guard.service';
import { findUserRow, publicUser } from '../users/users.service';
import { requireWave } from '../waves/waves.service';
import type { LiveSocket } from './live.state';
import { announce, endedFrame, newInfo, readInfo, toStream, writeInfo } from './live.view';

/** What browsers need to connect peers: the configured ICE servers and the viewer cap. */
export function liveConfig(ctx: AppContext): LiveConfig {
  return { iceServers: ctx.config.live.iceServers, maxViewers: ctx.config.live.maxViewers };
}

const ended = () => new DomainError('NOT_FOUND', 'This stream has ended');

/**
 * Ends a stream, once (whichever instance or rule gets there first): its wave, its streamer's tab
 * and its viewers hear `live_ended`. Returns false when it had ended already.
 */
export async function endStreamNow(ctx: AppContext, streamId: string): Promise<boolean> {
  const gone = await ctx.live.store.end(streamId);
  if (!gone) return false;
  const { stream, viewers } = gone;
  const frame = endedFrame(stream);
  ctx.realtime.publishToWave(stream.waveId, frame, stream.streamerId, true);
  // The streamer's tab may be between rooms (the reason it ended); it hears it either way.
  if (stream.conn !== null) ctx.realtime.publishToConnection(stream.conn, frame);
  if (ctx.live.streaming.get(stream.conn ?? '') === streamId)
    ctx.live.streaming.delete(stream.conn!);
  for (const viewer of viewers)
    if (ctx.live.watching.get(viewer.conn)?.streamId === streamId)
      ctx.live.watching.delete(viewer.conn);
  return true;
}

/**
 * Goes live from this tab, in the wave its socket joined: one stream per user (a second tab is
 * refused while the first holds it; a stream whose tab is away is ended and replaced), not while
 * muted or in a cool-off, and at most `liveStartsPerUser` starts. The wave hears `live_stream`,
 * the tab `live_started`.
 */
export async function startStream(
  ctx: AppContext,
  socket: LiveSocket,
  source: LiveSource,
): Promise<void> {
  const waveId = socket.waveId;
  if (waveId === null)
    throw new DomainError('BAD_REQUEST', 'Join a wave before going live (reload the page)');
  await requireWave(ctx.db, waveId);
  await assertMayChat(ctx, socket.userId);
  await assertMayPost(ctx, socket.userId, null);
  const row = await findUserRow(ctx.db, socket.userId);
  if (!row) throw new DomainError('NOT_FOUND', 'User not found');
  await takeOrRefuse(
    ctx.limiters.liveStartsPerUser,
    socket.userId,
    (wait) => `You have started too many streams lately: try again in ${wait}`,
  );
  const id = newId();
  const record: LiveRecord = {
    id,
    streamerId: socket.userId,
    waveId,
    info: writeInfo(
      newInfo(id, publicUser(row), waveId, source, ctx.now(), ctx.config.live.maxViewers),
    ),
    conn: socket.connId,
    instance: ctx.live.instanceId,
    droppedAt: null,
  };
  let existing = await ctx.live.store.start(record);
  if (existing && existing.conn === socket.connId) {
    const current = await ctx.live.store.get(existing.id);
    if (current) {
      socket.reply({
        type: 'live_started',
        payload: {
          stream: toStream(current.stream, current.viewers.length),
          viewerIds: current.viewers.map((v) => v.viewerId),
        },
      });
      return;
    }
  }
  if (existing && !(await isHeld(ctx, existing))) {
    await endStreamNow(ctx, existing.id);
    existing = await ctx.live.store.start(record);
  }
  if (existing)
    throw new DomainError('CONFLICT', 'You are already live in another tab: end that stream first');
  ctx.live.streaming.set(socket.connId, id);
  socket.reply({ type: 'live_started', payload: { stream: toStream(record, 0), viewerIds: [] } });
  announce(ctx, record, 0);
}

/** True when a live socket on a live instance holds the stream. */
async function isHeld(ctx: AppContext, record: LiveRecord): Promise<boolean> {
  if (record.conn === null || record.instance === null) return false;
  return (await ctx.live.store.alive([record.instance])).has(record.instance);
}

/** The streamer ends their stream (from any of their tabs). Ending one that ended is fine. */
export async function endStream(
  ctx: AppContext,
  socket: LiveSocket,
  streamId: string,
): Promise<void> {
  const found = await ctx.live.store.get(streamId);
  if (!found) {
    socket.reply(endedFrame({ id: streamId, waveId: socket.waveId ?? '' }));
    return;
  }
  if (found.stream.streamerId !== socket.userId)
    throw new DomainError('FORBIDDEN', 'Only the streamer can end this stream');
  await endStreamNow(ctx, streamId);
}

/**
 * The streamer's tab reconnected within the grace: the stream is bound to its new socket, which
 * gets `live_started` with the viewers now (so it offers to those it has no peer for). A stream of
 * another wave than the socket's (the wave changed meanwhile) ends instead.
 */
export async function resumeStream(
  ctx: AppContext,
  socket: LiveSocket,
  streamId: string,
): Promise<void> {
  const found = await ctx.live.store.get(streamId);
  if (!found || found.stream.streamerId !== socket.userId) throw ended();
  if (socket.waveId !== found.stream.waveId) {
    await endStreamNow(ctx, streamId);
    throw new DomainError('CONFLICT', 'The wave changed, so the stream ended');
  }
  const bound = await ctx.live.store.bind(
    streamId,
    socket.userId,
    socket.connId,
    ctx.live.instanceId,
  );
  if (!bound) throw ended();
  ctx.live.streaming.set(socket.connId, streamId);
  socket.reply({
    type: 'live_started',
    payload: {
      stream: toStream(bound, found.viewers.length),
      viewerIds: found.viewers.map((v) => v.viewerId),
    },
  });
}

/**
 * A tab of a member of the stream's wave starts watching: not one's own stream, not across a block
 * (either way), not past the stream's cap ("This stream is full"), at most `liveJoinsPerUser`
 * joins. A tab watches one stream at a time; asking again starts afresh. The viewer gets `live_joined` (its viewer id), the
 * streamer's tab `live_viewer_joined` (it then sends an offer), the wave the new count.
 */
export async function joinStream(
  ctx: AppContext,
  socket: LiveSocket,
  streamId: string,
): Promise<void> {
  const found = await ctx.live.store.get(streamId);
  if (!found) throw ended();
  const { stream } = found;
  if (socket.waveId !== stream.waveId)
    throw new DomainError('FORBIDDEN', 'You can only watch the streams of the wave you are in');
  if (stream.streamerId === socket.userId)
    throw new DomainError('BAD_REQUEST', 'This is your own stream');
  if ((await blockedEitherWay(ctx.db, socket.userId, [stream.streamerId])).size > 0)
    throw new DomainError('FORBIDDEN', 'This stream is not available to you');
  const current = ctx.live.watching.get(socket.connId);
  await takeOrRefuse(
    ctx.limiters.liveJoinsPerUser,
    socket.userId,
    (wait) => `You are joining streams too fast: try again in ${wait}`,
  );
  // Watching something already, this stream included: that viewer goes first, so asking again
  // starts afresh (a new viewer id, and a new offer from the streamer for the viewer's new peer).
  if (current) await leaveStream(ctx, socket, current.streamId);
  const viewerId = newId();
  const joined = await ctx.live.store.join(
    streamId,
    { viewerId, userId: socket.userId, conn: socket.connId, instance: ctx.live.instanceId },
    readInfo(stream).maxViewers,
  );
  if (!joined.ok)
    throw joined.reason === 'full' ? new DomainError('CONFLICT', LIVE_FULL_TEXT) : ended();
  ctx.live.watching.set(socket.connId, { streamId, viewerId });
  socket.reply({
    type: 'live_joined',
    payload: { streamId, viewerId, stream: toStream(stream, joined.viewers) },
  });
  if (stream.conn !== null)
    ctx.realtime.publishToConnection(stream.conn, {
      type: 'live_viewer_joined',
      payload: { streamId, viewerId },
    });
  announce(ctx, stream, joined.viewers);
}

/** The tab stops watching (nothing happens when it was not). */
export async function leaveStream(
  ctx: AppContext,
  socket: Pick<LiveSocket, 'connId'>,
  streamId: string,
): Promise<void> {
  const current = ctx.live.watching.get(socket.connId);
  if (current?.streamId !== streamId) return;
  ctx.live.watching.delete(socket.connId);
  await removeViewer(ctx, streamId, current.viewerId);
}

/**
 * Takes a viewer out of a stream; once (the store answers one caller): the streamer's tab hears
 * `live_viewer_left` (it closes that peer) and the wave the new count.
 */
export async function removeViewer(
  ctx: AppContext,
  streamId: string,
  viewerId: string,
): Promise<boolean> {
  const left = await ctx.live.store.leave(streamId, viewerId);
  if (left === null) return false;
  const found = await ctx.live.store.get(streamId);
  if (!found) return true;
  if (found.stream.conn !== null)
    ctx.realtime.publishToConnection(found.stream.conn, {
      type: 'live_viewer_left',
      payload: { streamId, viewerId },
    });
  announce(ctx, found.stream, found.viewers.length);
  return true;
}

/**
 * The wave's streams the reader may watch (none across a block either way), newest first, at most
 * LIVE_LIST_MAX. The reader's own stream is listed too.
 */
export async function listStreams(
  ctx: AppContext,
  waveId: string,
  readerId: string,
): Promise<LiveStream[]> {
  await requireWave(ctx.db, waveId);
  const streams = (await ctx.live.store.inWave(waveId))
    .map(({ stream, viewers }) => toStream(stream, viewers))
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id.localeCompare(a.id));
  const hidden = await blockedEitherWay(
    ctx.db,
    readerId,
    streams.map((s) => s.streamer.id),
  );
  return streams.filter((s) => !hidden.has(s.streamer.id)).slice(0, LIVE_LIST_MAX);
}
