import { routes } from '@coinwave/api-contract';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, signUp, type Signed } from '../../test/api';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import sharp from 'sharp';
import { GIF_1X1, HTML, JPEG_MINIMAL, PNG_1X1, SVG, WEBM_MINIMAL } from '../../test/media-fixtures';
import {
  GPS_SECONDS,
  jpegWithMetadata,
  PNG_WITH_METADATA,
  SECRET_WORDS,
} from '../../test/media-metadata';

/** PNG_1X1 claiming `width`x`height` in its header. */
function pngSized(width: number, height: number): Buffer {
  const data = Buffer.from(PNG_1X1);
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  return data;
}

describe('media', () => {
  let t: TestApp;
  let alice: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  const upload = (
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
    cookie = alice.cookie,
  ) => {
    const { payload, headers } = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: routes.upload.path,
      payload,
      headers: { ...headers, origin: TEST_ORIGIN, cookie },
    });
  };
  const storedFiles = () =>
    readdirSync(path.join(t.dataDir, 'media')).filter((f) => f !== '.incoming');
  const incoming = () => readdirSync(path.join(t.dataDir, 'media', '.incoming'));
  const rows = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a PNG screenshot under a generated name and serves it safely', async () => {
    const res = await upload(
      { filename: 'screenshot-1.png', type: 'image' },
      { name: 'screenshot-1.png', data: PNG_1X1, contentType: 'image/png' },
    );
    expect(res.statusCode).toBe(200);
    const { url, item } = res.json();
    expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);
    expect(item).toMatchObject({
      type: 'image',
      filename: 'screenshot-1.png',
      url,
      uploader: { id: alice.user.id, username: alice.user.username },
    });
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it.each([
    ['a JPEG', JPEG_MINIMAL, 'photo.jpeg', 'image', 'image/jpeg'],
    ['a GIF', GIF_1X1, 'anim.gif', 'image', 'image/gif'],
    ['a webm recording', WEBM_MINIMAL, 'recording.webm', 'video', 'video/webm'],
    ['a file with a lying client mime and no extension', PNG_1X1, 'shot', 'image', 'image/png'],
  ])('accepts %s by its bytes', async (_label, data, name, type, mime) => {
    const res = await upload({ filename: name, type }, { name, data, contentType: 'text/html' });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers['content-type']).toBe(mime);
  });

  it.each([
    ['a JPEG photo', jpegWithMetadata(6), 'photo.jpg'],
    ['a PNG', PNG_WITH_METADATA, 'shot.png'],
  ])(
    'stores %s without its EXIF, GPS position, XMP or comments, and counts what it keeps',
    async (_label, data, name) => {
      const res = await upload({ type: 'image' }, { name, data });
      expect(res.statusCode).toBe(200);
      const served = (await t.app.inject({ method: 'GET', url: res.json().url })).rawPayload;
      const onDisk = readFileSync(path.join(t.dataDir, res.json().url));
      expect(onDisk.equals(served)).toBe(true);
      for (const word of SECRET_WORDS) expect(served.includes(word)).toBe(false);
      expect(served.includes(GPS_SECONDS)).toBe(false);
      const meta = await sharp(served).metadata();
      expect(meta.xmp).toBeUndefined();
      expect(meta.exif?.includes(Buffer.from([0x88, 0x25]))).not.toBe(true);
      const row = await t.app.ctx.db
        .selectFrom('media')
        .select('size')
        .where('id', '=', res.json().item.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.size)).toBe(served.length);
      expect(served.length).toBeLessThan(data.length);
    },
  );

  const jpegOfSize = (width: number, height: number) => {
    const data = Buffer.from(JPEG_MINIMAL);
    const frame = data.indexOf(Buffer.from([0xff, 0xc0]));
    data.writeUInt16BE(height, frame + 5);
    data.writeUInt16BE(width, frame + 7);
    return data;
  };
  it.each([
    ['a JPEG of 50 megapixels', jpegOfSize(10_000, 5_000), 'big.jpg', /\(it has 10000x5000\)/],
    ['a JPEG wider than 16384 pixels', jpegOfSize(20_000, 10), 'wide.jpg', /16384 pixels a side/],
    ['a PNG of 8000x8000', pngSized(8_000, 8_000), 'bomb.png', /\(it has 8000x8000\)/],
  ])('refuses %s (413) before anything decodes it', async (_label, data, name, pattern) => {
    const rowsBefore = await rows();
    const res = await upload({ type: 'image' }, { name, data });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^The image is too large: at most 40 megapixels/);
    expect(res.json().error).toMatch(pattern);
    expect(incoming()).toEqual([]);
    expect(await rows()).toBe(rowsBefore);
  });

  it('lists the current wave gallery newest first, with the uploader', async () => {
    const bob = await signUp(t.app);
    t.clock.advance(1000);
    const latest = await upload(
      { filename: 'bob.gif', type: 'image' },
      { name: 'bob.gif', data: GIF_1X1 },
      bob.cookie,
    );
    const gallery = await t.app.inject({
      method: 'GET',
      url: routes.gallery.path,
      headers: { cookie: alice.cookie },
    });
    expect(gallery.statusCode).toBe(200);
    expect(gallery.json()[0]).toMatchObject({
      id: latest.json().item.id,
      uploader: { username: bob.user.username },
    });
    expect(gallery.json()).toHaveLength(await rows());
    expect((await t.app.inject({ method: 'GET', url: routes.gallery.path })).statusCode).toBe(401);
  });

  const big = (bytes: number) =>
    Buffer.concat([
      PNG_1X1.subarray(0, PNG_1X1.length - 12),
      Buffer.alloc(bytes),
      PNG_1X1.subarray(PNG_1X1.length - 12),
    ]);

  it.each([
    ['an SVG', SVG, 'pic.svg', 'image', 415, /Only PNG, JPEG or GIF images and webm videos/],
    ['an SVG named .png', SVG, 'pic.png', 'image', 415, /Only PNG/],
    ['an HTML page', HTML, 'page.html', 'image', 415, /Only PNG/],
    ['an HTML page named .webm', HTML, 'clip.webm', 'video', 415, /Only PNG/],
    ['a PNG renamed .webm', PNG_1X1, 'clip.webm', 'video', 415, /a PNG image, not a video/],
    [
      'a PNG named .webm sent as an image',
      PNG_1X1,
      'clip.webm',
      'image',
      415,
      /ends in \.webm but it is a PNG image/,
    ],
    [
      'a webm sent as an image',
      WEBM_MINIMAL,
      'shot.png',
      'image',
      415,
      /a webm video, not an image/,
    ],
    [
      'a truncated PNG',
      PNG_1X1.subarray(0, PNG_1X1.length - 20),
      'cut.png',
      'image',
      422,
      /truncated/,
    ],
    ['a truncated JPEG', JPEG_MINIMAL.subarray(0, 40), 'cut.jpg', 'image', 422, /truncated/],
    [
      'a truncated GIF',
      GIF_1X1.subarray(0, GIF_1X1.length - 1),
      'cut.gif',
      'image',
      422,
      /truncated/,
    ],
    [
      'a padded webm',
      Buffer.concat([WEBM_MINIMAL, Buffer.alloc(64 * 1024)]),
      'padded.webm',
      'video',
      422,
      /not a webm video that can be read whole/,
    ],
    [
      'a webm cut inside a frame',
      WEBM_MINIMAL.subarray(0, WEBM_MINIMAL.length - 5),
      'cut.webm',
      'video',
      422,
      /truncated/,
    ],
    [
      'a JPEG with bytes after its end',
      Buffer.concat([JPEG_MINIMAL, HTML]),
      'tail.jpg',
      'image',
      422,
      /extra data after its end/,
    ],
    [
      'a webm cut inside its header',
      WEBM_MINIMAL.subarray(0, 30),
      'cut.webm',
      'video',
      422,
      /truncated/,
    ],
    [
      'an image over 5 MiB',
      big(5 * 1024 * 1024),
      'huge.png',
      'image',
      413,
      /Images are limited to 5 MB/,
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image', 400, /empty/],
    ['an unknown type field', PNG_1X1, 'a.png', 'audio', 400, /'type' must be 'image' or 'video'/],
  ])('refuses %s and leaves nothing behind', async (_label, data, name, type, status, pattern) => {
    const [filesBefore, rowsBefore] = [storedFiles(), await rows()];
    const res = await upload({ filename: name, type }, { name, data });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(pattern);
    expect(storedFiles()).toEqual(filesBefore);
    expect(incoming()).toEqual([]);
    expect(await rows()).toBe(rowsBefore);
  });

  it('refuses a file over 50 MiB while receiving it, leaving nothing behind', async () => {
    const rowsBefore = await rows();
    const res = await upload(
      { type: 'video' },
      { name: 'long.webm', data: Buffer.concat([WEBM_MINIMAL, Buffer.alloc(50 * 1024 * 1024)]) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/too large/);
    expect(incoming()).toEqual([]);
    expect(await rows()).toBe(rowsBefore);
  });

  it('refuses uploads without a session, without a file, as JSON, or from a foreign origin', async () => {
    const rowsBefore = await rows();
    const { payload, headers } = multipart({ type: 'image' }, { name: 'a.png', data: PNG_1X1 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: routes.upload.path,
          payload,
          headers: { ...headers, origin: TEST_ORIGIN },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: routes.upload.path,
          payload,
          headers: { ...headers, origin: 'https://evil.example', cookie: alice.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const noFile = await upload({ type: 'image' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatch(/Attach the file/);
    const wrongField = await upload({}, { name: 'a.png', data: PNG_1X1, field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: routes.upload.path,
      payload: { file: 'x' },
      headers: { origin: TEST_ORIGIN, cookie: alice.cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(await rows()).toBe(rowsBefore);
    expect(incoming()).toEqual([]);
  });

  it('serves only generated names (404 for anything else)', async () => {
    for (const url of [
      '/media/nope.png',
      '/media/.incoming',
      '/media/aaaaaaaaaaaaaaaaaaaaaa.svg',
      '/media/%2e%2e%2fcoinwave.db',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Media not found' });
    }
    const traversal = await t.app.inject({ method: 'GET', url: '/media/../coinwave.db' });
    expect(traversal.statusCode).not.toBe(200);
    expect(traversal.body).not.toContain('SQLite format');
  });
});
