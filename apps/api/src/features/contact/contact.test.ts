import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { countContactMessages } from './contact.service';

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const valid = {
    name: 'Ann',
    email: 'ann@example.com',
    category: 'support',
    subject: 'Help',
    message: 'My coins',
  };

  it('stores the form', async () => {
    const res = await call(t.app, routes.contact, { body: valid, ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = await t.app.ctx.db
      .selectFrom('contact_messages')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Ann',
      category: 'support',
      subject: 'Help',
      message: 'My coins',
    });
  });

  it.each([
    ['a category not in the list', { ...valid, category: 'sales' }, /category/],
    [
      'a missing subject',
      { name: 'Ann', email: 'ann@example.com', category: 'support', message: 'x' },
      /subject/,
    ],
    ['a blank name', { ...valid, name: '   ' }, /name/],
    ['a bad email', { ...valid, email: 'ann' }, /email/],
    ['an extra field', { ...valid, admin: true }, /admin/],
    ['a number for the message', { ...valid, message: 42 }, /message/],
  ])('refuses %s with 400 and stores nothing', async (_label, body, pattern) => {
    const before = await countContactMessages(t.app.ctx);
    const res = await call(t.app, routes.contact, { body, ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(pattern);
    expect(await countContactMessages(t.app.ctx)).toBe(before);
  });

  it('limits submissions per IP (10 an hour)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await call(t.app, routes.contact, { body: valid, ip })).statusCode).toBe(200);
    const limited = await call(t.app, routes.contact, { body: valid, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many messages/);
    expect((await call(t.app, routes.contact, { body: valid, ip: freshIp() })).statusCode).toBe(
      200,
    );
  });

  it('refuses a foreign origin', async () => {
    expect(
      (await call(t.app, routes.contact, { body: valid, origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
  });
});
