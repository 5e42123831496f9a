import { routes, type GameKind, type ServerMessage } from '@coinwave/api-contract';
import { startHand, type BlackjackState } from '@coinwave/blackjack-engine';
import { hashServerSeed, roundRng, type Card } from '@coinwave/game-core';
import { startRound } from '@coinwave/slots-engine';
import type { LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../app';
import type { SeedSource } from '../features/fairness/fairness.service';
import type { HubClient } from '../features/realtime/realtime.hub';
import { call, type CallInput, type Signed } from './api';

/**
 * A deterministic seed source: the n-th server seed handed out is SHA-256('coinwave-test-seed-n'),
 * so a test knows every seed in advance (and can check none leaks before it is revealed).
 */
export class FixedSeeds implements SeedSource {
  readonly issued: string[] = [];
  private count = 0;
  serverSeed = (): string => {
    const seed = createHash('sha256').update(`coinwave-test-seed-${this.count++}`).digest('hex');
    this.issued.push(seed);
    return seed;
  };
  clientSeed = (): string => `client-${this.count}`;
  private readonly revealed = new Set<string>();
  /** The seed whose hash is `hash` (what the server committed to). */
  byHash(hash: string): string {
    const seed = this.issued.find((s) => hashServerSeed(s) === hash);
    if (!seed) throw new Error(`no issued seed hashes to ${hash}`);
    return seed;
  }
  /** Marks the seed of `hash` as revealed (about to be, by a rotation): no longer a secret. */
  reveal(hash: string): string {
    const seed = this.byHash(hash);
    this.revealed.add(seed);
    return seed;
  }
  /** The issued seeds not revealed yet: what no reply or socket frame may carry. */
  secret(): string[] {
    return this.issued.filter((s) => !this.revealed.has(s));
  }
}

/** A client seed whose round at `nonce`, for this server seed, makes `satisfied` true. */
function searchClientSeed(prefix: string, satisfied: (clientSeed: string) => boolean): string {
  for (let i = 0; ; i++) if (satisfied(`${prefix}-${i}`)) return `${prefix}-${i}`;
}

/** A client seed whose slots round at `nonce` triggers the balloon bonus (or not). */
export function slotsSeedFor(serverSeed: string, nonce: number, bonus: boolean, bet = 50): string {
  return searchClientSeed(
    'search',
    (c) => (startRound(bet, roundRng(serverSeed, c, nonce)).bonus !== null) === bonus,
  );
}

/** A client seed whose blackjack hand (bet 50) at `nonce` satisfies `want`. */
export function blackjackSeedWhere(
  serverSeed: string,
  nonce: number,
  want: (s: BlackjackState) => boolean,
): string {
  return searchClientSeed('bj', (c) => want(startHand(50, roundRng(serverSeed, c, nonce))));
}

/** What must not appear in any reply or socket frame (yet). */
export interface Secrets {
  /** Unrevealed server seeds. */
  strings: () => Iterable<string>;
  /** Cards this reply must not show (its round's deck, a hidden hole card, the house's hole cards). */
  hiddenCards?: (reply: unknown) => Promise<Iterable<Card>>;
}

const cardKey = (c: { suit: unknown; rank: unknown }) => `${String(c.rank)}-${String(c.suit)}`;

/**
 * Walks a JSON value and fails on a secret: an unrevealed server seed anywhere in a string, a
 * `deck` field, a hidden card, or an unpopped balloon that says more than its id.
 */
export async function assertNoSecrets(
  value: unknown,
  secrets: Secrets,
  where = 'reply',
): Promise<void> {
  const strings = [...secrets.strings()];
  const hidden = new Set([...((await secrets.hiddenCards?.(value)) ?? [])].map(cardKey));
  const walk = (v: unknown, path: string): void => {
    if (typeof v === 'string') {
      for (const s of strings)
        expect(v.includes(s), `${where} ${path} carries an unrevealed server seed`).toBe(false);
      return;
    }
    if (typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`));
    const o = v as Record<string, unknown>;
    expect(Object.keys(o), `${where} ${path} has a deck`).not.toContain('deck');
    if ('suit' in o && 'rank' in o)
      expect(
        hidden.has(cardKey(o as { suit: unknown; rank: unknown })),
        `${where} ${path} shows hidden card ${cardKey(o as never)}`,
      ).toBe(false);
    if (o.popped === false)
      expect(Object.keys(o).sort(), `${where} ${path}: an unpopped balloon says too much`).toEqual([
        'id',
        'popped',
      ]);
    for (const [k, x] of Object.entries(o)) walk(x, `${path}.${k}`);
  };
  walk(value, '');
}

/** Records every socket frame the hub delivers to a user's tabs and to a wave room. */
export class FrameTap {
  readonly frames: ServerMessage[] = [];
  private readonly client: HubClient;
  constructor(
    private readonly app: App,
    userId: string,
    waveId: string,
  ) {
    this.client = {
      userId,
      waveId: null,
      send: (data: string) => this.frames.push(JSON.parse(data) as ServerMessage),
    };
    app.ctx.realtime.add(this.client);
    app.ctx.realtime.join(this.client, waveId);
  }
  /** Disconnects it, as a closed tab. */
  close(): void {
    this.app.ctx.realtime.remove(this.client);
  }
}

/** A signed-in player with a game of one kind; every reply passes the secret scan. */
export class Player {
  constructor(
    readonly app: App,
    readonly who: Signed,
    readonly secrets: Secrets,
    readonly replies: LightMyRequestResponse[] = [],
  ) {}

  async call(
    route: Parameters<typeof call>[1],
    input: CallInput = {},
  ): Promise<LightMyRequestResponse> {
    const res = await call(this.app, route, { cookie: this.who.cookie, ...input });
    await assertNoSecrets(res.json(), this.secrets, `${route.method} ${route.path}`);
    this.replies.push(res);
    return res;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read loosely here; the assertions check them
  async ok<T = any>(route: Parameters<typeof call>[1], input: CallInput = {}): Promise<T> {
    const res = await this.call(route, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }

  async refused(
    route: Parameters<typeof call>[1],
    input: CallInput,
    status: number,
    error?: RegExp,
  ): Promise<string> {
    const res = await this.call(route, input);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as { error: unknown };
    expect(typeof body.error).toBe('string');
    if (error) expect(body.error).toMatch(error);
    return body.error as string;
  }

  async openGame(kind: GameKind): Promise<string> {
    return (await this.ok<{ id: string }>(routes.createGame, { body: { kind } })).id;
  }

  async coins(): Promise<number> {
    return (await this.ok<{ coins: number }>(routes.me)).coins;
  }
}
