import { galleryCursor, routes, type MediaItem } from '@coinwave/api-contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, multipart, signUp, type Signed } from '../../test/api';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { liveSockets } from '../../test/live';
import { GIF_1X1, PNG_1X1, WEBM_MINIMAL } from '../../test/media-fixtures';
import { signUpModerator } from '../../test/moderation';

// Media: served by @fastify/static (Range, ETag, 304), the gallery in pages,
// and deletion by the owner or a moderator (the file goes too; galleries hear of it).

describe('media serving, pages and deletion', () => {
  let t: TestApp;
  let alice: Signed;
  let bob: Signed;
  beforeAll(async () => {
    t = await createTestApp({ WS_ONLINE_EVERY_MS: '0' });
    [alice, bob] = [await signUp(t.app), await signUp(t.app)];
  });
  afterAll(() => t.close());

  const upload = async (who: Signed, name: string, data: Buffer, type = 'image') => {
    const { payload, headers } = multipart({ filename: name, type }, { name, data });
    const res = await t.app.inject({
      method: 'POST',
      url: routes.upload.path,
      payload,
      headers: { ...headers, origin: TEST_ORIGIN, cookie: who.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().item as MediaItem;
  };
  const onDisk = (item: MediaItem) => path.join(t.dataDir, 'media', item.url.split('/').pop()!);

  it('answers a Range with 206, and revalidation with 304 by ETag', async () => {
    const video = await upload(alice, 'clip.webm', WEBM_MINIMAL, 'video');
    const whole = await t.app.inject({ method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/webm',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'public, max-age=3600',
    });
    expect(whole.headers['content-security-policy']).toContain('sandbox');
    const etag = whole.headers.etag as string;
    expect(etag).toBeTruthy();

    const part = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=4-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-19/${WEBM_MINIMAL.length}`);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.rawPayload.equals(WEBM_MINIMAL.subarray(4, 20))).toBe(true);
    const tail = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=-8' },
    });
    expect(tail.rawPayload.equals(WEBM_MINIMAL.subarray(-8))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: `bytes=${WEBM_MINIMAL.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const cached = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url: video.url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(WEBM_MINIMAL.length);
  });

  it('pages the gallery newest first with a cursor, refusing malformed pages', async () => {
    // Six of its own, so the last page below exists whichever test ran before this one.
    const mine: MediaItem[] = [];
    for (let i = 0; i < 6; i++) {
      t.clock.advance(1000);
      mine.push(await upload(bob, `shot-${i}.gif`, GIF_1X1));
    }
    const page = async (query: Record<string, string>) =>
      call(t.app, routes.gallery, { cookie: alice.cookie, query });
    const first = (await page({ limit: '2' })).json() as MediaItem[];
    expect(first.map((m) => m.filename)).toEqual(['shot-5.gif', 'shot-4.gif']);
    const second = (await page({ limit: '2', before: galleryCursor(first[1]!) })).json();
    expect(second.map((m: MediaItem) => m.filename)).toEqual(['shot-3.gif', 'shot-2.gif']);
    const all = (await page({})).json() as MediaItem[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    const rest = (await page({ before: galleryCursor(all.at(-2)!) })).json();
    expect(rest).toEqual([all.at(-1)]);
    const bad: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '101' },
      { before: 'nope' },
      { page: '2' },
    ];
    for (const query of bad)
      expect((await page(query)).statusCode, JSON.stringify(query)).toBe(400);
  });

  it('lets the owner delete their item (file gone, galleries told), refuses others', async () => {
    const sockets = await liveSockets(t);
    const waveId = (await call(t.app, routes.currentWave, { cookie: bob.cookie })).json().id;
    const watcher = await sockets.connect(bob, waveId);
    const item = await upload(alice, 'mine.png', PNG_1X1);
    expect(existsSync(onDisk(item))).toBe(true);

    const refused = await call(t.app, routes.deleteMedia, {
      cookie: bob.cookie,
      params: { id: item.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You can only delete media you shared');
    expect(existsSync(onDisk(item))).toBe(true);

    const deleted = await call(t.app, routes.deleteMedia, {
      cookie: alice.cookie,
      params: { id: item.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: item.id, waveId });
    expect(existsSync(onDisk(item))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    await watcher.next('media_deleted', (m) => m.payload.mediaId === item.id);
    const gallery = (await call(t.app, routes.gallery, { cookie: bob.cookie })).json();
    expect(gallery.map((m: MediaItem) => m.id)).not.toContain(item.id);

    const again = await call(t.app, routes.deleteMedia, {
      cookie: alice.cookie,
      params: { id: item.id },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Media not found' });
    expect((await call(t.app, routes.deleteMedia, { params: { id: item.id } })).statusCode).toBe(
      401,
    );
    sockets.closeAll();
  });

  it("lets a moderator delete anyone's item, recorded in the moderation log", async () => {
    const mod = await signUpModerator(t.app);
    const item = await upload(bob, 'rude.png', PNG_1X1);
    const deleted = await call(t.app, routes.deleteMedia, {
      cookie: mod.cookie,
      params: { id: item.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(onDisk(item))).toBe(false);
    const log = (await call(t.app, routes.moderationActions, { cookie: mod.cookie })).json();
    expect(log.actions[0]).toMatchObject({
      action: 'delete_media',
      moderator: { id: mod.user.id },
      targetUser: { id: bob.user.id },
      detail: `rude.png (${item.id})`,
    });
  });
});
