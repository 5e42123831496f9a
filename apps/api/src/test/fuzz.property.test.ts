import { routes, type RouteDef } from '@coinwave/api-contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, multipart, signUp, type Signed } from './api';
import { createTestApp, TEST_ORIGIN, type TestApp } from './harness';
import { PNG_1X1 } from './media-fixtures';

/** A valid body per route, to mutate one field at a time. */
const SAMPLES: Partial<Record<keyof typeof routes, Record<string, unknown>>> = {
  register: { username: 'fuzzer', email: 'f@example.com', password: 'password123' },
  login: { username: 'fuzzer', password: 'password123' },
  joinWave: { userId: 'x' },
  createGame: { kind: 'slots' },
  sendMessage: { senderId: 'x', content: 'hi', waveId: 'x' },
  postAchievement: { type: 'streak', title: '3-Game Streak!', description: '', icon: '🔥' },
  contact: { name: 'a', email: 'a@b.co', category: 'general', subject: 's', message: 'm' },
};

const jsonish = fc.jsonValue({ maxDepth: 3 });
const pathParam = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constant('SELF'),
  fc.constant('WAVE'),
  fc.string({ unit: 'binary', maxLength: 10 }),
);

/** A body: random JSON, raw text, or the valid sample with one field replaced, removed or added. */
function bodyFor(name: keyof typeof routes) {
  const sample = SAMPLES[name];
  const variants: Array<fc.Arbitrary<{ json?: unknown; raw?: string }>> = [
    jsonish.map((json) => ({ json })),
    fc.string({ maxLength: 40 }).map((raw) => ({ raw })),
  ];
  if (sample) {
    const keys = Object.keys(sample);
    variants.push(
      fc
        .record({ key: fc.constantFrom(...keys), value: jsonish })
        .map(({ key, value }) => ({ json: { ...sample, [key]: value } })),
      fc.constantFrom(...keys).map((key) => ({
        json: Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key)),
      })),
      fc
        .record({ key: fc.string({ maxLength: 12 }), value: jsonish })
        .map(({ key, value }) => ({ json: { ...sample, [key]: value } })),
    );
  }
  return fc.oneof(...variants);
}

describe('generated bad input never gives a 5xx', () => {
  let t: TestApp;
  let user: Signed;
  let waveId: string;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { rateRules: { uploadsPerUser: { limit: 10_000, windowMs: 1000 } } },
    );
    user = await signUp(t.app);
    waveId = (
      await t.app.inject({
        method: 'GET',
        url: '/api/waves/current',
        headers: { cookie: user.cookie },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  function url(route: RouteDef, params: string[]): string {
    let i = 0;
    return route.path.replace(/:([A-Za-z]+)/g, () => {
      const p = params[i++] ?? '';
      return encodeURIComponent(p === 'SELF' ? user.user.id : p === 'WAVE' ? waveId : p);
    });
  }

  for (const [name, route] of Object.entries(routes) as Array<[keyof typeof routes, RouteDef]>) {
    if (name === 'upload') continue;
    it(`${route.method} ${route.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(name),
          fc.array(pathParam, { minLength: 2, maxLength: 2 }),
          fc.boolean(),
          async (body, params, signedIn) => {
            const headers: Record<string, string> = { origin: TEST_ORIGIN };
            if (signedIn) headers.cookie = user.cookie;
            const options: InjectOptions = {
              method: route.method,
              url: url(route, params),
              headers,
              remoteAddress: freshIp(),
            };
            if (route.method !== 'GET') {
              if (body.raw !== undefined) {
                options.payload = body.raw;
                headers['content-type'] = 'application/json';
              } else options.payload = JSON.stringify(body.json);
              if (body.json !== undefined) headers['content-type'] = 'application/json';
            }
            const res = await t.app.inject(options);
            expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(typeof res.json().error).toBe('string');
              expect(res.body).not.toMatch(/SQLITE|at \/|node_modules|\.ts:/);
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it('POST /api/media/upload with random parts', async () => {
    const part = fc.record({
      fields: fc.dictionary(
        fc.constantFrom('type', 'filename', 'file', 'other'),
        fc.string({ maxLength: 30 }),
        { maxKeys: 3 },
      ),
      file: fc.option(
        fc.record({
          name: fc.string({ maxLength: 30 }).map((s) => s.replace(/["\r\n]/g, '')),
          data: fc.oneof(
            fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
            fc.constant(PNG_1X1),
          ),
          field: fc.constantFrom('file', 'other'),
        }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(part, async ({ fields, file }) => {
        const { payload, headers } = multipart(fields, file ?? undefined);
        const res = await t.app.inject({
          method: 'POST',
          url: routes.upload.path,
          payload,
          headers: { ...headers, origin: TEST_ORIGIN, cookie: user.cookie },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/media/upload with a body that is not multipart at all: 400, never 5xx', async () => {
    // A fresh uploader, so the answer is the parser's and not the upload rate limit's.
    const uploader = await signUp(t.app);
    for (const payload of ['not multipart at all', '--zzz\r\nContent-Disposition: form-data']) {
      const garbage = await t.app.inject({
        method: 'POST',
        url: routes.upload.path,
        payload,
        headers: {
          'content-type': 'multipart/form-data; boundary=zzz',
          origin: TEST_ORIGIN,
          cookie: uploader.cookie,
        },
      });
      expect(garbage.statusCode, garbage.body).toBe(400);
      expect(garbage.json().error).toMatch(/not a well-formed multipart/);
    }
  });
});
