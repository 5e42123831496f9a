import { statementsMigration } from './statements';

// The leaderboard's aggregate (issue 20): each member's net coins in the wave's rounds, kept in
// `wave_members.score` by the transaction that writes each round entry (moveCoins), so top-N is a
// read of the index `wave_members_rank` instead of a sum over every round entry of the wave.
// Existing waves are backfilled from the ledger. Frozen.

const statements = [
  `alter table wave_members add column score integer not null default 0`,
  `update wave_members set score = coalesce((
     select sum(l.amount) from ledger_entries l
       where l.wave_id = wave_members.wave_id and l.user_id = wave_members.user_id
         and l.kind in ('round_debit', 'round_credit', 'auto_settle')), 0)`,
  `create index wave_members_rank on wave_members(wave_id, score desc, joined_at)`,
];

export const waveScoresMigration = statementsMigration('0013_wave_scores', statements);
