import {
  COMMITMENT_GENESIS,
  commitmentMessage,
  type CommitmentsPage,
  type SeedCommitment,
} from '@coinwave/api-contract';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSeedAgainstLog, sha256Text, type FetchCommitments } from './commitment-check';

const sha256 = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const seed = (n: number) => createHash('sha256').update(`s${n}`).digest('hex');

async function log(n: number): Promise<SeedCommitment[]> {
  const entries: SeedCommitment[] = [];
  for (let seq = 1; seq <= n; seq++) {
    const fields = {
      seq,
      prevHash: entries.at(-1)?.entryHash ?? COMMITMENT_GENESIS,
      serverSeedHash: await sha256(seed(seq)),
      holder: 'anon-00000000000000aa',
      activatedAt: '2030-01-01T12:00:00.000Z',
    };
    entries.push({
      ...fields,
      entryHash: await sha256(commitmentMessage(fields)),
      revealedSeed: seed(seq),
      revealedAt: '2030-01-01T13:00:00.000Z',
    });
  }
  return entries;
}

/** The API over an in-memory log (oldest first), as the route pages it. */
function api(entries: SeedCommitment[]): FetchCommitments & { calls: number } {
  const fetchPage = async (q: { limit?: string; before?: string; seedHash?: string }) => {
    fetchPage.calls += 1;
    const newest = [...entries].reverse();
    const head = newest[0] ? { seq: newest[0].seq, entryHash: newest[0].entryHash } : null;
    if (q.seedHash)
      return {
        entries: newest.filter((e) => e.serverSeedHash === q.seedHash),
        head,
        nextBefore: null,
      } satisfies CommitmentsPage;
    const limit = Number(q.limit ?? 20);
    const rows = newest.filter((e) => q.before === undefined || e.seq < Number(q.before));
    const page = rows.slice(0, limit);
    return {
      entries: page,
      head,
      nextBefore: page.length === limit && page.at(-1)!.seq > 1 ? page.at(-1)!.seq : null,
    };
  };
  fetchPage.calls = 0;
  return fetchPage;
}

describe('checking a revealed seed against the log', () => {
  it('finds its entry and checks every entry from the head down to it', async () => {
    const entries = await log(250);
    const result = await checkSeedAgainstLog(seed(40), api(entries), sha256);
    expect(result).toMatchObject({
      status: 'ok',
      entry: { seq: 40 },
      head: { seq: 250 },
      checked: 211,
      fromHead: true,
    });
  });

  it('accepts the seed with spaces or capitals, and refuses what is not a seed', async () => {
    const entries = await log(3);
    expect(
      (await checkSeedAgainstLog(`  ${seed(2).toUpperCase()} `, api(entries), sha256)).status,
    ).toBe('ok');
    expect(await checkSeedAgainstLog('not a seed', api(entries), sha256)).toEqual({
      status: 'failed',
      problems: ['A server seed is 64 characters of 0-9 and a-f: check what you pasted.'],
    });
    const unknown = await checkSeedAgainstLog(seed(99), api(entries), sha256);
    expect(unknown.status === 'failed' && unknown.problems[0]).toMatch(/^No entry of the log/);
  });

  it('reports a rewritten entry between the seed and the head', async () => {
    const entries = await log(10);
    entries[6] = { ...entries[6]!, holder: 'anon-ffffffffffffffff' };
    const result = await checkSeedAgainstLog(seed(3), api(entries), sha256);
    expect(result).toEqual({
      status: 'failed',
      problems: ['Entry #7: its hash does not match what it records'],
    });
  });

  it('checks a deep entry and its neighbours when the head is too far to walk', async () => {
    const entries = await log(250);
    const fetchPage = api(entries);
    const result = await checkSeedAgainstLog(seed(5), fetchPage, sha256, 100);
    expect(result).toMatchObject({ status: 'ok', fromHead: false, checked: 2 });
  });

  it('hashes with WebCrypto as the server does', async () => {
    expect(await sha256Text('abc')).toBe(await sha256('abc'));
  });
});
