import { fillPath, routes, type GameKind, type RouteDef, type User } from '@coinwave/api-contract';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { firstCookie, httpRequest } from './http-request';
import { SocketClient } from './socket-client';

// A player of a real API process over HTTP and its socket, for the tests that start the
// server as a process (the cluster tests, the fault suite): signs up, calls routes, and plays any
// unfinished round to its end as the web client resumes one.

/** A player talking HTTP to one address (an instance, or the balancer). */
export class Player {
  cookie = '';
  user!: User;
  constructor(public base: string) {}

  async call(
    route: RouteDef,
    input: {
      params?: Record<string, string>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = {
      ...input.headers,
      cookie: this.cookie,
      origin: this.base,
    };
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const res = await httpRequest(this.base + fillPath(route.path, input.params), {
      method: route.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    this.cookie = firstCookie(res) ?? this.cookie;
    return {
      status: res.status,
      body: res.text ? (JSON.parse(res.text) as Record<string, unknown>) : {},
      text: res.text,
      replayed: res.headers['idempotent-replayed'] === 'true',
    };
  }

  async ok<T = Record<string, unknown>>(
    route: RouteDef,
    input: { params?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const res = await this.call(route, input);
    if (res.status !== 200)
      throw new Error(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  }

  /** The same player (session) talking to another address. */
  via(base: string): Player {
    const other = new Player(base);
    other.cookie = this.cookie;
    other.user = this.user;
    return other;
  }

  async socket(base = this.base): Promise<SocketClient> {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
      headers: { cookie: this.cookie, origin: base },
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new SocketClient(ws);
  }
}

let counter = 0;
export async function register(base: string): Promise<Player> {
  const p = new Player(base);
  counter += 1;
  const username = `c${counter}_${randomBytes(3).toString('hex')}`;
  p.user = await p.ok<User>(routes.register, {
    body: { username, email: `${username}@example.com`, password: 'correct horse' },
  });
  return p;
}

/** Plays every unfinished round of the player to its end (the resume a cut request calls for); returns how many. */
export async function finishOpenRounds(p: Player): Promise<number> {
  const open = await p.ok<Array<{ game: GameKind; gameId: string }>>(routes.openRounds);
  for (const round of open) {
    const params = { gameId: round.gameId };
    if (round.game === 'blackjack') {
      let reply = await p.ok<HandLike>(routes.blackjackTable, { params });
      while (reply.view.phase === 'playing')
        reply = await p.ok<HandLike>(routes.blackjackAction, { params, body: { action: 'stand' } });
    } else if (round.game === 'slots') {
      const table = await p.ok<{
        current:
          | (SlotsLike & { bonus: { balloons: Array<{ id: number; popped: boolean }> } | null })
          | null;
      }>(routes.slotsTable, { params });
      let reply: SlotsLike | null = table.current;
      for (const balloon of table.current?.bonus?.balloons ?? []) {
        if (!reply?.bonus || reply.bonus.phase === 'finished') break;
        if (!balloon.popped)
          reply = await p.ok<SlotsLike>(routes.slotsPop, {
            params,
            body: { balloonId: balloon.id },
          });
      }
    } else if (round.game === 'poker') {
      let reply = await p.ok<PokerLike>(routes.pokerTable, { params });
      while (reply.view && !reply.view.handOver)
        reply = await p.ok<PokerLike>(routes.pokerAction, { params, body: { action: 'fold' } });
    }
  }
  return open.length;
}

export type SlotsLike = { bonus: { phase: string } | null };
export type HandLike = { view: { phase: string } };
export type PokerLike = { view: { handOver: boolean } | null };
