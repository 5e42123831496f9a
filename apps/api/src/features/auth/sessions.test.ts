import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, freshIp, sessionCookie, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';

describe('sessions: logout, password change and sign out everywhere close sockets', () => {
  let t: TestApp;
  let origin: string;
  const opened: WebSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    opened.forEach((ws) => ws.terminate());
    await t.close();
  });

  /** An open socket and a promise of its close code and reason. */
  async function socket(cookie: string) {
    const ws = new WebSocket(origin.replace('http', 'ws') + '/ws', { headers: { cookie, origin } });
    opened.push(ws);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return { ws, closed };
  }

  /** A second session (another device) of the same user. */
  async function secondSession(who: Signed): Promise<string> {
    const res = await call(t.app, routes.login, {
      body: { username: who.user.username, password: who.password },
      ip: freshIp(),
    });
    return sessionCookie(res);
  }

  const signedIn = async (cookie: string) =>
    (await call(t.app, routes.me, { cookie })).statusCode === 200;

  it("logout closes that session's sockets (4001) and no other session's", async () => {
    const who = await signUp(t.app);
    const other = await secondSession(who);
    const mine = await socket(who.cookie);
    const theirs = await socket(other);
    expect((await call(t.app, routes.logout, { cookie: who.cookie })).statusCode).toBe(200);
    expect(await mine.closed).toEqual({ code: 4001, reason: 'Signed out' });
    expect(theirs.ws.readyState).toBe(WebSocket.OPEN);
    expect(await signedIn(other)).toBe(true);
  });

  it('password change needs the current password and follows the registration rules', async () => {
    const who = await signUp(t.app);
    const wrong = await call(t.app, routes.changePassword, {
      cookie: who.cookie,
      body: { currentPassword: 'not the password', newPassword: 'a brand new one' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('Your current password is not right');
    const short = await call(t.app, routes.changePassword, {
      cookie: who.cookie,
      body: { currentPassword: who.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/newPassword/);
    const same = await call(t.app, routes.changePassword, {
      cookie: who.cookie,
      body: { currentPassword: who.password, newPassword: who.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatch(/differs from the current one/);
    expect((await call(t.app, routes.changePassword, { body: {} })).statusCode).toBe(401);
    // Nothing changed: the old password still signs in.
    expect((await secondSession(who)).length).toBeGreaterThan(0);
  });

  it('password change ends every other session and its sockets, and keeps this one', async () => {
    const who = await signUp(t.app);
    const other = await secondSession(who);
    const mine = await socket(who.cookie);
    const theirs = await socket(other);
    const res = await call(t.app, routes.changePassword, {
      cookie: who.cookie,
      body: { currentPassword: who.password, newPassword: 'a brand new one' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await theirs.closed).toEqual({ code: 4001, reason: 'Signed out' });
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(who.cookie)).toBe(true);
    expect(mine.ws.readyState).toBe(WebSocket.OPEN);
    const old = await call(t.app, routes.login, {
      body: { username: who.user.username, password: who.password },
      ip: freshIp(),
    });
    expect(old.statusCode).toBe(401);
    const fresh = await call(t.app, routes.login, {
      body: { username: who.user.username, password: 'a brand new one' },
      ip: freshIp(),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('sign out everywhere ends every session, this one included, and closes all sockets', async () => {
    const who = await signUp(t.app);
    const bystander = await signUp(t.app);
    const other = await secondSession(who);
    const sockets = [await socket(who.cookie), await socket(other)];
    const unrelated = await socket(bystander.cookie);
    const res = await call(t.app, routes.logoutEverywhere, { cookie: who.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'cw_session')!.value).toBe('');
    for (const s of sockets) expect((await s.closed).code).toBe(4001);
    expect(await signedIn(who.cookie)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(bystander.cookie)).toBe(true);
    expect(unrelated.ws.readyState).toBe(WebSocket.OPEN);
  });
});
