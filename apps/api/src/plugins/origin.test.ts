import { routes } from '@coinwave/api-contract';
import Fastify from 'fastify';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, signUp, type Signed } from '../test/api';
import { createTestApp, type TestApp } from '../test/harness';
import { registerOriginCheck } from './origin';

/** Sends one raw HTTP/1.1 request (the target exactly as written) and reads the whole answer. */
function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    lines.push('Content-Length: 0', 'Connection: close', '', '');
    const socket = net.connect(port, '127.0.0.1', () => socket.write(lines.join('\r\n')));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

describe('Origin check on the routed request, however its target is spelled', () => {
  let t: TestApp;
  let port: number;
  let own: string;
  beforeAll(async () => {
    t = await createTestApp();
    own = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(own).port);
  });
  afterAll(() => t.close());

  const stillSignedIn = async (who: Signed) =>
    (await call(t.app, routes.me, { cookie: who.cookie })).statusCode === 200;

  it.each([
    ['a percent-encoded path', '/%61pi/auth/logout'],
    ['a percent-encoded segment', '/api/auth/%6cogout'],
    ['an absolute-form target', 'http://evil.example/api/auth/logout'],
    ['an absolute-form target naming this host', 'http://127.0.0.1/%61pi/auth/logout'],
    ['a dot segment', '/api/../api/auth/logout'],
  ])('refuses %s from a foreign or missing Origin (403 + error)', async (_label, target) => {
    const who = await signUp(t.app);
    for (const origin of ['https://evil.example', undefined]) {
      const headers: Record<string, string> = { Cookie: who.cookie };
      if (origin) headers.Origin = origin;
      const res = await rawRequest(port, 'POST', target, headers);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).error).toMatch(/Cross-origin request refused/);
    }
    expect(await stillSignedIn(who)).toBe(true);
  });

  it('routes those spellings normally when the Origin is the site (the check is not a 404 in disguise)', async () => {
    const who = await signUp(t.app);
    const res = await rawRequest(port, 'POST', '/%61pi/auth/logout', {
      Cookie: who.cookie,
      Origin: own,
    });
    expect(res.status).toBe(200);
    expect(await stillSignedIn(who)).toBe(false);
  });

  it('refuses every non-safe method off the API too, and leaves reads open', async () => {
    expect((await rawRequest(port, 'DELETE', '/anything', {})).status).toBe(403);
    expect((await rawRequest(port, 'PUT', '/%61pi/users/x', {})).status).toBe(403);
    expect((await rawRequest(port, 'GET', '/%61pi/health', {})).status).toBe(200);
  });

  it('refuses a socket handshake from a foreign origin on an encoded path', async () => {
    const who = await signUp(t.app);
    const status = await new Promise<number | undefined>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/%77s`, {
        headers: { cookie: who.cookie, origin: 'https://evil.example' },
      });
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.once('error', () => resolve(undefined));
    });
    expect(status).toBe(403);
  });
});

describe('registerOriginCheck', () => {
  it('checks the routes of the scope it is registered in, and no route outside it', async () => {
    const app = Fastify();
    await app.register(async (api) => {
      registerOriginCheck(api, []);
      api.post('/api/inside', async () => ({ ok: true }));
    });
    app.post('/outside', async () => ({ ok: true }));
    const foreign = { origin: 'https://evil.example' };
    try {
      const inside = await app.inject({ method: 'POST', url: '/api/inside', headers: foreign });
      expect(inside.statusCode).toBe(403);
      expect(inside.json().error).toMatch(/Cross-origin request refused/);
      const outside = await app.inject({ method: 'POST', url: '/outside', headers: foreign });
      expect(outside.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
