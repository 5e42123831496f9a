import { sql, type Kysely, type Migration } from 'kysely';

// Every round ends, every screen tells the truth, on PostgreSQL: as SQLite's
// `0003_every_round_ends` (there the ledger had to be rebuilt; here its checks are replaced).
// Frozen: later changes go in a new migration.

const up = [
  `alter table ledger_entries drop constraint ledger_kind`,
  `alter table ledger_entries add constraint ledger_kind
    check (kind in ('starting_grant', 'claim', 'round_debit', 'round_credit', 'auto_settle'))`,
  `alter table ledger_entries drop constraint ledger_round_id`,
  `alter table ledger_entries add constraint ledger_round_id
    check ((kind in ('round_debit', 'round_credit', 'auto_settle')) = (round_id is not null))`,
  // A round is credited once, by the player's last move or by the rule, never both.
  `create unique index ledger_round_one_credit on ledger_entries(round_id) where kind in ('round_credit', 'auto_settle')`,

  `alter table rounds add column settled_by text check (settled_by is null or settled_by in ('player', 'rule'))`,
  `update rounds set settled_by = case when (detail::jsonb ->> 'autoFolded') = 'true' then 'rule' else 'player' end where status = 'finished'`,
  `create index rounds_wave_recent on rounds(wave_id, updated_at)`,
  `create index rounds_open_by_game on rounds(user_id, game) where status = 'in_progress'`,

  `alter table users add column net_winnings bigint not null default 0`,
  `update users set net_winnings = coalesce((select sum(r.payout - r.stake) from rounds r where r.user_id = users.id and r.status = 'finished'), 0)`,
  `alter table users add column avatar text`,

  `alter table waves add column ended_at text`,
  `alter table waves add column champion_id text references users(id)`,
  `alter table waves add column champion_score bigint`,

  `create table dm_reads (
    user_id text not null references users(id),
    peer_id text not null references users(id),
    read_at text not null,
    primary key (user_id, peer_id)
  )`,
];

export const everyRoundEndsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down() {
    throw new Error('0003_every_round_ends cannot be undone: restore a backup instead');
  },
};
