import { routes } from '@coinwave/api-contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { call, signUp, type Signed } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/harness';
import { liveSockets } from '../../test/live';
import { say } from '../../test/moderation';
import { DEFAULT_FILTER_WORDS } from './word-filter';

describe('chat text is cleaned and filtered when stored', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof liveSockets>>;
  let ann: Signed;
  let bea: Signed;
  let waveId: string;
  beforeAll(async () => {
    t = await createTestApp({ CHAT_FILTER_WORDS: 'bananas,grape*', WS_ONLINE_EVERY_MS: '0' });
    live = await liveSockets(t);
    [ann, bea] = [await signUp(t.app), await signUp(t.app)];
    waveId = (await call(t.app, routes.currentWave, { cookie: ann.cookie })).json().id;
  });
  afterAll(async () => {
    live.closeAll();
    await t.close();
  });

  it('masks listed words in the reply, the live frame and the history alike', async () => {
    const beaTab = await live.connect(bea, waveId);
    t.clock.advance(10_000);
    const sent = await say(t.app, ann, 'oh sh1t, BANANAS and grapefruit in Scunthorpe', { waveId });
    expect(sent.statusCode).toBe(200);
    const masked = 'oh ****, ******* and ********** in Scunthorpe';
    expect(sent.json().content).toBe(masked);
    const frame = await beaTab.next('chat', (m) => m.payload.messageId === sent.json().id);
    expect(frame.payload.message?.content).toBe(masked);
    const history = await call(t.app, routes.waveMessages, {
      cookie: bea.cookie,
      params: { waveId },
    });
    expect(history.json().find((m: { id: string }) => m.id === sent.json().id).content).toBe(
      masked,
    );
  });

  it('masks DMs too and strips bidi overrides, zero-width characters and zalgo', async () => {
    t.clock.advance(10_000);
    const dm = await say(
      t.app,
      bea,
      'you \u202Ecunt\u202C, fu\u200Bck off Z\u0300\u0301\u0302\u0303\u0304\u0305',
      {
        recipientId: ann.user.id,
      },
    );
    expect(dm.statusCode).toBe(200);
    expect(dm.json().content).toBe('you ****, **** off Z\u0300\u0301\u0302');
  });

  it('leaves innocent words alone', async () => {
    t.clock.advance(10_000);
    const text = 'An assassin in classic Sussex: a cocktail with Dickens in Penistone';
    expect((await say(t.app, ann, text, { waveId })).json().content).toBe(text);
  });

  it('refuses a message that is nothing but invisible characters, storing nothing', async () => {
    t.clock.advance(10_000);
    const res = await say(t.app, ann, '\u200B\u2060\u202E \uFEFF', { waveId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Message cannot be empty');
  });
});

describe('the filter configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'coinwave-filter-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const base = { DATA_DIR: dir };

  it('is the built-in list plus CHAT_FILTER_WORDS and the lines of CHAT_FILTER_FILE', () => {
    const file = path.join(dir, 'words.txt');
    writeFileSync(file, '# house words\nlemons\n\n  melon*  \n');
    const words = loadConfig({
      ...base,
      CHAT_FILTER_WORDS: 'bananas, kiwi',
      CHAT_FILTER_FILE: file,
    }).chatFilterWords;
    expect(words).toEqual([...DEFAULT_FILTER_WORDS, 'bananas', 'kiwi', 'lemons', 'melon*']);
    expect(loadConfig(base).chatFilterWords).toEqual(DEFAULT_FILTER_WORDS);
    expect(
      loadConfig({ ...base, CHAT_FILTER_DEFAULTS: '0', CHAT_FILTER_WORDS: 'kiwi' }).chatFilterWords,
    ).toEqual(['kiwi']);
  });

  it('stops the start with one line naming a bad word or an unreadable file', () => {
    expect(() => loadConfig({ ...base, CHAT_FILTER_WORDS: 'two words' })).toThrow(
      'Invalid configuration: chat filter words are 1-64 letters or digits, optionally ending in * (got "two words")',
    );
    expect(() => loadConfig({ ...base, CHAT_FILTER_FILE: path.join(dir, 'missing.txt') })).toThrow(
      'Invalid configuration: CHAT_FILTER_FILE cannot be read (ENOENT)',
    );
  });
});
