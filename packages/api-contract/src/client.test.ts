import { describe, expect, it } from 'vitest';
import type { ApiError } from './client';
import { callRoute, routeUrl } from './client';
import { routes } from './routes';

describe('callRoute', () => {
  it('sends JSON with credentials and parses the reply', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }) as unknown as typeof fetch;
    const reply = await callRoute(
      routes.contact,
      { body: { name: 'a', email: 'a@b.co', category: 'general', subject: 's', message: 'm' } },
      { fetch: fakeFetch },
    );
    expect(reply).toEqual({ ok: true });
    expect(calls[0]!.url).toBe('/api/contact');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.method).toBe('POST');
  });

  it("throws '{status}: {body}' on a non-OK status and reads the error field", async () => {
    const fakeFetch = (async () =>
      new Response('{"error":"Username taken"}', { status: 409 })) as unknown as typeof fetch;
    const failure = callRoute(
      routes.register,
      { body: { username: 'abc', email: 'a@b.co', password: 'password1' } },
      { fetch: fakeFetch },
    );
    await expect(failure).rejects.toThrow('409: {"error":"Username taken"}');
    await failure.catch((e: ApiError) => expect(e.error).toBe('Username taken'));
  });

  it('sends the Idempotency-Key only when the call has one', async () => {
    const seen: Array<Record<string, string>> = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      seen.push(init.headers as Record<string, string>);
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const input = { params: { gameId: 'g1' }, body: { action: 'hit' as const, step: 2 } };
    await callRoute(routes.blackjackAction, input, { fetch: fakeFetch, idempotencyKey: 'k-1_A' });
    await callRoute(routes.blackjackAction, input, { fetch: fakeFetch });
    expect(seen[0]).toMatchObject({
      'Idempotency-Key': 'k-1_A',
      'content-type': 'application/json',
    });
    expect(Object.keys(seen[1]!)).not.toContain('Idempotency-Key');
  });

  it('fills and encodes path parameters', () => {
    expect(routeUrl(routes.conversation, { params: { id: 'a b', otherId: 'c/d' } })).toBe(
      '/api/users/a%20b/messages/private/c%2Fd',
    );
    expect(() => routeUrl(routes.contacts, { params: {} })).toThrow(/Missing path parameter/);
  });
});
