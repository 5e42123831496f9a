import type { LiveStream, PublicUser, ServerMessage } from '@coinwave/api-contract';
import type { LiveRecord } from '../../cluster/live-store';
import type { AppContext } from '../../context';

/** What a stream's record keeps of it for every instance (JSON in `LiveRecord.info`). */
export type LiveInfo = Omit<LiveStream, 'viewers'>;

export function writeInfo(info: LiveInfo): string {
  return JSON.stringify(info);
}

export function readInfo(record: LiveRecord): LiveInfo {
  return JSON.parse(record.info) as LiveInfo;
}

/** The stream as the contract shows it, with its viewer count now. */
export function toStream(record: LiveRecord, viewers: number): LiveStream {
  return { ...readInfo(record), viewers };
}

export function newInfo(
  id: string,
  streamer: PublicUser,
  waveId: string,
  source: LiveStream['source'],
  startedAt: Date,
  maxViewers: number,
): LiveInfo {
  return { id, streamer, waveId, source, startedAt: startedAt.toISOString(), maxViewers };
}

/**
 * Tells the stream's wave (every instance; neither side of a block with the streamer) that it
 * started or that its viewer count changed.
 */
export function announce(ctx: AppContext, record: LiveRecord, viewers: number): void {
  const message: ServerMessage = {
    type: 'live_stream',
    payload: { waveId: record.waveId, stream: toStream(record, viewers) },
  };
  ctx.realtime.publishToWave(record.waveId, message, record.streamerId, true);
}

/** The frame that a stream ended. */
export function endedFrame(record: Pick<LiveRecord, 'id' | 'waveId'>): ServerMessage {
  return { type: 'live_ended', payload: { waveId: record.waveId, streamId: record.id } };
}
