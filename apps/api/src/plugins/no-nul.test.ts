import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type Signed } from '../test/api';
import { createTestApp, type TestApp } from '../test/harness';
import { holdsNul, NUL_REFUSED } from './no-nul';

describe('holdsNul', () => {
  it('finds U+0000 in any string of a value, keys included, and nowhere else', () => {
    expect(holdsNul('a\u0000')).toBe(true);
    expect(holdsNul({ a: [1, { b: 'x\u0000y' }] })).toBe(true);
    expect(holdsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(holdsNul({ a: ['\\u0000', 'ok', 0, null, true], b: { c: '' } })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});

// On both databases (the suite's PostgreSQL run included): PostgreSQL's text cannot hold U+0000,
// and such a query failed with a 500 before this check.
describe('input holding U+0000', () => {
  let t: TestApp;
  let who: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    who = await signUp(t.app);
  });
  afterAll(() => t.close());

  const refused = (res: { statusCode: number; json: () => { error: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NUL_REFUSED);
  };

  it('is refused with a 400 that names it: in a path parameter, a query and a body', async () => {
    refused(await call(t.app, routes.round, { cookie: who.cookie, params: { roundId: '\u0000' } }));
    refused(await call(t.app, routes.rounds, { cookie: who.cookie, query: { game: '\u0000' } }));
    refused(
      await call(t.app, routes.sendMessage, {
        cookie: who.cookie,
        body: { senderId: who.user.id, content: 'hi\u0000', waveId: 'w' },
      }),
    );
  });

  it('leaves the same requests without it to their routes', async () => {
    const missing = await call(t.app, routes.round, {
      cookie: who.cookie,
      params: { roundId: 'no-such-round' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
