import { statementsMigration } from './statements';

// Every round ends, every screen tells the truth (issue 22). Frozen: later changes go in a new
// migration. SQLite cannot alter a CHECK constraint, so the ledger is rebuilt with the new kind
// 'auto_settle' (the credit of a round settled by rule); the rebuild runs in one transaction, so a
// crash part-way leaves the old table as it was.

const ledgerRebuild = [
  `create table ledger_entries_next (
    id integer primary key autoincrement,
    user_id text not null references users(id),
    amount integer not null check (amount <> 0),
    kind text not null check (kind in ('starting_grant', 'claim', 'round_debit', 'round_credit', 'auto_settle')),
    wave_id text references waves(id),
    round_id text,
    seq integer not null default 0 check (seq >= 0),
    balance_after integer not null check (balance_after >= 0),
    created_at text not null,
    check ((kind = 'round_debit') = (amount < 0)),
    check ((kind in ('round_debit', 'round_credit', 'auto_settle')) = (round_id is not null))
  ) strict`,
  `insert into ledger_entries_next (id, user_id, amount, kind, wave_id, round_id, seq, balance_after, created_at)
    select id, user_id, amount, kind, wave_id, round_id, seq, balance_after, created_at from ledger_entries`,
  `drop table ledger_entries`,
  `alter table ledger_entries_next rename to ledger_entries`,
  `create unique index ledger_round_once on ledger_entries(round_id, kind, seq) where round_id is not null`,
  // A round is credited once, by the player's last move or by the rule, never both.
  `create unique index ledger_round_one_credit on ledger_entries(round_id) where kind in ('round_credit', 'auto_settle')`,
  `create unique index ledger_one_grant on ledger_entries(user_id) where kind = 'starting_grant'`,
  `create index ledger_user on ledger_entries(user_id)`,
  `create index ledger_wave on ledger_entries(wave_id, user_id) where wave_id is not null`,
  `create trigger ledger_no_update before update on ledger_entries begin select raise(abort, 'ledger entries are append-only'); end`,
  `create trigger ledger_no_delete before delete on ledger_entries begin select raise(abort, 'ledger entries are append-only'); end`,
];

const additions = [
  // Who ended a round: the player, or the rule for a round left alone (null while in progress).
  `alter table rounds add column settled_by text check (settled_by is null or settled_by in ('player', 'rule'))`,
  `update rounds set settled_by = case when json_extract(detail, '$.autoFolded') = 1 then 'rule' else 'player' end where status = 'finished'`,
  // 'Active Games': sessions of a wave with a round in the last minutes.
  `create index rounds_wave_recent on rounds(wave_id, updated_at)`,
  // Opening a game resumes the player's unfinished round of that kind.
  `create index rounds_open_by_game on rounds(user_id, game) where status = 'in_progress'`,

  // 'Total Winnings' counts payouts minus stakes (spec: net winnings), so it may go below zero.
  `alter table users add column net_winnings integer not null default 0`,
  `update users set net_winnings = coalesce((select sum(r.payout - r.stake) from rounds r where r.user_id = users.id and r.status = 'finished'), 0)`,
  // The stored avatar's generated file name (null: initials).
  `alter table users add column avatar text`,

  // When a wave ended, and its champion (the leaderboard's top player then, when ahead).
  `alter table waves add column ended_at text`,
  `alter table waves add column champion_id text references users(id)`,
  `alter table waves add column champion_score integer`,

  // Direct-message read markers: the peer's messages up to read_at are read.
  `create table dm_reads (
    user_id text not null references users(id),
    peer_id text not null references users(id),
    read_at text not null,
    primary key (user_id, peer_id)
  ) strict`,
];

export const everyRoundEndsMigration = statementsMigration('0003_every_round_ends', [
  ...ledgerRebuild,
  ...additions,
]);
