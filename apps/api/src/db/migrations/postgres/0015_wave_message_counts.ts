import { statementsMigration } from './statements';

// The wave's chat count (issue 20), as SQLite's `0015_wave_message_counts`: `waves.messages_count`,
// kept by a trigger on every insert and delete of a wave message, so the polled current wave reads
// one row instead of counting the wave's messages. Existing waves are backfilled. Frozen.

const statements = [
  `alter table waves add column messages_count integer not null default 0 check (messages_count >= 0)`,
  `update waves w set messages_count = s.n
     from (select wave_id, count(*) as n from messages where wave_id is not null group by wave_id) s
     where w.id = s.wave_id`,
  `create function messages_count_wave() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and new.wave_id is not null then
        update waves set messages_count = messages_count + 1 where id = new.wave_id;
      elsif tg_op = 'DELETE' and old.wave_id is not null then
        update waves set messages_count = messages_count - 1 where id = old.wave_id;
      end if;
      return null;
    end $$`,
  `create trigger messages_count_wave after insert or delete on messages
    for each row execute function messages_count_wave()`,
];

export const waveMessageCountsMigration = statementsMigration(
  '0015_wave_message_counts',
  statements,
);
