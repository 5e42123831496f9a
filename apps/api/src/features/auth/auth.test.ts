import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, sessionCookie, signUp, uniqueName } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { ledgerSum } from '../ledger/ledger.service';
import { hashPassword, needsRehash, PRODUCTION_SCRYPT, verifyPassword } from './password';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const countUsers = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registers with 5,000 coins from a starting-grant entry, signs in with a secure cookie', async () => {
    const username = uniqueName('Reg');
    const res = await call(t.app, routes.register, {
      body: { username, email: 'reg@example.com', password: 'password123' },
      ip: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      username,
      coins: 5000,
      lastCoinClaim: null,
      gamesPlayed: 0,
      winRate: 0,
      wavesSurfed: 0,
      friendsMade: 0,
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(user)).not.toContain('scrypt');
    const cookie = res.cookies.find((c) => c.name === 'cw_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await ledgerSum(t.app.ctx.db, user.id)).toBe(5000);
    const me = await call(t.app, routes.me, { cookie: sessionCookie(res) });
    expect(me.json()).toMatchObject({ id: user.id, coins: 5000 });
  });

  it('stores only a salted scrypt hash and the SHA-256 of the session token', async () => {
    const { user, cookie } = await signUp(t.app);
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(row.password_hash).not.toContain('correct horse');
    const token = cookie.split('=')[1]!;
    const sessions = await t.app.ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('marks the cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://localhost:80', 'x-forwarded-proto': 'https' },
        payload: { username: uniqueName(), email: 'a@example.com', password: 'password123' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'cw_session')!.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it.each([
    ['a short username', { username: 'ab', email: 'a@b.co', password: 'password123' }, /username/],
    [
      'a username with spaces',
      { username: 'bad name', email: 'a@b.co', password: 'password123' },
      /username/,
    ],
    [
      'a 21-character username',
      { username: 'a'.repeat(21), email: 'a@b.co', password: 'password123' },
      /username/,
    ],
    [
      'a bad email',
      { username: 'okname', email: 'not-an-email', password: 'password123' },
      /email/,
    ],
    ['a short password', { username: 'okname', email: 'a@b.co', password: 'short' }, /password/],
    [
      'a 129-character password',
      { username: 'okname', email: 'a@b.co', password: 'p'.repeat(129) },
      /password/,
    ],
    [
      'an extra field',
      { username: 'okname', email: 'a@b.co', password: 'password123', coins: 1e9 },
      /coins/,
    ],
    [
      'a number for a string',
      { username: 12345, email: 'a@b.co', password: 'password123' },
      /username/,
    ],
    [
      'an array for a string',
      { username: ['okname'], email: 'a@b.co', password: 'password123' },
      /username/,
    ],
    ['a missing field', { username: 'okname', password: 'password123' }, /email/],
  ])('refuses %s with a readable 400 and creates nothing', async (_label, body, pattern) => {
    const before = await countUsers();
    const res = await call(t.app, routes.register, { body, ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(pattern);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a username taken in any case with 409', async () => {
    const { user } = await signUp(t.app, uniqueName('Taken'));
    const before = await countUsers();
    const res = await call(t.app, routes.register, {
      body: {
        username: user.username.toUpperCase(),
        email: 'x@example.com',
        password: 'password123',
      },
      ip: freshIp(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'That username is already taken' });
    expect(await countUsers()).toBe(before);
  });

  it('logs in with username (any case) + password and rotates the session', async () => {
    const { user, cookie: first, password } = await signUp(t.app);
    const res = await call(t.app, routes.login, {
      body: { username: user.username.toUpperCase(), password },
      cookie: first,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await call(t.app, routes.me, { cookie: first })).statusCode).toBe(401);
    expect((await call(t.app, routes.me, { cookie: second })).statusCode).toBe(200);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const { user } = await signUp(t.app);
    const wrong = await call(t.app, routes.login, {
      body: { username: user.username, password: 'wrong password' },
      ip: freshIp(),
    });
    const unknown = await call(t.app, routes.login, {
      body: { username: 'nobody_here', password: 'wrong password' },
      ip: freshIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('logout destroys the session', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, routes.logout, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies.find((c) => c.name === 'cw_session')!.value).toBe('');
    expect((await call(t.app, routes.me, { cookie })).statusCode).toBe(401);
  });

  it('refuses me without a session, with a forged cookie, and after 30 days', async () => {
    expect((await call(t.app, routes.me)).json()).toEqual({ error: 'Sign in to continue' });
    expect((await call(t.app, routes.me, { cookie: 'cw_session=forged' })).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    t.clock.advance(30 * 24 * 3600_000 + 1000);
    expect((await call(t.app, routes.me, { cookie })).statusCode).toBe(401);
  });

  it('limits registrations per IP to 50 an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      const res = await call(t.app, routes.register, {
        body: { username: uniqueName('ip'), email: 'a@b.co', password: 'password123' },
        ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await call(t.app, routes.register, {
      body: { username: uniqueName('ip'), email: 'a@b.co', password: 'password123' },
      ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/Too many new accounts/);
  });

  it('refuses register and login from a foreign origin or without an Origin', async () => {
    const body = { username: uniqueName(), email: 'a@b.co', password: 'password123' };
    expect(
      (await call(t.app, routes.register, { body, origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await call(t.app, routes.register, { body, origin: null })).statusCode).toBe(403);
    expect(
      (
        await call(t.app, routes.login, {
          body: { username: 'a', password: 'b' },
          origin: 'https://evil.example',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const cost = { logN: 10, r: 8, p: 1 };
    const a = await hashPassword('hunter22', cost);
    const b = await hashPassword('hunter22', cost);
    expect(a).not.toBe(b);
    expect(await verifyPassword('hunter22', a)).toBe(true);
    expect(await verifyPassword('hunter23', a)).toBe(false);
    expect(await verifyPassword('hunter22', 'garbage')).toBe(false);
    expect(await verifyPassword('hunter22', 'scrypt$99$8$1$aa$bb')).toBe(false);
  });

  it("runs the production cost (OWASP's N = 2^17, r = 8, p = 1) within its memory limit", async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
    const hash = await hashPassword('hunter22', PRODUCTION_SCRYPT);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('hunter22', hash)).toBe(true);
  });

  it('asks for a rehash only when the stored hash is cheaper than the configured cost', async () => {
    const cost = { logN: 12, r: 8, p: 1 };
    expect(needsRehash(await hashPassword('pw', { logN: 11, r: 8, p: 1 }), cost)).toBe(true);
    expect(needsRehash(await hashPassword('pw', { logN: 12, r: 4, p: 1 }), cost)).toBe(true);
    expect(needsRehash(await hashPassword('pw', cost), cost)).toBe(false);
    expect(needsRehash(await hashPassword('pw', { logN: 13, r: 8, p: 1 }), cost)).toBe(false);
    expect(needsRehash('garbage', cost)).toBe(true);
  });
});
