import { statementsMigration } from './statements';

// SQLite's `0018_checks_without_lists` rebuilds four tables so that their CHECKs hold no list of
// three or more values (SQLite builds a temporary b-tree for such a list each time it checks a
// row). PostgreSQL checks a list in place: its tables stay as they are. Both drop `ledger_wave`:
// the one query it served (a member's score when they join a wave) reads `ledger_user_rounds`
// from the wave's start, and every ledger entry paid for it. Frozen.

export const checksWithoutListsMigration = statementsMigration('0018_checks_without_lists', [
  `drop index ledger_wave`,
]);
