import type { AppContext } from '../../context';
import { endStreamNow, leaveStream, removeViewer } from './live.service';
import { CLOSED_ON_PURPOSE, type LiveSocket } from './live.state';
import { endedFrame, toStream } from './live.view';
import type { LiveRecord } from '../../cluster/live-store';

/**
 * A socket closed. A streamer's page that went away on purpose (closed, reloaded, signed out) ends
 * its stream at once; any other close (the network) starts the reconnect grace: the stream stays
 * listed, and ends unless the tab resumes it in time (`sweepStreams`). A viewer's tab leaves.
 */
export async function liveSocketClosed(
  ctx: AppContext,
  socket: Pick<LiveSocket, 'connId'>,
  code: number,
): Promise<void> {
  const streamId = ctx.live.streaming.get(socket.connId);
  if (streamId !== undefined) {
    ctx.live.streaming.delete(socket.connId);
    if (!CLOSED_ON_PURPOSE.has(code))
      await ctx.live.store.dropped(streamId, socket.connId, ctx.now().getTime());
    else if (await holds(ctx, socket.connId, streamId)) await endStreamNow(ctx, streamId);
  }
  const watching = ctx.live.watching.get(socket.connId);
  if (watching) await leaveStream(ctx, socket, watching.streamId);
}

/**
 * The socket moved to another wave's room (the wave rotated, or the player joined another): its
 * stream ends (streams belong to their wave) and what it watched, it leaves.
 */
export async function liveSocketLeftWave(
  ctx: AppContext,
  socket: Pick<LiveSocket, 'connId'>,
): Promise<void> {
  const streamId = ctx.live.streaming.get(socket.connId);
  if (streamId !== undefined && (await holds(ctx, socket.connId, streamId)))
    await endStreamNow(ctx, streamId);
  ctx.live.streaming.delete(socket.connId);
  const watching = ctx.live.watching.get(socket.connId);
  if (watching) await leaveStream(ctx, socket, watching.streamId);
}

/** True while the socket still holds the stream (another tab of the streamer may have taken it). */
async function holds(ctx: AppContext, connId: string, streamId: string): Promise<boolean> {
  return (await ctx.live.store.get(streamId))?.stream.conn === connId;
}

/**
 * Run every `LIVE_SWEEP_MS` on every instance: ends the streams whose streamer has been away
 * longer than the grace (server clock), and those held by an instance that died (its mark
 * expired); removes the viewers of dead instances. Each end and removal happens once.
 */
export async function sweepStreams(ctx: AppContext): Promise<number> {
  const all = await ctx.live.store.all();
  if (all.length === 0) return 0;
  const instances = all.flatMap(({ stream, viewers }) => [
    ...(stream.instance === null ? [] : [stream.instance]),
    ...viewers.map((v) => v.instance),
  ]);
  const alive = await ctx.live.store.alive(instances);
  const nowMs = ctx.now().getTime();
  let endedCount = 0;
  for (const { stream, viewers } of all) {
    const away =
      stream.droppedAt !== null && nowMs - stream.droppedAt > ctx.config.live.reconnectGraceMs;
    const orphaned = stream.instance !== null && !alive.has(stream.instance);
    if (away || orphaned) {
      if (await endStreamNow(ctx, stream.id)) endedCount += 1;
      continue;
    }
    for (const viewer of viewers)
      if (!alive.has(viewer.instance)) await removeViewer(ctx, stream.id, viewer.viewerId);
  }
  return endedCount;
}

/**
 * A block between two players: neither watches the other's stream any more (a viewer is taken
 * out and told it ended) and its badge leaves their list; an unblock shows it again.
 */
export async function liveBlockChanged(
  ctx: AppContext,
  blockerId: string,
  blockedId: string,
  blocked: boolean,
): Promise<void> {
  for (const [streamerId, otherId] of [
    [blockerId, blockedId],
    [blockedId, blockerId],
  ] as const) {
    const record = await ctx.live.store.ofUser(streamerId);
    if (!record) continue;
    if (!blocked) {
      const found = await ctx.live.store.get(record.id);
      if (found) announceTo(ctx, otherId, found.stream, found.viewers.length);
      continue;
    }
    const found = await ctx.live.store.get(record.id);
    for (const viewer of found?.viewers ?? []) {
      if (viewer.userId !== otherId) continue;
      if (await removeViewer(ctx, record.id, viewer.viewerId))
        ctx.realtime.publishToConnection(viewer.conn, endedFrame(record));
    }
    ctx.realtime.publishToUser(otherId, endedFrame(record));
  }
}

/** `live_stream` to one user only (their list gains the stream again after an unblock). */
function announceTo(ctx: AppContext, userId: string, record: LiveRecord, viewers: number): void {
  ctx.realtime.publishToUser(userId, {
    type: 'live_stream',
    payload: { waveId: record.waveId, stream: toStream(record, viewers) },
  });
}
