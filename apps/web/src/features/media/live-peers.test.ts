import { LIVE_SDP_MAX, type ClientMessage } from '@coinwave/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { Broadcaster, ViewerPeer } from './live-peers';

/** A stand-in for RTCPeerConnection recording what was done to it. */
class FakePeer {
  static made: FakePeer[] = [];
  tracks: unknown[] = [];
  remote: RTCSessionDescriptionInit | null = null;
  local: RTCSessionDescriptionInit | null = null;
  candidates: unknown[] = [];
  closed = false;
  connectionState = 'new';
  onicecandidate: ((e: { candidate: unknown }) => void) | null = null;
  ontrack: ((e: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(
    readonly config: RTCConfiguration,
    private readonly sdp = 'v=0 fake',
  ) {
    FakePeer.made.push(this);
  }
  get localDescription() {
    return this.local;
  }
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: this.sdp };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: this.sdp };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.local = d;
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remote = d;
  }
  async addIceCandidate(c: unknown) {
    if (!this.remote) throw new Error('no remote description yet');
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
  }
  /** The browser found a candidate. */
  gather(n: number) {
    this.onicecandidate?.({
      candidate: { toJSON: () => ({ candidate: `c${n}`, sdpMid: '0', sdpMLineIndex: 0 }) },
    });
  }
}

const media = { getTracks: () => ['video-track', 'audio-track'] } as unknown as MediaStream;
const ice = (n: number) => ({ candidate: `r${n}`, sdpMid: '0', sdpMLineIndex: 0 });

function broadcaster(sdp?: string) {
  FakePeer.made = [];
  const sent: ClientMessage[] = [];
  const peers = new Broadcaster(
    's1',
    media,
    [{ urls: 'stun:stun.example.org' }],
    (m) => (sent.push(m), true),
    (config) => new FakePeer(config, sdp) as unknown as RTCPeerConnection,
  );
  return { peers, sent };
}

describe('Broadcaster (the streamer: one peer per viewer)', () => {
  it('offers each new viewer the tracks, with the configured ICE servers', async () => {
    const { peers, sent } = broadcaster();
    await peers.addViewer('v1');
    await peers.addViewer('v1');
    const [peer] = FakePeer.made;
    expect(FakePeer.made).toHaveLength(1);
    expect(peer!.tracks).toEqual(['video-track', 'audio-track']);
    expect(peer!.config.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    expect(sent).toEqual([{ type: 'live_offer', streamId: 's1', viewerId: 'v1', sdp: 'v=0 fake' }]);
    peer!.gather(1);
    expect(sent[1]).toEqual({
      type: 'live_ice',
      streamId: 's1',
      viewerId: 'v1',
      candidate: { candidate: 'c1', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null },
    });
  });

  it('holds candidates until the answer is in, then adds them in order', async () => {
    const { peers } = broadcaster();
    await peers.addViewer('v1');
    await peers.onCandidate('v1', ice(1));
    await peers.onCandidate('v1', ice(2));
    const [peer] = FakePeer.made;
    expect(peer!.candidates).toEqual([]);
    await peers.onAnswer('v1', 'v=0 answer');
    expect(peer!.remote).toEqual({ type: 'answer', sdp: 'v=0 answer' });
    await peers.onCandidate('v1', ice(3));
    expect(peer!.candidates).toEqual([ice(1), ice(2), ice(3)]);
    // Frames for a viewer it does not have change nothing.
    await peers.onAnswer('ghost', 'v=0');
    await peers.onCandidate('ghost', ice(4));
    expect(FakePeer.made).toHaveLength(1);
  });

  it('logs a refused candidate and goes on with the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { peers } = broadcaster();
    await peers.addViewer('v1');
    const [peer] = FakePeer.made;
    await peers.onAnswer('v1', 'v=0 answer');
    const refuse = vi.spyOn(peer!, 'addIceCandidate').mockRejectedValueOnce(new Error('closed'));
    await peers.onCandidate('v1', ice(1));
    refuse.mockRestore();
    await peers.onCandidate('v1', ice(2));
    expect(peer!.candidates).toEqual([ice(2)]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ICE candidate/), new Error('closed'));
    warn.mockRestore();
  });

  it("closes a leaving viewer's peer, and follows the server's viewers after a resume", async () => {
    const { peers, sent } = broadcaster();
    await peers.addViewer('v1');
    await peers.addViewer('v2');
    peers.removeViewer('v1');
    expect(FakePeer.made[0]!.closed).toBe(true);
    await peers.sync(['v2', 'v3']);
    expect(peers.viewerIds()).toEqual(['v2', 'v3']);
    expect(
      sent.filter((m) => m.type === 'live_offer').map((m) => 'viewerId' in m && m.viewerId),
    ).toEqual(['v1', 'v2', 'v3']);
    peers.close();
    expect(FakePeer.made.every((p) => p.closed)).toBe(true);
  });

  it('never sends an offer larger than the server takes', async () => {
    const { peers, sent } = broadcaster('v'.repeat(LIVE_SDP_MAX + 1));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await peers.addViewer('v1');
    expect(sent).toEqual([]);
    expect(FakePeer.made[0]!.closed).toBe(true);
  });
});

describe('ViewerPeer (a viewer: answers the offer, plays the stream)', () => {
  it('answers, sends its candidates without a viewer id, and hands over the stream', async () => {
    FakePeer.made = [];
    const sent: ClientMessage[] = [];
    const onStream = vi.fn();
    const viewer = new ViewerPeer(
      's1',
      [],
      (m) => (sent.push(m), true),
      onStream,
      vi.fn(),
      (config) => new FakePeer(config, 'v=0 answer') as unknown as RTCPeerConnection,
    );
    await viewer.onCandidate(ice(0));
    const offered = viewer.onOffer('v=0 offer');
    await viewer.onCandidate(ice(1));
    await offered;
    const [peer] = FakePeer.made;
    expect(peer!.remote).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(peer!.candidates).toEqual([ice(1)]);
    expect(sent).toEqual([{ type: 'live_answer', streamId: 's1', sdp: 'v=0 answer' }]);
    peer!.gather(2);
    expect(sent[1]).toMatchObject({
      type: 'live_ice',
      streamId: 's1',
      candidate: { candidate: 'c2' },
    });
    expect(sent[1]).not.toHaveProperty('viewerId');
    peer!.ontrack?.({ streams: ['remote-stream'], track: 't' });
    expect(onStream).toHaveBeenCalledWith('remote-stream');
    // A new offer (the streamer reconnected) replaces the peer.
    await viewer.onOffer('v=0 again');
    expect(peer!.closed).toBe(true);
    expect(FakePeer.made).toHaveLength(2);
  });

  it('reports a failed connection', async () => {
    FakePeer.made = [];
    const onFailed = vi.fn();
    const viewer = new ViewerPeer(
      's1',
      [],
      () => true,
      vi.fn(),
      onFailed,
      (c) => new FakePeer(c) as unknown as RTCPeerConnection,
    );
    await viewer.onOffer('v=0');
    const [peer] = FakePeer.made;
    peer!.connectionState = 'failed';
    peer!.onconnectionstatechange?.();
    expect(onFailed).toHaveBeenCalled();
  });
});
