import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  COMMITMENT_GENESIS,
  commitmentMessage,
  verifyCommitments,
  type SeedCommitment,
} from './commitments';

const sha256 = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const seed = (n: number) => createHash('sha256').update(`seed-${n}`).digest('hex');

/** A chain of `n` entries, oldest first, each revealed but the newest. */
async function chain(n: number): Promise<SeedCommitment[]> {
  const entries: SeedCommitment[] = [];
  for (let seq = 1; seq <= n; seq++) {
    const fields = {
      seq,
      prevHash: entries.at(-1)?.entryHash ?? COMMITMENT_GENESIS,
      serverSeedHash: await sha256(seed(seq)),
      holder: `anon-${'0'.repeat(15)}${seq % 2}`,
      activatedAt: new Date(Date.UTC(2030, 0, 1, 12, seq)).toISOString(),
    };
    entries.push({
      ...fields,
      entryHash: await sha256(commitmentMessage(fields)),
      revealedSeed: seq < n ? seed(seq) : null,
      revealedAt: seq < n ? fields.activatedAt : null,
    });
  }
  return entries;
}

describe('the commitment message', () => {
  it('is five fields under a version line, one per line', () => {
    expect(
      commitmentMessage({
        seq: 7,
        prevHash: 'a'.repeat(64),
        serverSeedHash: 'b'.repeat(64),
        holder: 'anon-0123456789abcdef',
        activatedAt: '2030-01-01T12:00:00.000Z',
      }),
    ).toBe(
      `coinwave-seed-commitment-v1\n7\n${'a'.repeat(64)}\n${'b'.repeat(64)}\nanon-0123456789abcdef\n2030-01-01T12:00:00.000Z`,
    );
  });
});

describe('verifyCommitments', () => {
  it('accepts an intact chain, newest first, page by page with the link to the next page', async () => {
    const newestFirst = (await chain(6)).reverse();
    expect(await verifyCommitments(newestFirst, sha256)).toEqual({
      ok: true,
      checked: 6,
      problems: [],
    });
    const check = await verifyCommitments(newestFirst.slice(0, 3), sha256, newestFirst[3]);
    expect(check.ok).toBe(true);
  });

  it('finds an entry changed without its hash, and a chain rewritten from an entry on', async () => {
    const entries = (await chain(5)).reverse();
    const altered = entries.map((e) =>
      e.seq === 3 ? { ...e, holder: 'anon-ffffffffffffffff' } : e,
    );
    expect((await verifyCommitments(altered, sha256)).problems).toEqual([
      'Entry #3: its hash does not match what it records',
    ]);
    // Re-hashing the altered entry breaks the link from the next one instead.
    const rehashed = await Promise.all(
      altered.map(async (e) =>
        e.seq === 3 ? { ...e, entryHash: await sha256(commitmentMessage(e)) } : e,
      ),
    );
    expect((await verifyCommitments(rehashed, sha256)).problems).toEqual([
      'Entry #4 does not link to entry #3',
    ]);
  });

  it('finds a revealed seed that is not the committed one, a gap and a false start', async () => {
    const entries = (await chain(4)).reverse();
    const wrongSeed = entries.map((e) => (e.seq === 2 ? { ...e, revealedSeed: seed(99) } : e));
    expect((await verifyCommitments(wrongSeed, sha256)).problems).toEqual([
      'Entry #2: the revealed seed does not hash to the commitment',
    ]);
    const gap = entries.filter((e) => e.seq !== 2);
    expect((await verifyCommitments(gap, sha256)).problems).toEqual([
      'Entries #1 and #3 are not consecutive',
    ]);
    const first = entries.at(-1)!;
    const falseStart = { ...first, prevHash: 'f'.repeat(64) };
    const rehashed = { ...falseStart, entryHash: await sha256(commitmentMessage(falseStart)) };
    expect((await verifyCommitments([rehashed], sha256)).problems).toEqual([
      'Entry #1 does not start the chain',
    ]);
  });
});
