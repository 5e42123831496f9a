import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_SERVER_ENTRY, builtServerEnv, CHROMIUM_ARGS, freePort } from './index.mjs';

describe('local server helpers', () => {
  it('finds a port that can be listened on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('puts the built server on 127.0.0.1 with its own data folder, quietly', () => {
    expect(builtServerEnv(4321, '/tmp/data')).toEqual({
      PORT: '4321',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/data',
      LOG_LEVEL: 'warn',
    });
    expect(API_SERVER_ENTRY).toMatch(/apps\/api\/dist\/server\.js$/);
    expect(CHROMIUM_ARGS).toContain('--no-sandbox');
  });
});
