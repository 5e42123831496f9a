import { routes } from '@coinwave/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, INTENT_RETRY_DELAYS_MS, intent, newIdempotencyKey } from './api';

/** The Idempotency-Key of each request the stubbed fetch saw. */
function stubFetch(answers: Array<() => Promise<Response>>) {
  const keys: Array<string | undefined> = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return { keys, fetch };
}
const ok = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body)));
const status = (code: number) => () =>
  Promise.resolve(new Response(JSON.stringify({ error: `refused ${code}` }), { status: code }));
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

const spin = { params: { gameId: 'g1' }, body: { bet: 10 } };

describe('intent (state-changing calls)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('makes keys the server accepts, a new one each time, in the order they were made', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    vi.setSystemTime(Date.UTC(2026, 11, 6, 12, 0, 0, 0));
    const first = newIdempotencyKey();
    vi.setSystemTime(Date.UTC(2026, 11, 6, 12, 0, 0, 1));
    const next = newIdempotencyKey();
    expect(first.slice(0, 12)).toBe(Date.UTC(2026, 11, 6, 12).toString(16).padStart(12, '0'));
    expect(first < next).toBe(true);
    expect(next.slice(12)).not.toBe(first.slice(12));
  });

  it('retries a call that got no answer with the same key, and a new intent gets a new key', async () => {
    const { keys } = stubFetch([networkDown, status(503), ok({ balance: 1 }), ok({ balance: 2 })]);
    const first = intent(routes.slotsSpin, spin);
    await vi.advanceTimersByTimeAsync(INTENT_RETRY_DELAYS_MS[0] + INTENT_RETRY_DELAYS_MS[1]);
    await expect(first).resolves.toEqual({ balance: 1 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);

    await expect(intent(routes.slotsSpin, spin)).resolves.toEqual({ balance: 2 });
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('does not retry a refusal, and gives up after the last retry', async () => {
    const refused = stubFetch([status(409)]);
    await expect(intent(routes.slotsSpin, spin)).rejects.toThrow(/^409: /);
    expect(refused.keys).toHaveLength(1);

    const down = stubFetch([networkDown, networkDown, networkDown]);
    const failing = intent(routes.slotsSpin, spin);
    const settled = expect(failing).rejects.toThrow(TypeError);
    await vi.advanceTimersByTimeAsync(INTENT_RETRY_DELAYS_MS[0] + INTENT_RETRY_DELAYS_MS[1]);
    await settled;
    expect(down.keys).toHaveLength(1 + INTENT_RETRY_DELAYS_MS.length);
    expect(new Set(down.keys).size).toBe(1);
  });
});

describe('api (one call)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the request in a later task, not in the code that asked for it', async () => {
    const { fetch } = stubFetch([ok({ status: 'ok' })]);
    const answer = api(routes.health, {});
    expect(fetch).not.toHaveBeenCalled();
    await expect(answer).resolves.toEqual({ status: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
