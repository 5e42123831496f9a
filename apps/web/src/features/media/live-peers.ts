import {
  LIVE_SDP_MAX,
  type ClientMessage,
  type IceCandidate,
  type IceServer,
} from '@coinwave/api-contract';

/** Makes a peer connection (the browser's `RTCPeerConnection`; tests pass a fake). */
export type PeerFactory = (config: RTCConfiguration) => RTCPeerConnection;

export const browserPeer: PeerFactory = (config) => new RTCPeerConnection(config);

/** An ICE candidate as the contract carries it. */
export function candidateJson(candidate: RTCIceCandidate): IceCandidate {
  const json = candidate.toJSON();
  return {
    candidate: json.candidate ?? '',
    sdpMid: json.sdpMid ?? null,
    sdpMLineIndex: json.sdpMLineIndex ?? null,
    usernameFragment: json.usernameFragment ?? null,
  };
}

/**
 * Candidates that arrive before the remote description is set wait for it (the peer would
 * refuse them), then go in, in order.
 */
class CandidateQueue {
  private waiting: IceCandidate[] | null = [];
  constructor(private readonly peer: RTCPeerConnection) {}

  async add(candidate: IceCandidate): Promise<void> {
    if (this.waiting) this.waiting.push(candidate);
    else await this.addNow(candidate);
  }

  /** The remote description is set: what waited goes in. */
  async open(): Promise<void> {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    for (const candidate of waiting) await this.addNow(candidate);
  }

  /**
   * A refused candidate (the peer closed meanwhile, or one path it cannot use) leaves the others
   * to connect: it is logged, and the stream goes on.
   */
  private async addNow(candidate: IceCandidate): Promise<void> {
    try {
      await this.peer.addIceCandidate(candidate);
    } catch (error) {
      console.warn('A live ICE candidate was refused; trying the others', error);
    }
  }
}

interface Peer {
  connection: RTCPeerConnection;
  candidates: CandidateQueue;
}

/**
 * The streamer's side: one peer connection per viewer, each sending the streamer's tracks. A new
 * viewer gets an offer; its answer and ICE candidates complete the connection. Signaling goes
 * through `send` (the socket), addressed by the viewer id the server gave.
 */
export class Broadcaster {
  private readonly peers = new Map<string, Peer>();

  constructor(
    private readonly streamId: string,
    private readonly media: MediaStream,
    private readonly iceServers: readonly IceServer[],
    private readonly send: (message: ClientMessage) => boolean,
    private readonly createPeer: PeerFactory = browserPeer,
  ) {}

  /** Viewers with a peer now. */
  viewerIds(): string[] {
    return [...this.peers.keys()];
  }

  /** A viewer joined: a peer with the stream's tracks, and an offer to them. */
  async addViewer(viewerId: string): Promise<void> {
    if (this.peers.has(viewerId)) return;
    const connection = this.createPeer({ iceServers: [...this.iceServers] as RTCIceServer[] });
    const peer = { connection, candidates: new CandidateQueue(connection) };
    this.peers.set(viewerId, peer);
    for (const track of this.media.getTracks()) connection.addTrack(track, this.media);
    connection.onicecandidate = (event) => {
      if (event.candidate)
        this.send({
          type: 'live_ice',
          streamId: this.streamId,
          viewerId,
          candidate: candidateJson(event.candidate),
        });
    };
    connection.onconnectionstatechange = () => {
      // A viewer whose connection failed joins again (a new viewer id); this one is done.
      if (connection.connectionState === 'failed') this.removeViewer(viewerId);
    };
    const offer = await connection.createOffer();
    await connection.setLocalDescription(offer);
    const sdp = connection.localDescription?.sdp ?? offer.sdp ?? '';
    if (!this.peers.has(viewerId)) return;
    if (sdp.length === 0 || sdp.length > LIVE_SDP_MAX) {
      console.warn(`Live offer of ${sdp.length} characters cannot be sent`);
      return this.removeViewer(viewerId);
    }
    this.send({ type: 'live_offer', streamId: this.streamId, viewerId, sdp });
  }

  /** A viewer left (or was taken out): its peer closes. */
  removeViewer(viewerId: string): void {
    const peer = this.peers.get(viewerId);
    if (!peer) return;
    this.peers.delete(viewerId);
    peer.connection.close();
  }

  async onAnswer(viewerId: string, sdp: string): Promise<void> {
    const peer = this.peers.get(viewerId);
    if (!peer) return;
    await peer.connection.setRemoteDescription({ type: 'answer', sdp });
    await peer.candidates.open();
  }

  async onCandidate(viewerId: string, candidate: IceCandidate): Promise<void> {
    await this.peers.get(viewerId)?.candidates.add(candidate);
  }

  /**
   * After the streamer's socket came back: the server's viewers are the truth. Peers of viewers
   * that left close; viewers that joined meanwhile (their join was not heard) get an offer.
   */
  async sync(viewerIds: readonly string[]): Promise<void> {
    const current = new Set(viewerIds);
    for (const id of this.viewerIds()) if (!current.has(id)) this.removeViewer(id);
    for (const id of viewerIds) await this.addViewer(id);
  }

  /** Closes every peer (the stream ended). */
  close(): void {
    for (const id of this.viewerIds()) this.removeViewer(id);
  }
}

/**
 * A viewer's side: one peer connection, answering the streamer's offer and receiving the
 * stream. `onStream` gets the remote media when its first track arrives; `onFailed` when the
 * connection fails (the viewer may try again).
 */
export class ViewerPeer {
  private connection: RTCPeerConnection | null = null;
  private candidates: CandidateQueue | null = null;

  constructor(
    private readonly streamId: string,
    private readonly iceServers: readonly IceServer[],
    private readonly send: (message: ClientMessage) => boolean,
    private readonly onStream: (stream: MediaStream) => void,
    private readonly onFailed: () => void,
    private readonly createPeer: PeerFactory = browserPeer,
  ) {}

  /** The streamer's offer: a fresh peer answers it (a new offer replaces the previous peer). */
  async onOffer(sdp: string): Promise<void> {
    this.close();
    const connection = this.createPeer({ iceServers: [...this.iceServers] as RTCIceServer[] });
    const candidates = new CandidateQueue(connection);
    this.connection = connection;
    this.candidates = candidates;
    connection.ontrack = (event) => {
      const stream = event.streams[0] ?? new MediaStream([event.track]);
      this.onStream(stream);
    };
    connection.onicecandidate = (event) => {
      if (event.candidate)
        this.send({
          type: 'live_ice',
          streamId: this.streamId,
          candidate: candidateJson(event.candidate),
        });
    };
    connection.onconnectionstatechange = () => {
      if (connection.connectionState === 'failed' && this.connection === connection)
        this.onFailed();
    };
    await connection.setRemoteDescription({ type: 'offer', sdp });
    await candidates.open();
    const answer = await connection.createAnswer();
    await connection.setLocalDescription(answer);
    if (this.connection !== connection) return;
    const text = connection.localDescription?.sdp ?? answer.sdp ?? '';
    if (text.length === 0 || text.length > LIVE_SDP_MAX) return this.onFailed();
    this.send({ type: 'live_answer', streamId: this.streamId, sdp: text });
  }

  async onCandidate(candidate: IceCandidate): Promise<void> {
    await this.candidates?.add(candidate);
  }

  close(): void {
    this.connection?.close();
    this.connection = null;
    this.candidates = null;
  }
}
