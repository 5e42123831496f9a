import { statementsMigration } from './statements';

// The leaderboard's aggregate (issue 20), as SQLite's `0013_wave_scores`: each member's net coins
// in the wave's rounds in `wave_members.score`, kept by the transaction that writes each round
// entry; top-N reads the index `wave_members_rank`. Existing waves are backfilled. Frozen.

const statements = [
  `alter table wave_members add column score bigint not null default 0`,
  `update wave_members m set score = s.net
     from (select wave_id, user_id, sum(amount) as net from ledger_entries
             where wave_id is not null and kind in ('round_debit', 'round_credit', 'auto_settle')
             group by wave_id, user_id) s
     where m.wave_id = s.wave_id and m.user_id = s.user_id`,
  `create index wave_members_rank on wave_members(wave_id, score desc, joined_at)`,
];

export const waveScoresMigration = statementsMigration('0013_wave_scores', statements);
