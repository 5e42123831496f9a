import { statementsMigration } from './statements';

// The round's writes without temporary tables (issue 20). SQLite checks `x in ('a', 'b', 'c')`
// (a list of three or more values) by building a temporary b-tree of the list every time it
// evaluates it, and a CHECK is evaluated for every row written (an upsert's too, before it finds
// the conflict): about 18,000 instructions each (callgrind, a one-column table: 25.6k per insert
// with the list, 7.7k with `x = 'a' or x = 'b' or ...`). A spin paid it five or six times: the
// round's `game`, each ledger entry's `kind` (twice), `luck_totals.game` and
// `responsible_play.reality_check_minutes`. SQLite cannot alter a CHECK, so the four tables are
// rebuilt with the same columns, rows and checks, each list written as equalities joined by `or`
// (the same truth for every value, null included); their indexes and triggers are made again,
// the ledger keeps its ids and its sequence. `ledger_wave` is not made again: the one query it
// served (a member's score when they join a wave) reads `ledger_user_rounds` from the wave's
// start, and every ledger entry paid for it. Runs in one transaction. Frozen.

/** `column = 'a' or column = 'b' ...`: a list check SQLite evaluates without a temporary table. */
const oneOf = (column: string, values: readonly (string | number)[]) =>
  `(${values.map((v) => `${column} = ${typeof v === 'string' ? `'${v}'` : v}`).join(' or ')})`;

const GAMES = ['slots', 'blackjack', 'poker', 'roulette'];
const ROUND_KINDS = ['round_debit', 'round_credit', 'auto_settle'];
const LEDGER_KINDS = ['starting_grant', 'claim', ...ROUND_KINDS];
const REALITY_CHECK_MINUTES = [15, 30, 60];
const RESTRICTIONS = ['24h', '7d', '30d', '6m', 'permanent'];

/**
 * Rebuilds `table` as `create` (a table named `<table>_next`), copying `columns` in `orderBy`
 * order (rowid; a WITHOUT ROWID table's key); `beforeDrop` runs once the rows are copied, `after`
 * once the new table has the old name.
 */
const rebuild = (
  table: string,
  create: string,
  columns: string,
  {
    orderBy = 'rowid',
    beforeDrop = [],
    after = [],
  }: { orderBy?: string; beforeDrop?: readonly string[]; after?: readonly string[] },
) => [
  create,
  `insert into ${table}_next (${columns}) select ${columns} from ${table} order by ${orderBy}`,
  ...beforeDrop,
  `drop table ${table}`,
  `alter table ${table}_next rename to ${table}`,
  ...after,
];

const MARK_GAME = `update games set last_round_at = new.updated_at
    where id = new.game_id and (last_round_at is null or substr(last_round_at, 1, 18) < substr(new.updated_at, 1, 18))`;

const rounds = rebuild(
  'rounds',
  `create table rounds_next (
    id text primary key,
    user_id text not null references users(id),
    game_id text not null references games(id),
    wave_id text not null references waves(id),
    game text not null check ${oneOf('game', GAMES)},
    seed_id text not null references fairness_seeds(id),
    nonce integer not null check (nonce >= 0),
    client_seed text not null,
    stake integer not null default 0 check (stake >= 0),
    payout integer not null default 0 check (payout >= 0),
    status text not null check (status in ('in_progress', 'finished')),
    state text not null check (json_valid(state)),
    detail text check (detail is null or json_valid(detail)),
    created_at text not null,
    updated_at text not null,
    finished_at text,
    settled_by text check (settled_by is null or settled_by in ('player', 'rule')),
    expected_net real,
    net_variance real,
    check ((status = 'finished') = (finished_at is not null)),
    check ((status = 'finished') = (detail is not null)),
    unique (user_id, nonce)
  ) strict`,
  'id, user_id, game_id, wave_id, game, seed_id, nonce, client_seed, stake, payout, status, state, detail, created_at, updated_at, finished_at, settled_by, expected_net, net_variance',
  {
    after: [
      `create index rounds_open on rounds(user_id, updated_at) where status = 'in_progress'`,
      `create index rounds_seed on rounds(seed_id)`,
      `create index rounds_open_by_game on rounds(user_id, game) where status = 'in_progress'`,
      `create index rounds_user_game on rounds(user_id, game, nonce)`,
      `create index rounds_user_wave on rounds(user_id, wave_id, nonce)`,
      `create index rounds_user_finished on rounds(user_id, finished_at, id) where status = 'finished'`,
      `create index rounds_luck_pending on rounds(user_id) where status = 'finished' and expected_net is null`,
      `create unique index rounds_one_open_per_game on rounds(game_id) where status = 'in_progress'`,
      `create trigger rounds_insert_marks_game after insert on rounds begin
    ${MARK_GAME};
  end`,
      `create trigger rounds_update_marks_game after update of updated_at on rounds begin
    ${MARK_GAME};
  end`,
    ],
  },
);

const ledger = rebuild(
  'ledger_entries',
  `create table ledger_entries_next (
    id integer primary key autoincrement,
    user_id text not null references users(id),
    amount integer not null check (amount <> 0),
    kind text not null check ${oneOf('kind', LEDGER_KINDS)},
    wave_id text references waves(id),
    round_id text,
    seq integer not null default 0 check (seq >= 0),
    balance_after integer not null check (balance_after >= 0),
    created_at text not null,
    check ((kind = 'round_debit') = (amount < 0)),
    check (${oneOf('kind', ROUND_KINDS)} = (round_id is not null))
  ) strict`,
  'id, user_id, amount, kind, wave_id, round_id, seq, balance_after, created_at',
  {
    // The new table takes the old one's sequence row (the rename carries it to the old name).
    beforeDrop: [
      `delete from sqlite_sequence where name = 'ledger_entries_next'`,
      `update sqlite_sequence set name = 'ledger_entries_next' where name = 'ledger_entries'`,
    ],
    after: [
      `create unique index ledger_round_once on ledger_entries(round_id, kind, seq) where round_id is not null`,
      `create unique index ledger_round_one_credit on ledger_entries(round_id) where kind in ('round_credit', 'auto_settle')`,
      `create unique index ledger_one_grant on ledger_entries(user_id) where kind = 'starting_grant'`,
      `create index ledger_user on ledger_entries(user_id)`,
      `create index ledger_user_rounds on ledger_entries(user_id, created_at, amount) where round_id is not null`,
      `create trigger ledger_no_update before update on ledger_entries begin select raise(abort, 'ledger entries are append-only'); end`,
      `create trigger ledger_no_delete before delete on ledger_entries begin select raise(abort, 'ledger entries are append-only'); end`,
    ],
  },
);

const luckTotals = rebuild(
  'luck_totals',
  `create table luck_totals_next (
    user_id text not null references users(id),
    game text not null check ${oneOf('game', GAMES)},
    rounds integer not null default 0 check (rounds >= 0),
    wagered integer not null default 0 check (wagered >= 0),
    returned integer not null default 0 check (returned >= 0),
    expected_net real not null default 0,
    net_variance real not null default 0 check (net_variance >= 0),
    primary key (user_id, game)
  ) strict`,
  'user_id, game, rounds, wagered, returned, expected_net, net_variance',
  {},
);

const PLAY_COLUMNS =
  'user_id, daily_loss_limit, weekly_loss_limit, session_minutes, reality_check_minutes, pending_daily_loss_limit, pending_daily_loss_limit_at, pending_weekly_loss_limit, pending_weekly_loss_limit_at, pending_session_minutes, pending_session_minutes_at, pending_reality_check_minutes, pending_reality_check_minutes_at, restriction_period, restriction_started_at, restriction_ends_at, session_started_at, last_round_at, prior_round_at, session_rounds, reality_check_acked_at';

const responsiblePlay = rebuild(
  'responsible_play',
  `create table responsible_play_next (
    user_id text primary key references users(id) on delete cascade,
    daily_loss_limit integer check (daily_loss_limit is null or daily_loss_limit >= 1),
    weekly_loss_limit integer check (weekly_loss_limit is null or weekly_loss_limit >= 1),
    session_minutes integer check (session_minutes is null or session_minutes >= 1),
    reality_check_minutes integer default 60 check (reality_check_minutes is null or ${oneOf('reality_check_minutes', REALITY_CHECK_MINUTES)}),
    pending_daily_loss_limit integer check (pending_daily_loss_limit is null or pending_daily_loss_limit >= 1),
    pending_daily_loss_limit_at text,
    pending_weekly_loss_limit integer check (pending_weekly_loss_limit is null or pending_weekly_loss_limit >= 1),
    pending_weekly_loss_limit_at text,
    pending_session_minutes integer check (pending_session_minutes is null or pending_session_minutes >= 1),
    pending_session_minutes_at text,
    pending_reality_check_minutes integer check (pending_reality_check_minutes is null or ${oneOf('pending_reality_check_minutes', REALITY_CHECK_MINUTES)}),
    pending_reality_check_minutes_at text,
    restriction_period text check (restriction_period is null or ${oneOf('restriction_period', RESTRICTIONS)}),
    restriction_started_at text,
    restriction_ends_at text,
    session_started_at text,
    last_round_at text,
    prior_round_at text,
    session_rounds integer not null default 0 check (session_rounds >= 0),
    reality_check_acked_at text
  ) strict, without rowid`,
  PLAY_COLUMNS,
  { orderBy: 'user_id' },
);

export const checksWithoutListsMigration = statementsMigration('0018_checks_without_lists', [
  ...rounds,
  ...ledger,
  ...luckTotals,
  ...responsiblePlay,
]);
