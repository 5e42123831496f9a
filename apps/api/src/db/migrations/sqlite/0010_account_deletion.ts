import { statementsMigration } from './statements';

// Account deletion (issue 17): a deleted account keeps its row, anonymised (its username freed,
// no email, no password that can match), so its rounds and ledger entries keep adding up to its
// coins. `deleted_at` says when; public views show the anonymous name. Frozen.

const statements = [`alter table users add column deleted_at text`];

export const accountDeletionMigration = statementsMigration('0010_account_deletion', statements);
