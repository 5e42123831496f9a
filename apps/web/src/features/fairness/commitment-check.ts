import {
  verifyCommitments,
  type CommitmentsPage,
  type SeedCommitment,
  type Sha256Text,
} from '@coinwave/api-contract';
import { hashServerSeed } from '@coinwave/game-core';

/**
 * SHA-256 of a text as hex, with the browser's WebCrypto; where it is missing (a page served over
 * plain http from another machine is not a secure context) the same hash from game-core.
 */
export const sha256Text: Sha256Text = async (text) => {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return hashServerSeed(text);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Reads a page of the log (the API's query: limit, before, seedHash). */
export type FetchCommitments = (query: {
  limit?: string;
  before?: string;
  seedHash?: string;
}) => Promise<CommitmentsPage>;

/** What checking a revealed seed against the public log found. */
export type SeedCheck =
  | {
      status: 'ok';
      entry: SeedCommitment;
      /** The head the walk started from, and how many entries it checked down to the seed's. */
      head: { seq: number; entryHash: string };
      checked: number;
      /** False when the seed's entry is deeper than the walk goes: its own links were checked. */
      fromHead: boolean;
    }
  | { status: 'failed'; problems: string[] };

/** Entries walked from the head at most (10 pages of 100): a deeper entry is checked locally. */
export const MAX_WALK = 1000;

/**
 * Checks a revealed server seed against the public log, in the browser: the seed's SHA-256 must
 * be committed in an entry, and the entries from the chain's head down to it must all hash to
 * what they record and link to each other (`verifyCommitments`). An entry more than `MAX_WALK`
 * below the head has its own hash and its links to its neighbours checked instead.
 */
export async function checkSeedAgainstLog(
  seed: string,
  fetchPage: FetchCommitments,
  sha256: Sha256Text = sha256Text,
  maxWalk = MAX_WALK,
): Promise<SeedCheck> {
  const trimmed = seed.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(trimmed))
    return {
      status: 'failed',
      problems: ['A server seed is 64 characters of 0-9 and a-f: check what you pasted.'],
    };
  const hash = await sha256(trimmed);
  const found = await fetchPage({ seedHash: hash });
  const entry = found.entries[0];
  if (!entry || !found.head)
    return {
      status: 'failed',
      problems: [`No entry of the log commits to this seed (its SHA-256 is ${hash}).`],
    };
  const head = found.head;
  const walked: SeedCommitment[] = [];
  let before: number | null = head.seq + 1;
  while (before !== null && before > entry.seq && walked.length < maxWalk) {
    const page = await fetchPage({ limit: '100', before: String(before) });
    walked.push(...page.entries);
    before = page.nextBefore;
  }
  const fromHead = walked.some((e) => e.seq === entry.seq);
  let chain = walked.filter((e) => e.seq >= entry.seq);
  if (!fromHead) {
    // Too deep to walk: the entry and its neighbours (one above, one below) are checked.
    const near = await fetchPage({ limit: '3', before: String(entry.seq + 2) });
    chain = near.entries.filter((e) => e.seq >= entry.seq);
  }
  const below = (await fetchPage({ limit: '1', before: String(entry.seq) })).entries[0];
  const check = await verifyCommitments(chain, sha256, below);
  const problems = [...check.problems];
  const mine = chain.find((e) => e.seq === entry.seq);
  if (!mine || mine.entryHash !== entry.entryHash)
    problems.push(`Entry #${entry.seq} changed while it was being checked: try again.`);
  if (fromHead && chain[0]?.seq !== head.seq)
    problems.push('The log does not reach its head: try again.');
  if (problems.length > 0) return { status: 'failed', problems };
  return { status: 'ok', entry, head, checked: chain.length, fromHead };
}
