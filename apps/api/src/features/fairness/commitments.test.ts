import {
  COMMITMENT_GENESIS,
  commitmentMessage,
  routes,
  verifyCommitments,
  type CommitmentsPage,
  type SeedCommitment,
} from '@coinwave/api-contract';
import { hashServerSeed } from '@coinwave/game-core';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/database';
import { call, signUp } from '../../test/api';
import { createTestApp, TEST_SCRYPT, type TestApp } from '../../test/harness';
import { FixedSeeds, Player } from '../../test/rounds';

const sha256 = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The whole log, newest first, read page by page through the public route (no cookie). */
async function wholeLog(app: App): Promise<CommitmentsPage['entries']> {
  const entries: SeedCommitment[] = [];
  let before: number | null = null;
  do {
    const res = await call(app, routes.commitments, {
      query: { limit: '3', ...(before === null ? {} : { before: String(before) }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<CommitmentsPage>();
    entries.push(...page.entries);
    before = page.nextBefore;
  } while (before !== null);
  return entries;
}

async function head(app: App) {
  return (await call(app, routes.commitments, { query: { limit: '1' } })).json<CommitmentsPage>()
    .head;
}

/** Runs a statement and returns the database's refusal (or fails when it was accepted). */
async function refusal(db: Db, statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await statement.execute(db);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the database accepted the statement');
}

describe('the public log of seed commitments', () => {
  let t: TestApp;
  const seeds = new FixedSeeds();
  const secrets = { strings: () => seeds.secret() };
  beforeAll(async () => (t = await createTestApp({}, { seedSource: seeds })));
  afterAll(() => t.close());
  const player = async () => new Player(t.app, await signUp(t.app), secrets);

  it('enters a seed when it becomes active, before its first round, and its reveal when rotated', async () => {
    const p = await player();
    const slots = await p.openGame('slots');
    const fairness = await p.ok(routes.fairness);
    // Opening the table committed the seed: it is the newest entry, before any round.
    const [entry] = (await wholeLog(t.app)).filter((e) => e.holder === fairness.holder);
    expect(entry).toEqual({
      seq: expect.any(Number),
      serverSeedHash: fairness.serverSeedHash,
      holder: fairness.holder,
      activatedAt: t.clock.now().toISOString(),
      prevHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      entryHash: await sha256(commitmentMessage(entry!)),
      revealedSeed: null,
      revealedAt: null,
    });
    t.clock.advance(60_000);
    const spun = await p.ok(routes.slotsSpin, { params: { gameId: slots }, body: { bet: 10 } });
    expect(spun.round.serverSeedHash).toBe(entry!.serverSeedHash);
    expect(Date.parse(entry!.activatedAt)).toBeLessThan(t.clock.now().getTime());

    const before = await head(t.app);
    seeds.reveal(fairness.serverSeedHash);
    t.clock.advance(60_000);
    const rotated = await p.ok(routes.rotateSeed);
    const mine = (await wholeLog(t.app)).filter((e) => e.holder === fairness.holder);
    expect(mine).toHaveLength(2);
    const [next, old] = mine as [SeedCommitment, SeedCommitment];
    expect(old.revealedSeed).toBe(rotated.revealed.serverSeed);
    expect(hashServerSeed(old.revealedSeed!)).toBe(old.serverSeedHash);
    expect(old.revealedAt).toBe(t.clock.now().toISOString());
    // The reveal changed nothing the entry's hash covers.
    expect(old.entryHash).toBe(entry!.entryHash);
    expect(next).toMatchObject({
      seq: before!.seq + 1,
      prevHash: before!.entryHash,
      serverSeedHash: rotated.fairness.serverSeedHash,
      revealedSeed: null,
    });
    expect(await head(t.app)).toEqual({ seq: next.seq, entryHash: next.entryHash });
  });

  it('is one intact chain from entry 1, paged newest first, and finds an entry by its seed hash', async () => {
    for (let i = 0; i < 3; i++) await (await player()).ok(routes.fairness);
    const log = await wholeLog(t.app);
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => log.length - i));
    expect(log.at(-1)!.prevHash).toBe(COMMITMENT_GENESIS);
    expect(await verifyCommitments(log, sha256)).toEqual({
      ok: true,
      checked: log.length,
      problems: [],
    });
    const picked = log[2]!;
    const found = await call(t.app, routes.commitments, {
      query: { seedHash: picked.serverSeedHash },
    });
    expect(found.json()).toEqual({
      entries: [picked],
      head: { seq: log[0]!.seq, entryHash: log[0]!.entryHash },
      nextBefore: null,
    });
    const none = await call(t.app, routes.commitments, { query: { seedHash: 'a'.repeat(64) } });
    expect(none.json().entries).toEqual([]);
  });

  it('validates the query strictly', async () => {
    const bad: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '101' },
      { limit: 'ten' },
      { before: '0' },
      { before: '-1' },
      { seedHash: 'A'.repeat(64) },
      { seedHash: 'abc' },
      { page: '2' },
    ];
    for (const query of bad) {
      const res = await call(t.app, routes.commitments, { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('is kept append-only and one chain by the database itself', async () => {
    const p = await player();
    const { serverSeedHash } = await p.ok(routes.fairness);
    // A revealed entry of its own: the test may run before any other rotated a seed.
    seeds.reveal(serverSeedHash);
    await p.ok(routes.rotateSeed);
    const db = t.app.ctx.db;
    const top = (await head(t.app))!;
    const refusals = [
      await refusal(
        db,
        sql`update seed_commitments set holder = 'anon-0000000000000000' where seq = ${top.seq}`,
      ),
      await refusal(db, sql`delete from seed_commitments where seq = ${top.seq}`),
      // A fork: an entry that does not follow the head.
      await refusal(
        db,
        sql`insert into seed_commitments (seq, seed_id, server_seed_hash, holder, activated_at, prev_hash, entry_hash)
          values (${top.seq}, 'x', ${'a'.repeat(64)}, 'anon-0000000000000000', '2030-01-01T00:00:00.000Z', ${top.entryHash}, ${'b'.repeat(64)})`,
      ),
      await refusal(
        db,
        sql`insert into seed_commitments (seq, seed_id, server_seed_hash, holder, activated_at, prev_hash, entry_hash)
          values (${top.seq + 1}, 'x', ${'a'.repeat(64)}, 'anon-0000000000000000', '2030-01-01T00:00:00.000Z', ${'c'.repeat(64)}, ${'b'.repeat(64)})`,
      ),
    ];
    expect(refusals[0]).toMatch(/append-only/);
    expect(refusals[1]).toMatch(/append-only/);
    expect(refusals[2]).toMatch(/one chain/);
    expect(refusals[3]).toMatch(/one chain/);
    // A revealed seed is added once and never changed.
    const revealed = (await wholeLog(t.app)).find((e) => e.revealedSeed !== null)!;
    expect(
      await refusal(
        db,
        sql`update seed_commitments set revealed_seed = ${'d'.repeat(64)} where seq = ${revealed.seq}`,
      ),
    ).toMatch(/append-only/);
    if (t.app.database.dialect === 'postgres')
      expect(await refusal(db, sql`truncate seed_commitments`)).toMatch(/append-only/);
    expect(await head(t.app)).toEqual(top);
  });
});

describe('a rewritten log is detected', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('finds an altered entry, a re-hashed one, and a whole rewrite changes the head', async () => {
    for (let i = 0; i < 5; i++)
      await call(t.app, routes.fairness, { cookie: (await signUp(t.app)).cookie });
    const noted = await head(t.app);
    const db = t.app.ctx.db;
    // Someone with write access to the database turns the guard off, as an attacker could.
    if (t.app.database.dialect === 'postgres')
      await sql`alter table seed_commitments disable trigger user`.execute(db);
    else await sql`drop trigger seed_commitments_reveal_once`.execute(db);

    await sql`update seed_commitments set holder = 'anon-ffffffffffffffff' where seq = 3`.execute(
      db,
    );
    expect((await verifyCommitments(await wholeLog(t.app), sha256)).problems).toEqual([
      'Entry #3: its hash does not match what it records',
    ]);

    // Re-hashing the altered entry moves the break to the link from entry 4.
    const third = (await wholeLog(t.app)).find((e) => e.seq === 3)!;
    const rehashed = await sha256(commitmentMessage(third));
    await sql`update seed_commitments set entry_hash = ${rehashed} where seq = 3`.execute(db);
    expect((await verifyCommitments(await wholeLog(t.app), sha256)).problems).toEqual([
      'Entry #4 does not link to entry #3',
    ]);

    // Rewriting every later entry makes the chain consistent again, but its head is not the one
    // noted before: whoever kept the head sees the history was rewritten.
    let prev = rehashed;
    for (const e of (await wholeLog(t.app)).filter((x) => x.seq > 3).reverse()) {
      const entryHash = await sha256(commitmentMessage({ ...e, prevHash: prev }));
      await sql`update seed_commitments set prev_hash = ${prev}, entry_hash = ${entryHash} where seq = ${e.seq}`.execute(
        db,
      );
      prev = entryHash;
    }
    expect((await verifyCommitments(await wholeLog(t.app), sha256)).ok).toBe(true);
    const rewritten = await head(t.app);
    expect(rewritten!.seq).toBe(noted!.seq);
    expect(rewritten!.entryHash).not.toBe(noted!.entryHash);
  });
});

describe('two instances activating seeds at once', () => {
  let t: TestApp;
  let other: App;
  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp(loadConfig(t.env), { now: t.clock.now, passwordCost: TEST_SCRYPT });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('still make one chain (appends are serialised across instances)', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    // First seeds and rotations, half on each instance, all at once.
    const first = await Promise.all(
      players.map((p, i) => call(i % 2 ? other : t.app, routes.fairness, { cookie: p.cookie })),
    );
    expect(first.map((r) => r.statusCode)).toEqual(players.map(() => 200));
    const rotations = await Promise.all(
      players.map((p, i) => call(i % 2 ? t.app : other, routes.rotateSeed, { cookie: p.cookie })),
    );
    expect(rotations.map((r) => r.statusCode)).toEqual(players.map(() => 200));
    const log = await wholeLog(other);
    expect(log).toHaveLength(24);
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => 24 - i));
    expect(await verifyCommitments(log, sha256)).toMatchObject({ ok: true, checked: 24 });
    expect(new Set(log.map((e) => e.holder)).size).toBe(12);
  });
});
