import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { call, freshIp, signUp, uniqueName } from '../../test/api';
import { createTestApp, TEST_SCRYPT, type TestApp } from '../../test/harness';
import { loginGuard } from './login-guard';
import { hashPassword, verifyPassword } from './password';

const login = (t: TestApp, username: string, password: string, ip: string) =>
  call(t.app, routes.login, { body: { username, password }, ip });

describe('sign-in throttling: count then check, per IP and username, growing delays', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('50 parallel wrong passwords: at most 5 reach scrypt, the rest are 429 with Retry-After', async () => {
    const { user } = await signUp(t.app);
    const ip = freshIp();
    const before = loginGuard(t.app.ctx).queue.started;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login(t, user.username, 'wrong password', ip)),
    );
    const evaluated = loginGuard(t.app.ctx).queue.started - before;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(evaluated);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(50 - evaluated);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(r.json().error).toMatch(/Too many failed sign-in attempts: try again in \d+ second/);
    }
  });

  it('delays grow 1 s, 2 s, 4 s… while the right password from another IP still works', async () => {
    const victim = await signUp(t.app);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await login(t, victim.user.username, 'guess', attacker)).statusCode).toBe(401);
    for (const delay of [1, 2, 4, 8]) {
      const held = await login(t, victim.user.username, 'guess', attacker);
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe(String(delay));
      // The owner, elsewhere, is never held up by the stranger's guesses.
      expect((await login(t, victim.user.username, victim.password, freshIp())).statusCode).toBe(
        200,
      );
      t.clock.advance(delay * 1000);
      expect((await login(t, victim.user.username, 'guess', attacker)).statusCode).toBe(401);
    }
  });

  it('caps the delay at 15 minutes, and a success from that IP starts it over', async () => {
    const { user, password } = await signUp(t.app);
    const ip = freshIp();
    let retryAfter = 0;
    for (let i = 0; i < 30; i++) {
      const res = await login(t, user.username, 'guess', ip);
      if (res.statusCode === 429) {
        retryAfter = Number(res.headers['retry-after']);
        t.clock.advance(retryAfter * 1000);
      }
    }
    expect(retryAfter).toBe(15 * 60);
    t.clock.advance(15 * 60_000);
    expect((await login(t, user.username, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(t, user.username, 'guess', ip)).statusCode).toBe(401);
  });

  it('throttles one IP guessing many usernames after 100 failures, not other IPs', async () => {
    const ip = freshIp();
    const { user, password } = await signUp(t.app);
    for (let i = 0; i < 100; i++)
      expect((await login(t, uniqueName('nobody'), 'wrong password', ip)).statusCode).toBe(401);
    expect((await login(t, user.username, password, ip)).statusCode).toBe(429);
    expect((await login(t, user.username, password, freshIp())).statusCode).toBe(200);
  });

  it('rehashes a cheaper stored hash at a successful sign-in (and leaves a current one alone)', async () => {
    const { user, password } = await signUp(t.app);
    const old = await hashPassword(password, { logN: 9, r: 8, p: 1 });
    await t.app.ctx.db
      .updateTable('users')
      .set({ password_hash: old })
      .where('id', '=', user.id)
      .execute();
    const stored = async () =>
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).password_hash;
    expect((await login(t, user.username, 'wrong one', freshIp())).statusCode).toBe(401);
    expect(await stored()).toBe(old);
    expect((await login(t, user.username, password, freshIp())).statusCode).toBe(200);
    const rehashed = await stored();
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.logN}\\$8\\$1\\$`));
    expect(await verifyPassword(password, rehashed)).toBe(true);
    expect((await login(t, user.username, password, freshIp())).statusCode).toBe(200);
    expect(await stored()).toBe(rehashed);
  });
});

describe('scrypt behind a bounded queue', () => {
  it('answers 503 with an error and Retry-After when the queue is full, counting no failure', async () => {
    // One scrypt at a time, one waiting; a cost high enough that a burst arrives while it runs.
    const t = await createTestApp(
      { SCRYPT_CONCURRENCY: '1', SCRYPT_QUEUE: '1' },
      { passwordCost: { logN: 14, r: 8, p: 1 } },
    );
    try {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(t, `ghost${i}`, 'wrong password', ip)),
      );
      const busy = answers.filter((a) => a.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(answers.filter((a) => a.statusCode === 401).length).toBeGreaterThanOrEqual(2);
      expect(busy.length + answers.filter((a) => a.statusCode === 401).length).toBe(10);
      for (const b of busy) {
        expect(b.json().error).toMatch(/busy checking passwords: please try again/);
        expect(b.headers['retry-after']).toBe('2');
      }
      // A refused attempt was never judged, so it is no failure: ghost9 has all 5 free tries.
      const refusedName = `ghost${answers.findIndex((a) => a.statusCode === 503)}`;
      for (let i = 0; i < 5; i++)
        expect((await login(t, refusedName, 'wrong password', ip)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses and CIDRs, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1/128', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  // One registration per IP an hour makes the address the server believes visible.
  const register = (t: TestApp, remote: string, forwardedFor: string) =>
    call(t.app, routes.register, {
      body: { username: uniqueName('px'), email: 'p@example.com', password: 'password123' },
      ip: remote,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with a hop count, believes the entry the proxy wrote (rightmost), never the leftmost', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', REGISTRATIONS_PER_IP_PER_HOUR: '1' });
    try {
      expect((await register(t, '127.0.0.1', '1.1.1.1, 2.2.2.2')).statusCode).toBe(200);
      // A different forged leftmost entry does not make a different client.
      expect((await register(t, '127.0.0.1', '9.9.9.9, 2.2.2.2')).statusCode).toBe(429);
      expect((await register(t, '127.0.0.1', '2.2.2.2')).statusCode).toBe(429);
      expect((await register(t, '127.0.0.1', '1.1.1.1, 3.3.3.3')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with a CIDR list, walks back through trusted proxies only', async () => {
    const t = await createTestApp({
      TRUST_PROXY: '127.0.0.0/8, 10.0.0.0/8',
      REGISTRATIONS_PER_IP_PER_HOUR: '1',
    });
    try {
      expect((await register(t, '127.0.0.1', '5.5.5.5, 10.1.2.3')).statusCode).toBe(200);
      expect((await register(t, '127.0.0.1', '6.6.6.6, 5.5.5.5, 10.1.2.3')).statusCode).toBe(429);
      // A direct client outside the list is itself the client, whatever it forwards.
      expect((await register(t, '8.8.8.8', '7.7.7.7')).statusCode).toBe(200);
      expect((await register(t, '8.8.8.8', '4.4.4.4')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
