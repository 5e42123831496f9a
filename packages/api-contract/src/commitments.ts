import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Nullable, Timestamp } from './common';

// The public log of server-seed commitments: every server seed's SHA-256 enters it when
// the seed becomes active (a player's first round, and every rotation), before any round uses it.
// The log is hash-chained, so rewriting an entry, or removing one, changes every later entry's
// hash and the chain head that anyone may have noted.

/** 64 lowercase hex characters: a SHA-256. */
export const Sha256Hex = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** The previous-entry hash of the first entry. */
export const COMMITMENT_GENESIS = '0'.repeat(64);

/**
 * The anonymous id a player's commitments carry: random, not derived from the account, the same
 * for all of one player's seeds (so anyone can check that each holder reveals a seed before the
 * next one becomes active), and never a username (an append-only log could not forget a name
 * when an account is deleted).
 */
export const CommitmentHolder = Type.String({ pattern: '^anon-[0-9a-f]{16}$' });

/** One entry of the public log. The revealed seed appears once the holder rotates it out. */
export const SeedCommitment = Type.Object({
  /** 1, 2, 3, ...: the entry's place in the chain. */
  seq: Type.Integer({ minimum: 1 }),
  /** SHA-256 of the server seed (hex of the seed's 64 hex characters as text). */
  serverSeedHash: Sha256Hex,
  holder: CommitmentHolder,
  /** When the seed became active: no round used it before. */
  activatedAt: Timestamp,
  /** The previous entry's `entryHash` (`COMMITMENT_GENESIS` for entry 1). */
  prevHash: Sha256Hex,
  /** SHA-256 of `commitmentMessage(entry)`. */
  entryHash: Sha256Hex,
  /** The seed itself, once rotated out: SHA-256 of it equals `serverSeedHash`. */
  revealedSeed: Nullable(Type.String({ pattern: '^[0-9a-f]{64}$' })),
  revealedAt: Nullable(Timestamp),
});
export type SeedCommitment = Static<typeof SeedCommitment>;

/** The fields an entry's hash covers (the revealed seed is not: it comes later). */
export type CommitmentFields = Pick<
  SeedCommitment,
  'seq' | 'prevHash' | 'serverSeedHash' | 'holder' | 'activatedAt'
>;

/**
 * The text an entry's hash is the SHA-256 of (UTF-8): five lines joined by `\n`, no trailing
 * newline: `coinwave-seed-commitment-v1`, the seq in decimal, the previous entry's hash, the
 * server seed's hash, the holder, the activation time (ISO-8601 exactly as stored, e.g.
 * `2030-01-01T12:00:00.000Z`). No field can contain a newline, so the text is unambiguous.
 */
export function commitmentMessage(entry: CommitmentFields): string {
  return [
    'coinwave-seed-commitment-v1',
    String(entry.seq),
    entry.prevHash,
    entry.serverSeedHash,
    entry.holder,
    entry.activatedAt,
  ].join('\n');
}

/**
 * `GET /api/fairness/commitments?before&limit&seedHash`: newest first. `limit` 1-100 (default
 * 20), `before` a seq (the next page), `seedHash` only the entry of that server-seed hash.
 */
export const CommitmentsQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^(?:[1-9][0-9]?|100)$' })),
    before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,14}$' })),
    seedHash: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
  },
  { additionalProperties: false },
);
export type CommitmentsQuery = Static<typeof CommitmentsQuery>;

/** A page of the log, and its head now (the newest entry; null while the log is empty). */
export const CommitmentsPage = Type.Object({
  entries: Type.Array(SeedCommitment),
  head: Nullable(Type.Object({ seq: Type.Integer({ minimum: 1 }), entryHash: Sha256Hex })),
  nextBefore: Nullable(Type.Integer({ minimum: 1 })),
});
export type CommitmentsPage = Static<typeof CommitmentsPage>;

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex (WebCrypto in the browser, node:crypto in Node). */
export type Sha256Text = (text: string) => Promise<string>;

/** What a check of log entries found. */
export interface CommitmentsCheck {
  ok: boolean;
  /** Entries checked. */
  checked: number;
  /** One sentence per problem found; empty when ok. */
  problems: string[];
}

/**
 * Checks consecutive entries of the log, newest first (as the API pages them): every entry's
 * hash is recomputed from its fields, every entry names the hash of the one before it (entry 1
 * names `COMMITMENT_GENESIS`), the seqs have no gap, and every revealed seed hashes to its
 * commitment. `older`, when given, is the entry just below the last one (from the next page), so
 * pages can be checked one at a time with their link to the rest.
 */
export async function verifyCommitments(
  entries: readonly SeedCommitment[],
  sha256: Sha256Text,
  older?: SeedCommitment,
): Promise<CommitmentsCheck> {
  const problems: string[] = [];
  const chain = older ? [...entries, older] : entries;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if ((await sha256(commitmentMessage(entry))) !== entry.entryHash)
      problems.push(`Entry #${entry.seq}: its hash does not match what it records`);
    if (entry.revealedSeed !== null && (await sha256(entry.revealedSeed)) !== entry.serverSeedHash)
      problems.push(`Entry #${entry.seq}: the revealed seed does not hash to the commitment`);
    const below = chain[i + 1];
    if (below) {
      if (below.seq !== entry.seq - 1)
        problems.push(`Entries #${below.seq} and #${entry.seq} are not consecutive`);
      else if (entry.prevHash !== below.entryHash)
        problems.push(`Entry #${entry.seq} does not link to entry #${below.seq}`);
    } else if (entry.seq === 1 && entry.prevHash !== COMMITMENT_GENESIS) {
      problems.push('Entry #1 does not start the chain');
    }
  }
  return { ok: problems.length === 0, checked: entries.length, problems };
}
