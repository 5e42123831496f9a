import { statementsMigration } from './statements';

// Account deletion, as SQLite's `0010_account_deletion`: when an account was deleted (its row
// stays, anonymised, so its rounds and ledger keep adding up). Frozen.

const statements = [`alter table users add column deleted_at text`];

export const accountDeletionMigration = statementsMigration('0010_account_deletion', statements);
