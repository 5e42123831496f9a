import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { loadConfig } from './config';
import { createTestApp, TEST_ORIGIN } from './test/harness';

describe('app foundation', () => {
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await createTestApp()));
  afterAll(() => close());

  it('answers GET /api/health with status ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('gives a JSON 404 with a readable error for an unknown API path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No route/);
    // The security headers (computed once at start) are on error replies too.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/Cross-origin/);
  });

  it('lets a same-origin state-changing call through to routing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('refuses a bad PORT with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid configuration: port/);
  });
});
