import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { call, signUp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';

// Live streams' settings: the viewer cap, the reconnect grace, the signal budget and
// ICE_SERVERS, served to signed-in browsers.

describe('live configuration', () => {
  it('defaults to 8 viewers, a 15 s grace and no ICE servers (one machine or LAN)', () => {
    expect(loadConfig({}).live).toEqual({
      maxViewers: 8,
      reconnectGraceMs: 15_000,
      sweepMs: 1_000,
      signalBurst: 120,
      signalsPerSecond: 20,
      iceServers: [],
    });
  });

  it('reads ICE_SERVERS as JSON STUN/TURN servers, and refuses anything else without echoing it', () => {
    const servers = [
      { urls: 'stun:stun.example.org:3478' },
      {
        urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349'],
        username: 'u',
        credential: 'secret-pass',
      },
    ];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).live.iceServers).toEqual(servers);
    expect(() => loadConfig({ ICE_SERVERS: '[{urls:' })).toThrow(/ICE_SERVERS must be JSON/);
    const bad = () =>
      loadConfig({
        ICE_SERVERS: JSON.stringify([{ urls: 'http://x', credential: 'secret-pass' }]),
      });
    expect(bad).toThrow(/Invalid configuration: live\/iceServers/);
    try {
      bad();
    } catch (error) {
      expect((error as Error).message).not.toContain('secret-pass');
    }
    expect(() => loadConfig({ LIVE_MAX_VIEWERS: '0' })).toThrow(/live\/maxViewers/);
  });

  describe('GET /api/live/config', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        ICE_SERVERS: '[{"urls":"stun:stun.example.org"}]',
        LIVE_MAX_VIEWERS: '4',
      });
    });
    afterAll(() => t.close());

    it('serves the ICE servers and the cap to signed-in players only', async () => {
      const who = await signUp(t.app);
      const res = await call(t.app, routes.liveConfig, { cookie: who.cookie });
      expect(res.json()).toEqual({
        iceServers: [{ urls: 'stun:stun.example.org' }],
        maxViewers: 4,
      });
      expect((await call(t.app, routes.liveConfig)).statusCode).toBe(401);
    });
  });
});
