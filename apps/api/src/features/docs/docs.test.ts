import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('serves the OpenAPI document generated from every contract route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of Object.values(routes)) {
      const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        doc.paths[path]?.[route.method.toLowerCase()]?.summary,
        `${route.method} ${path}`,
      ).toBe(route.summary);
    }
    expect(
      doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties
        .username.pattern,
    ).toBe('^[A-Za-z0-9_-]{3,20}$');
    expect(doc.paths['/ws']).toBeUndefined();
  });
});
