import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

// Issue 19 on PostgreSQL, as SQLite's `0011_seed_commitments` (see there for what each part is):
// the hash-chained, append-only log of seed commitments (plpgsql triggers keep it one chain and
// refuse deletes, truncates and every update but adding the revealed seed once), the players'
// anonymous ids, the rounds' expected net and variance, luck_totals, and the history and luck
// indexes. The migrator runs it in one transaction. Frozen.

const GENESIS = '0'.repeat(64);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const ddl = [
  `alter table user_fairness add column commitment_holder text check (commitment_holder is null or char_length(commitment_holder) = 21)`,
  `create table seed_commitments (
    seq bigint primary key check (seq >= 1),
    seed_id text not null unique references fairness_seeds(id),
    server_seed_hash text not null check (char_length(server_seed_hash) = 64),
    holder text not null check (char_length(holder) = 21),
    activated_at text not null,
    prev_hash text not null check (char_length(prev_hash) = 64),
    entry_hash text not null unique check (char_length(entry_hash) = 64),
    revealed_seed text check (revealed_seed is null or char_length(revealed_seed) = 64),
    revealed_at text,
    check ((revealed_seed is null) = (revealed_at is null))
  )`,
  `create index seed_commitments_hash on seed_commitments(server_seed_hash)`,
  `create function seed_commitments_chain() returns trigger language plpgsql as $$
    declare
      head_seq bigint;
      head_hash text;
    begin
      select seq, entry_hash into head_seq, head_hash from seed_commitments order by seq desc limit 1;
      if new.seq <> coalesce(head_seq, 0) + 1 or new.prev_hash <> coalesce(head_hash, '${GENESIS}') then
        raise exception 'seed commitments are one chain: an entry follows the head and names its hash';
      end if;
      return new;
    end $$`,
  `create trigger seed_commitments_chain before insert on seed_commitments
    for each row execute function seed_commitments_chain()`,
  `create function seed_commitments_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.revealed_seed is null and new.revealed_seed is not null
        and new.seq = old.seq and new.seed_id = old.seed_id
        and new.server_seed_hash = old.server_seed_hash and new.holder = old.holder
        and new.activated_at = old.activated_at and new.prev_hash = old.prev_hash
        and new.entry_hash = old.entry_hash then
        return new;
      end if;
      raise exception 'seed commitments are append-only: only the revealed seed may be added, once';
    end $$`,
  `create trigger seed_commitments_append_only before update or delete on seed_commitments
    for each row execute function seed_commitments_append_only()`,
  `create trigger seed_commitments_no_truncate before truncate on seed_commitments
    for each statement execute function seed_commitments_append_only()`,

  `alter table rounds add column expected_net double precision`,
  `alter table rounds add column net_variance double precision`,
  `create table luck_totals (
    user_id text not null references users(id),
    game text not null check (game in ('slots', 'blackjack', 'poker', 'roulette')),
    rounds bigint not null default 0 check (rounds >= 0),
    wagered bigint not null default 0 check (wagered >= 0),
    returned bigint not null default 0 check (returned >= 0),
    expected_net double precision not null default 0,
    net_variance double precision not null default 0 check (net_variance >= 0),
    primary key (user_id, game)
  )`,
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
    for (const statement of ddl) await sql.raw(statement).execute(db);
    await backfill(db);
  },
  async down() {
    throw new Error('0011_seed_commitments cannot be undone: restore a backup instead');
  },
};
