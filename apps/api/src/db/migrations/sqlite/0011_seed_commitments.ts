import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

// Issue 19, fairness you can see. Frozen: later changes go in a new migration.
// - seed_commitments: the public, hash-chained log of server-seed commitments. An entry's hash is
//   SHA-256 of `coinwave-seed-commitment-v1\n<seq>\n<prev_hash>\n<server_seed_hash>\n<holder>\n
//   <activated_at>` (api-contract `commitmentMessage`); entry 1's prev_hash is 64 zeros. Triggers
//   keep it one chain and append-only: an insert must be the head's successor and name its hash;
//   rows are never deleted; an update may only add the revealed seed, once.
// - user_fairness.commitment_holder: the player's random anonymous id in that log.
// - rounds.expected_net / net_variance: each finished round's expected net and the variance of its
//   net from its game's exact (or published simulated) figures; luck_totals adds them up per
//   (player, game) in the round's transaction, so the luck report never scans every round.
//   Rounds finished before this migration are counted by a background sweep (null until then).
// - indexes for the history filters (game, wave) and the luck chart (latest finished rounds).

const GENESIS = '0'.repeat(64);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const ddl = [
  `alter table user_fairness add column commitment_holder text check (commitment_holder is null or length(commitment_holder) = 21)`,
  `create table seed_commitments (
    seq integer primary key check (seq >= 1),
    seed_id text not null unique references fairness_seeds(id),
    server_seed_hash text not null check (length(server_seed_hash) = 64),
    holder text not null check (length(holder) = 21),
    activated_at text not null,
    prev_hash text not null check (length(prev_hash) = 64),
    entry_hash text not null unique check (length(entry_hash) = 64),
    revealed_seed text check (revealed_seed is null or length(revealed_seed) = 64),
    revealed_at text,
    check ((revealed_seed is null) = (revealed_at is null))
  ) strict`,
  `create index seed_commitments_hash on seed_commitments(server_seed_hash)`,
  `create trigger seed_commitments_chain before insert on seed_commitments
    when new.seq <> coalesce((select max(seq) from seed_commitments), 0) + 1
      or new.prev_hash <> coalesce((select entry_hash from seed_commitments where seq = new.seq - 1), '${GENESIS}')
    begin select raise(abort, 'seed commitments are one chain: an entry follows the head and names its hash'); end`,
  `create trigger seed_commitments_no_delete before delete on seed_commitments
    begin select raise(abort, 'seed commitments are append-only'); end`,
  `create trigger seed_commitments_reveal_once before update on seed_commitments
    when old.revealed_seed is not null or new.revealed_seed is null
      or new.seq is not old.seq or new.seed_id is not old.seed_id
      or new.server_seed_hash is not old.server_seed_hash or new.holder is not old.holder
      or new.activated_at is not old.activated_at or new.prev_hash is not old.prev_hash
      or new.entry_hash is not old.entry_hash
    begin select raise(abort, 'seed commitments are append-only: only the revealed seed may be added, once'); end`,

  `alter table rounds add column expected_net real`,
  `alter table rounds add column net_variance real`,
  `create table luck_totals (
    user_id text not null references users(id),
    game text not null check (game in ('slots', 'blackjack', 'poker', 'roulette')),
    rounds integer not null default 0 check (rounds >= 0),
    wagered integer not null default 0 check (wagered >= 0),
    returned integer not null default 0 check (returned >= 0),
    expected_net real not null default 0,
    net_variance real not null default 0 check (net_variance >= 0),
    primary key (user_id, game)
  ) strict`,
  `create index rounds_user_game on rounds(user_id, game, nonce)`,
  `create index rounds_user_wave on rounds(user_id, wave_id, nonce)`,
  `create index rounds_user_finished on rounds(user_id, finished_at, id) where status = 'finished'`,
  `create index rounds_luck_pending on rounds(user_id) where status = 'finished' and expected_net is null`,
];

async function backfill(db: Kysely<unknown>): Promise<void> {
  const users = await sql<{ user_id: string }>`select user_id from user_fairness`.execute(db);
  for (const { user_id } of users.rows)
    await sql`update user_fairness set commitment_holder = ${`anon-${randomBytes(8).toString('hex')}`} where user_id = ${user_id}`.execute(
      db,
    );
  // Seeds active before the log existed enter it now, in the order they became active.
  const seeds = await sql<{
    id: string;
    server_seed: string;
    server_seed_hash: string;
    created_at: string;
    revealed_at: string | null;
    holder: string;
  }>`select s.id, s.server_seed, s.server_seed_hash, s.created_at, s.revealed_at, f.commitment_holder as holder
      from fairness_seeds s join user_fairness f on f.user_id = s.user_id
      order by s.created_at, s.id`.execute(db);
  let prev = GENESIS;
  let seq = 0;
  for (const s of seeds.rows) {
    seq += 1;
    const entryHash = sha256(
      [
        'coinwave-seed-commitment-v1',
        String(seq),
        prev,
        s.server_seed_hash,
        s.holder,
        s.created_at,
      ].join('\n'),
    );
    const revealed = s.revealed_at === null ? null : s.server_seed;
    await sql`insert into seed_commitments (seq, seed_id, server_seed_hash, holder, activated_at, prev_hash, entry_hash, revealed_seed, revealed_at)
      values (${seq}, ${s.id}, ${s.server_seed_hash}, ${s.holder}, ${s.created_at}, ${prev}, ${entryHash}, ${revealed}, ${s.revealed_at})`.execute(
      db,
    );
    prev = entryHash;
  }
}

export const seedCommitmentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw('begin immediate').execute(db);
    try {
      for (const statement of ddl) await sql.raw(statement).execute(db);
      await backfill(db);
      await sql.raw('commit').execute(db);
    } catch (error) {
      await sql.raw('rollback').execute(db);
      throw error;
    }
  },
  async down() {
    throw new Error('0011_seed_commitments cannot be undone: restore a backup instead');
  },
};
