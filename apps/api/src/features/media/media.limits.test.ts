import { routes } from '@coinwave/api-contract';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { multipart, signUp, type Signed } from '../../test/api';
import { createTestApp, TEST_ORIGIN, TEST_SCRYPT, type TestApp } from '../../test/harness';
import { PNG_1X1 } from '../../test/media-fixtures';
import { pngOfSize } from '../../test/media-metadata';
import { LocalDiskStorage, STALE_TEMP_MS } from './media.storage';

const send = (t: TestApp, who: Signed, file: Buffer = PNG_1X1, name = 'shot.png') => {
  const { payload, headers } = multipart({ type: 'image' }, { name, data: file });
  return t.app.inject({
    method: 'POST',
    url: routes.upload.path,
    payload,
    headers: { ...headers, origin: TEST_ORIGIN, cookie: who.cookie },
  });
};
const mediaDir = (t: TestApp) => path.join(t.dataDir, 'media');
const incoming = (t: TestApp) => readdirSync(path.join(mediaDir(t), '.incoming'));
const stored = (t: TestApp) => readdirSync(mediaDir(t)).filter((f) => f !== '.incoming');
const rows = async (t: TestApp) =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('media storage quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 20,000 bytes each (MEDIA_QUOTA_MIB is in MiB; fractions allowed).
    t = await createTestApp({ MEDIA_QUOTA_MIB: String(20_000 / 2 ** 20) });
  });
  afterAll(() => t.close());

  it('counts the bytes each user keeps and refuses (413) what would go over, leaving nothing', async () => {
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    expect((await send(t, alice, pngOfSize(12_000))).statusCode).toBe(200);
    const before = { files: stored(t), rows: await rows(t) };
    const over = await send(t, alice, pngOfSize(9_000));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe(
      'This file (9 KiB) does not fit in your media storage: 8 KiB of your 20 KiB is left. Share a smaller file',
    );
    expect({ files: stored(t), rows: await rows(t) }).toEqual(before);
    expect((await send(t, alice, pngOfSize(8_000))).statusCode).toBe(200);
    const full = await send(t, alice);
    expect(full.statusCode).toBe(413);
    expect(full.json().error).toBe(
      'Your media storage is full (20 KiB): no more files can be shared from this account',
    );
    // Another user's quota is their own.
    expect((await send(t, bob, pngOfSize(12_000))).statusCode).toBe(200);
    expect(incoming(t)).toEqual([]);
  });
});

describe('uploads per day', () => {
  let t: TestApp;
  let alice: Signed;
  beforeAll(async () => {
    t = await createTestApp({ MEDIA_UPLOADS_PER_DAY: '2' });
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('refuses (429, Retry-After) the upload past the daily count until 24 hours have passed', async () => {
    expect((await send(t, alice)).statusCode).toBe(200);
    t.clock.advance(60 * 60_000);
    expect((await send(t, alice)).statusCode).toBe(200);
    const refused = await send(t, alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(23 * 60 * 60));
    expect(refused.json().error).toBe(
      'You have shared 2 files in the last 24 hours, the most allowed: try again in 23 hours',
    );
    t.clock.advance(23 * 60 * 60_000 - 1000);
    expect((await send(t, alice)).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await send(t, alice)).statusCode).toBe(200);
    expect(incoming(t)).toEqual([]);
  });
});

describe('the free-disk floor', () => {
  let t: TestApp;
  let alice: Signed;
  beforeAll(async () => {
    // A floor of a billion MiB: no disk here has that much free.
    t = await createTestApp({ MEDIA_MIN_FREE_MIB: String(1e9) });
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('refuses uploads and avatars with 507 below it, keeping nothing; the rest goes on', async () => {
    const res = await send(t, alice);
    expect(res.statusCode).toBe(507);
    expect(res.json().error).toMatch(/storage is full, so uploads are paused .*try again later/);
    const { payload, headers } = multipart({}, { name: 'me.png', data: PNG_1X1 });
    const avatar = await t.app.inject({
      method: 'POST',
      url: routes.uploadAvatar.path.replace(':id', alice.user.id),
      payload,
      headers: { ...headers, origin: TEST_ORIGIN, cookie: alice.cookie },
    });
    expect(avatar.statusCode).toBe(507);
    expect(await rows(t)).toBe(0);
    expect(stored(t)).toEqual([]);
    expect(incoming(t)).toEqual([]);
    const gallery = await t.app.inject({
      method: 'GET',
      url: routes.gallery.path,
      headers: { cookie: alice.cookie },
    });
    expect(gallery.statusCode).toBe(200);
  });

  it('refuses before reading the body: the answer comes while the client has sent none of it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await new Promise<{ status: number; error: string }>((resolve, reject) => {
      const req = request(`${address}${routes.upload.path}`, {
        method: 'POST',
        headers: {
          host: 'localhost:80',
          origin: TEST_ORIGIN,
          cookie: alice.cookie,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(40 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({
            status: res.statusCode!,
            error: (JSON.parse(text) as { error: string }).error,
          });
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(507);
    expect(answer.error).toMatch(/storage is full/);
  });
});

describe('loadConfig: upload limits', () => {
  it('has the documented defaults and reads MiB from the environment', () => {
    expect(loadConfig({})).toMatchObject({
      mediaQuotaBytes: 200 * 2 ** 20,
      mediaUploadsPerDay: 100,
      mediaMinFreeBytes: 2 ** 30,
      imageMaxPixels: 40_000_000,
      imageMaxSide: 16_384,
    });
    expect(
      loadConfig({ MEDIA_QUOTA_MIB: '0.5', MEDIA_MIN_FREE_MIB: '0', MEDIA_UPLOADS_PER_DAY: '7' }),
    ).toMatchObject({ mediaQuotaBytes: 512 * 1024, mediaMinFreeBytes: 0, mediaUploadsPerDay: 7 });
  });

  it('refuses a bad value naming it', () => {
    expect(() => loadConfig({ MEDIA_QUOTA_MIB: 'lots' })).toThrow(
      /Invalid configuration: mediaQuotaBytes/,
    );
    expect(() => loadConfig({ MEDIA_MIN_FREE_MIB: '-1' })).toThrow(/mediaMinFreeBytes/);
  });
});

describe('malformed upload bodies', () => {
  let t: TestApp;
  let alice: Signed;
  beforeAll(async () => {
    t = await createTestApp({}, { rateRules: { uploadsPerUser: { limit: 1000, windowMs: 1000 } } });
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  const b = 'cwBoundary';
  const ct = `multipart/form-data; boundary=${b}`;
  const filePart = (field = 'file', name = 'a.png') =>
    `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
  const png = PNG_1X1.toString('latin1');
  const WELL_FORMED = /not a well-formed multipart\/form-data body/;

  it.each<[string, string | undefined, string, RegExp]>([
    ['garbage', ct, 'this is not a form at all', WELL_FORMED],
    ['no boundary', 'multipart/form-data', `${filePart()}${png}\r\n--${b}--\r\n`, WELL_FORMED],
    [
      'a wrong boundary',
      `multipart/form-data; boundary=other`,
      `${filePart()}${png}\r\n--${b}--\r\n`,
      WELL_FORMED,
    ],
    ['a body cut inside the file', ct, `${filePart()}${png.slice(0, 30)}`, WELL_FORMED],
    ['a body cut inside a part header', ct, `--${b}\r\nContent-Disposition: form-da`, WELL_FORMED],
    ['an empty body', ct, '', /Attach the file in the field 'file'/],
    [
      'no file part',
      ct,
      `--${b}\r\nContent-Disposition: form-data; name="type"\r\n\r\nimage\r\n--${b}--\r\n`,
      /Attach the file in the field 'file'/,
    ],
    [
      'two files',
      ct,
      `${filePart()}${png}\r\n${filePart('file', 'b.png')}${png}\r\n--${b}--\r\n`,
      /Send one file in the field 'file'/,
    ],
    [
      'a file in another field',
      ct,
      `${filePart('avatar')}${png}\r\n--${b}--\r\n`,
      /Send exactly one file, in the field 'file'/,
    ],
    ['no Content-Type', undefined, `${filePart()}${png}\r\n--${b}--\r\n`, /no Content-Type/],
  ])('answers 400 to %s, keeping nothing', async (_label, contentType, body, error) => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes.upload.path,
      payload: Buffer.from(body, 'latin1'),
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        origin: TEST_ORIGIN,
        cookie: alice.cookie,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
    expect(incoming(t)).toEqual([]);
    expect(await rows(t)).toBe(0);
  });

  it('removes the partial file when the client hangs up mid-upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const head = Buffer.from(
      [
        `POST ${routes.upload.path} HTTP/1.1`,
        'Host: localhost:80',
        `Origin: ${TEST_ORIGIN}`,
        `Cookie: ${alice.cookie}`,
        `Content-Type: ${ct}`,
        'Content-Length: 10000000',
        '',
        filePart(),
      ].join('\r\n'),
    );
    const socket = connect(Number(port), '127.0.0.1');
    socket.write(Buffer.concat([head, PNG_1X1.subarray(0, 33), Buffer.alloc(256 * 1024, 1)]));
    await vi.waitFor(() => expect(incoming(t)).toHaveLength(1), { timeout: 5000 });
    socket.destroy();
    await vi.waitFor(() => expect(incoming(t)).toEqual([]), { timeout: 5000 });
    expect(await rows(t)).toBe(0);
  });
});

describe('leftover temp files', () => {
  const leave = (dir: string) => {
    mkdirSync(dir, { recursive: true });
    const old = path.join(dir, 'old.part');
    writeFileSync(old, 'cut off by a crash');
    const then = (Date.now() - STALE_TEMP_MS - 1000) / 1000;
    utimesSync(old, then, then);
    writeFileSync(path.join(dir, 'fresh.part'), 'being received');
  };

  it('are all removed when the server starts (it is the only one writing there)', async () => {
    const t = await createTestApp();
    try {
      const tempDir = path.join(mediaDir(t), '.incoming');
      leave(tempDir);
      const again = await buildApp(loadConfig(t.env), { passwordCost: TEST_SCRYPT });
      await again.close();
      expect(readdirSync(tempDir)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('on a volume shared with other instances, only those untouched for a while', async () => {
    const t = await createTestApp();
    try {
      const root = path.join(t.dataDir, 'shared-media');
      leave(path.join(root, '.incoming'));
      const storage = new LocalDiskStorage(root);
      await storage.init(true, (error) => {
        throw error;
      });
      storage.close();
      expect(readdirSync(path.join(root, '.incoming'))).toEqual(['fresh.part']);
      expect(existsSync(path.join(root, '.incoming', 'old.part'))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('hands a failed periodic sweep to its error handler', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const root = mkdtempSync(path.join(tmpdir(), 'coinwave-sweep-'));
    try {
      const errors: unknown[] = [];
      const storage = new LocalDiskStorage(root);
      await storage.init(false, (error) => errors.push(error));
      rmSync(path.join(root, '.incoming'), { recursive: true });
      await vi.advanceTimersByTimeAsync(STALE_TEMP_MS);
      await vi.waitFor(() => expect(errors).toHaveLength(1));
      expect(errors[0]).toMatchObject({ code: 'ENOENT' });
      storage.close();
    } finally {
      vi.useRealTimers();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
