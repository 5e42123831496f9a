import WebSocket from 'ws';
import type { Signed } from './api';
import type { TestApp } from './harness';
import { SocketClient } from './socket-client';

/**
 * Real sockets to a listening test app: `connect(who, waveId?)` opens one with the player's
 * session (joined to the wave's room when a wave is given, after the server confirmed it);
 * `closeAll()` closes what is still open.
 */
export async function liveSockets(t: TestApp) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = address.replace('http', 'ws') + '/ws';
  const open: SocketClient[] = [];
  return {
    async connect(who: Signed, waveId?: string): Promise<SocketClient> {
      const ws = new WebSocket(url, { headers: { cookie: who.cookie, origin: address } });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('unexpected-response', (_req, res) =>
          reject(new Error(`socket refused: ${res.statusCode}`)),
        );
        ws.once('error', reject);
      });
      const client = new SocketClient(ws);
      open.push(client);
      if (waveId) {
        client.send({ type: 'wave_join', waveId });
        await client.next('online', (m) => m.payload.waveId === waveId);
      }
      return client;
    },
    closeAll(): void {
      open.forEach((c) => c.close());
    },
  };
}

/** Resolves with the close code when the socket closes. */
export function closed(client: SocketClient): Promise<number> {
  if (client.ws.readyState === WebSocket.CLOSED) return Promise.resolve(-1);
  return new Promise((resolve) => client.ws.once('close', (code) => resolve(code)));
}
