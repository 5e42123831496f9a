import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { PublicUser } from './auth';
import { Id, Nullable, Timestamp } from './common';

// Live streams: a player broadcasts to their wave, peer to peer over WebRTC, with the
// `/ws` socket as the signaling channel. The server relays an offer, answer or ICE candidate only
// between a stream's streamer and one of its viewers, all in the stream's wave.

/** The longest session description (SDP) relayed; a browser's offer for audio + video is ~5-8 KB. */
export const LIVE_SDP_MAX = 12_000;
/** The longest ICE candidate line relayed (real ones are ~100-250 characters). */
export const LIVE_ICE_CANDIDATE_MAX = 1_024;
/** At most this many streams are listed per wave (the newest). */
export const LIVE_LIST_MAX = 50;

/** What the streamer shares: their camera, or a screen / window / tab. */
export const LiveSource = Type.Union([Type.Literal('camera'), Type.Literal('screen')]);
export type LiveSource = Static<typeof LiveSource>;

/** A live stream as every member of its wave sees it. */
export const LiveStream = Type.Object({
  id: Id,
  streamer: PublicUser,
  waveId: Id,
  source: LiveSource,
  startedAt: Timestamp,
  /** Viewers connected now (one per watching tab). */
  viewers: Type.Integer({ minimum: 0 }),
  /** The cap: past it a viewer is told "This stream is full". */
  maxViewers: Type.Integer({ minimum: 1 }),
});
export type LiveStream = Static<typeof LiveStream>;

/** One STUN/TURN server for `RTCPeerConnection` (configured by the server's `ICE_SERVERS`). */
export const IceServer = Type.Object({
  urls: Type.Union([Type.String(), Type.Array(Type.String())]),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});
export type IceServer = Static<typeof IceServer>;

/** `GET /api/live/config`: what a browser needs to connect its peers. */
export const LiveConfig = Type.Object({
  iceServers: Type.Array(IceServer),
  maxViewers: Type.Integer({ minimum: 1 }),
});
export type LiveConfig = Static<typeof LiveConfig>;

/** A session description's text, bounded. */
export const Sdp = Type.String({ minLength: 1, maxLength: LIVE_SDP_MAX });

/** An ICE candidate as `RTCIceCandidate.toJSON()` gives it, bounded. */
export const IceCandidate = Type.Object(
  {
    candidate: Type.String({ maxLength: LIVE_ICE_CANDIDATE_MAX }),
    sdpMid: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    sdpMLineIndex: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 255 }))),
    usernameFragment: Type.Optional(Nullable(Type.String({ maxLength: 256 }))),
  },
  { additionalProperties: false },
);
export type IceCandidate = Static<typeof IceCandidate>;

const closed = { additionalProperties: false } as const;

/**
 * What a browser sends about live streams. The streamer: `live_start` (from a tab that joined a
 * wave), `live_end`, `live_resume` (its socket came back: the stream is bound to the new socket),
 * `live_offer` and `live_ice` to one viewer. A viewer: `live_join`, `live_leave`, `live_answer` and
 * `live_ice` (no `viewerId`: the server knows who it is).
 */
export const LiveClientMessage = [
  Type.Object({ type: Type.Literal('live_start'), source: LiveSource }, closed),
  Type.Object({ type: Type.Literal('live_end'), streamId: Id }, closed),
  Type.Object({ type: Type.Literal('live_resume'), streamId: Id }, closed),
  Type.Object({ type: Type.Literal('live_join'), streamId: Id }, closed),
  Type.Object({ type: Type.Literal('live_leave'), streamId: Id }, closed),
  Type.Object({ type: Type.Literal('live_offer'), streamId: Id, viewerId: Id, sdp: Sdp }, closed),
  Type.Object({ type: Type.Literal('live_answer'), streamId: Id, sdp: Sdp }, closed),
  Type.Object(
    {
      type: Type.Literal('live_ice'),
      streamId: Id,
      viewerId: Type.Optional(Id),
      candidate: IceCandidate,
    },
    closed,
  ),
] as const;

/** The client messages that are signaling (offer, answer, ICE): they have their own budget. */
export const LIVE_SIGNAL_TYPES = ['live_offer', 'live_answer', 'live_ice'] as const;

/** Which request a `live_refused` answers. */
export const LiveRequest = Type.Union([
  Type.Literal('start'),
  Type.Literal('end'),
  Type.Literal('resume'),
  Type.Literal('join'),
  Type.Literal('signal'),
]);
export type LiveRequest = Static<typeof LiveRequest>;

/** Why a viewer's stream went away: the streamer ended it, or it is no longer theirs to watch. */
export const LIVE_ENDED_TEXT = 'Stream ended';
/** The refusal a viewer past the cap reads. */
export const LIVE_FULL_TEXT = 'This stream is full';

/**
 * What the server sends about live streams. To the wave's room (minus users blocked either way
 * with the streamer): `live_stream` (started, or its viewer count changed) and `live_ended`. To the
 * streamer's tab: `live_started` (with the viewers, after a start or a resume),
 * `live_viewer_joined`, `live_viewer_left`, `live_answer`, `live_ice`. To a viewer's tab:
 * `live_joined` (its viewer id), `live_offer`, `live_ice`. To the asking tab: `live_refused`.
 */
export const LiveServerMessage = [
  Type.Object({
    type: Type.Literal('live_stream'),
    payload: Type.Object({ waveId: Id, stream: LiveStream }),
  }),
  Type.Object({
    type: Type.Literal('live_ended'),
    payload: Type.Object({ waveId: Id, streamId: Id }),
  }),
  Type.Object({
    type: Type.Literal('live_started'),
    payload: Type.Object({ stream: LiveStream, viewerIds: Type.Array(Id) }),
  }),
  Type.Object({
    type: Type.Literal('live_viewer_joined'),
    payload: Type.Object({ streamId: Id, viewerId: Id }),
  }),
  Type.Object({
    type: Type.Literal('live_viewer_left'),
    payload: Type.Object({ streamId: Id, viewerId: Id }),
  }),
  Type.Object({
    type: Type.Literal('live_joined'),
    payload: Type.Object({ streamId: Id, viewerId: Id, stream: LiveStream }),
  }),
  Type.Object({
    type: Type.Literal('live_offer'),
    payload: Type.Object({ streamId: Id, viewerId: Id, sdp: Sdp }),
  }),
  Type.Object({
    type: Type.Literal('live_answer'),
    payload: Type.Object({ streamId: Id, viewerId: Id, sdp: Sdp }),
  }),
  Type.Object({
    type: Type.Literal('live_ice'),
    payload: Type.Object({ streamId: Id, viewerId: Id, candidate: IceCandidate }),
  }),
  Type.Object({
    type: Type.Literal('live_refused'),
    payload: Type.Object({ request: LiveRequest, streamId: Nullable(Id), error: Type.String() }),
  }),
] as const;
