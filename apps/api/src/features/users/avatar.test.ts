import { routes } from '@coinwave/api-contract';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, multipart, signUp, type Signed } from '../../test/api';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { HTML } from '../../test/media-fixtures';
import { FrameTap } from '../../test/rounds';

describe('avatars', () => {
  let t: TestApp;
  let alice: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  const upload = (data: Buffer, who = alice, name = 'me.png') => {
    const { payload, headers } = multipart({}, { name, data });
    return t.app.inject({
      method: 'POST',
      url: routes.uploadAvatar.path,
      payload,
      headers: { ...headers, origin: TEST_ORIGIN, cookie: who.cookie },
    });
  };
  const stored = () => readdirSync(path.join(t.dataDir, 'media')).filter((f) => !f.startsWith('.'));
  const incoming = () => readdirSync(path.join(t.dataDir, 'media', '.incoming'));
  /** A photo with EXIF GPS tags, as a phone writes it. */
  const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg') =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toFormat(format)
      .toBuffer();

  it('resizes a JPG, PNG or GIF to a 128x128 WebP, strips its metadata and shows it everywhere', async () => {
    const tab = new FrameTap(t.app, alice.user.id, 'any');
    const res = await upload(await photo(640, 480));
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 128, height: 128 });
    expect(meta.exif).toBeUndefined();
    expect(tab.frames).toContainEqual(
      expect.objectContaining({
        type: 'user_update',
        payload: expect.objectContaining({ data: expect.objectContaining({ avatarUrl }) }),
      }),
    );
    tab.close();

    // On the record, and wherever others see the user.
    expect((await call(t.app, routes.me, { cookie: alice.cookie })).json().avatarUrl).toBe(
      avatarUrl,
    );
    const waveId = (await call(t.app, routes.currentWave, { cookie: alice.cookie })).json().id;
    await call(t.app, routes.joinWave, { cookie: alice.cookie, body: { userId: alice.user.id } });
    const sent = await call(t.app, routes.sendMessage, {
      cookie: alice.cookie,
      body: { senderId: alice.user.id, content: 'new look', waveId },
    });
    expect(sent.json().sender.avatarUrl).toBe(avatarUrl);
    const board = await call(t.app, routes.waveLeaderboard, {
      cookie: alice.cookie,
      params: { waveId },
    });
    expect(board.json().find((e: { id: string }) => e.id === alice.user.id).user.avatarUrl).toBe(
      avatarUrl,
    );

    for (const format of ['png', 'gif'] as const) {
      const again = await upload(await photo(60, 90, format));
      expect(again.statusCode, again.body).toBe(200);
    }
    // Only the latest file is kept.
    expect(stored()).toEqual([
      path.basename((await call(t.app, routes.me, { cookie: alice.cookie })).json().avatarUrl),
    ]);
  });

  it('refuses what is not a JPG, PNG or GIF, too many pixels or too many bytes: 4xx, nothing stored', async () => {
    const bob = await signUp(t.app);
    const before = stored();
    const cases: Array<[Buffer, number, RegExp]> = [
      [HTML, 400, /must be a JPG, PNG or GIF/],
      [Buffer.from('definitely not an image'), 400, /must be a JPG, PNG or GIF/],
      [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
          .webp()
          .toBuffer(),
        400,
        /must be a JPG, PNG or GIF/,
      ],
      [await photo(6000, 5000, 'png'), 400, /at most 25 megapixels/],
      [Buffer.alloc(6 * 1024 * 1024, 1), 413, /too large/],
    ];
    for (const [data, status, error] of cases) {
      const res = await upload(data, bob);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toMatch(error);
    }
    expect(stored()).toEqual(before);
    expect(incoming()).toEqual([]);
    expect((await call(t.app, routes.me, { cookie: bob.cookie })).json().avatarUrl).toBeNull();
  });

  it('removes the avatar: initials again, file gone; only with a session', async () => {
    const carol = await signUp(t.app);
    const set = (await upload(await photo(100, 100), carol)).json().avatarUrl as string;
    const removed = await call(t.app, routes.deleteAvatar, { cookie: carol.cookie });
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect(stored()).not.toContain(path.basename(set));
    expect((await t.app.inject({ method: 'GET', url: set })).statusCode).toBe(404);
    expect((await call(t.app, routes.deleteAvatar)).statusCode).toBe(401);
    const { payload, headers } = multipart({}, { name: 'x.png', data: await photo(10, 10, 'png') });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: routes.uploadAvatar.path,
      payload,
      headers: { ...headers, origin: TEST_ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
