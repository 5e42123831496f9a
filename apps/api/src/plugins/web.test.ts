import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Signed } from '../test/api';
import { createTestApp, type TestApp } from '../test/harness';

/** A built web app with index.html and, when `firstScreens`, the build's copies per first screen. */
function fakeWebBuild(firstScreens: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'entry.js'), 'export {};');
  writeFileSync(path.join(dir, 'index.html'), '<html>plain</html>');
  if (firstScreens) {
    writeFileSync(path.join(dir, 'index.signed-out.html'), '<html>auth screen</html>');
    writeFileSync(path.join(dir, 'index.signed-in.html'), '<html>main screen</html>');
  }
  return dir;
}

describe('the web app: each page gets the HTML that preloads its first screen', () => {
  let t: TestApp;
  let web: string;
  let player: Signed;
  beforeAll(async () => {
    web = fakeWebBuild(true);
    t = await createTestApp({ WEB_DIST_DIR: web });
    player = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends `/` and `/auth` without a session the copy that preloads the auth screen', async () => {
    for (const url of ['/', '/auth', '/?play=slots']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>auth screen</html>');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends `/` and `/auth` with a session cookie the copy that preloads the main screen', async () => {
    for (const url of ['/', '/auth']) {
      const res = await page(url, player.cookie);
      expect(res.body).toBe('<html>main screen</html>');
    }
  });

  it('sends every other page index.html, signed in or not', async () => {
    for (const cookie of [undefined, player.cookie]) {
      const res = await page('/fairness', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>plain</html>');
      expect(res.headers.vary ?? '').not.toMatch(/cookie/i);
    }
  });

  it('still answers an unknown API path with a JSON 404', async () => {
    const res = await page('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No route for GET /api/nothing-here' });
  });
});

describe('the web app built without the first-screen copies', () => {
  it('sends index.html for `/`', async () => {
    const web = fakeWebBuild(false);
    const t = await createTestApp({ WEB_DIST_DIR: web });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>plain</html>');
    } finally {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
