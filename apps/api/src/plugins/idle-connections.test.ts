import { routes } from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { PRODUCTION_SCRYPT } from '../features/auth/password';

// The idle cut (CONNECTION_IDLE_TIMEOUT_MS) is for connections that send nothing. A request the
// server is still working on is not idle: it must get its answer however long its work waits.

describe('the idle cut spares requests in progress', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // The shortest idle cut, and sign-ups at production cost: 12 at once queue behind the scrypt
    // limit (2 at a time, ~0.3 s or more each), so the last answers well after a second.
    t = await createTestApp(
      { CONNECTION_IDLE_TIMEOUT_MS: '1000', REGISTRATIONS_PER_IP_PER_HOUR: '1000' },
      { passwordCost: PRODUCTION_SCRYPT },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers every queued sign-up, even those that waited past the idle cut', async () => {
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(base + routes.register.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({
            username: `idle_${i}_${started.toString(36).slice(-4)}`,
            email: `idle${i}@example.com`,
            password: 'correct horse',
          }),
        }).then((res) => res.status),
      ),
    );
    // The test proves something only if some sign-ups did wait past the idle cut.
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
  });
});
