import {
  ReconnectingSocket,
  type ReconnectingSocketOptions,
  type SocketStatus,
} from '@coinwave/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { register, type Player } from '../src/test/http-player';
import { startServer, type ServerProcess, seededRandom } from './server';

// 1,000 sockets dropped at once reconnect with jitter: 1,000 authenticated sockets (10 users × 100
// tabs) on the built server, which is then killed (SIGKILL: no close frame, every socket just
// breaks) and started again on the same data. Each socket reconnects with the api-contract's
// ReconnectingSocket and its backoff: all must be back within 60 s of the kill, and in no second
// after it may more than a third of them reconnect. SOCKETS_SEED replays the jitter's draws.

const USERS = 10;
const TABS = 100;
const SOCKETS = USERS * TABS;
// A test knob, not server configuration.
// eslint-disable-next-line no-restricted-properties
const seed = Number(process.env.SOCKETS_SEED ?? Date.now() % 2 ** 31);

interface Tab {
  socket: ReconnectingSocket;
  /** Every time (Date.now()) the socket opened. */
  opens: number[];
  status: SocketStatus;
}

describe('1,000 sockets dropped at once', () => {
  let server: ServerProcess;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    server = await startServer({
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      WS_MAX_SOCKETS_PER_USER: String(TABS),
    });
  });
  afterAll(async () => {
    tabs.forEach((t) => t.socket.close());
    await server?.dispose();
  });

  function openTab(player: Player, random: () => number): Promise<Tab> {
    return new Promise((resolve) => {
      const tab: Tab = { opens: [], status: 'connecting' } as unknown as Tab;
      const options: ReconnectingSocketOptions = {
        url: `${server.base.replace('http', 'ws')}/ws`,
        onMessage: () => undefined,
        onStatus: (status) => {
          tab.status = status;
          if (status !== 'open') return;
          tab.opens.push(Date.now());
          if (tab.opens.length === 1) resolve(tab);
        },
        // The browser sends the cookie and the page's Origin; ws is told to.
        createSocket: (url) =>
          new WebSocket(url, {
            headers: { cookie: player.cookie, origin: server.base },
          }) as unknown as ReturnType<NonNullable<ReconnectingSocketOptions['createSocket']>>,
        random,
      };
      tab.socket = new ReconnectingSocket(options);
    });
  }

  it('are all back within 60 s, no more than a third of them in any one second', async () => {
    const random = seededRandom(seed);
    const players = await Promise.all(Array.from({ length: USERS }, () => register(server.base)));
    // Opened a hundred at a time: the setup is not the storm under test.
    for (let i = 0; i < SOCKETS; i += 100)
      tabs.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, k) => openTab(players[(i + k) % USERS]!, random)),
        )),
      );
    expect(tabs.filter((t) => t.status === 'open')).toHaveLength(SOCKETS);

    const killedAt = Date.now();
    await server.kill('SIGKILL');
    await server.restart();
    const upAfterMs = Date.now() - killedAt;

    const back = () => tabs.filter((t) => t.opens.length >= 2).length;
    while (back() < SOCKETS && Date.now() - killedAt < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 250));

    const delays = tabs.map((t) => (t.opens[1] ?? Infinity) - killedAt);
    const perSecond = new Map<number, number>();
    for (const d of delays) {
      const second = Math.floor(d / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    const busiest = Math.max(...perSecond.values());
    const report =
      `seed ${seed} (SOCKETS_SEED to replay), server up again after ${upAfterMs} ms, ` +
      `per second: ${JSON.stringify([...perSecond].sort((a, b) => a[0] - b[0]))}`;
    console.info(report);

    expect(back(), report).toBe(SOCKETS);
    expect(Math.max(...delays), report).toBeLessThan(60_000);
    expect(busiest, report).toBeLessThanOrEqual(Math.floor(SOCKETS / 3));
  });
});
