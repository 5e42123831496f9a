import { engineOf, type Db } from './engine';

// One SQL statement written once for both dialects (`?` placeholders, portable SQL), run on `db`:
// inside a transaction on SQLite, a cached prepared statement on the held connection; on
// PostgreSQL, a query on the transaction's connection. For the hot paths of the money and rounds.

/** The first row of a statement (a select, or a write with `returning`), or undefined. */
export async function queryOne<Row>(
  db: Db,
  text: string,
  ...params: unknown[]
): Promise<Row | undefined> {
  return (await engineOf(db).run<Row>(db, text, params)).rows[0];
}

/** Every row of a statement. */
export async function queryAll<Row>(db: Db, text: string, ...params: unknown[]): Promise<Row[]> {
  return (await engineOf(db).run<Row>(db, text, params)).rows;
}

/** Runs a write; returns how many rows it changed. */
export async function execute(db: Db, text: string, ...params: unknown[]): Promise<number> {
  return (await engineOf(db).run(db, text, params)).changes;
}

/** The row `writeOne` reads back: its table, its key column (and the key), the columns. */
export interface RowBack {
  table: string;
  key: string;
  value: unknown;
  columns: string;
}

/** The texts `writeOne` derives from a write, built once per write text (a small fixed set). */
const derived = new Map<
  string,
  { back: Omit<RowBack, 'value'>; returning: string; select: string }
>();
const DERIVED_TEXTS = 200;

const sameRow = (a: Omit<RowBack, 'value'>, b: RowBack) =>
  a.table === b.table && a.key === b.key && a.columns === b.columns;

/**
 * A write of one row (an update or an upsert of the row whose `back.key` is `back.value`) and that
 * row's `back.columns` after it, or undefined when it changed no row. One statement, `write
 * returning columns`, where that is cheap (PostgreSQL); on SQLite the write, then a select of the
 * row by its key, which costs less than its `returning`. Only inside a transaction, where both
 * statements see the same row.
 * @throws Error outside a transaction, or when a write text is read back as two different rows
 */
export async function writeOne<Row>(
  db: Db,
  write: string,
  params: unknown[],
  back: RowBack,
): Promise<Row | undefined> {
  const engine = engineOf(db);
  if (!engine.inTransaction(db)) throw new Error('writeOne must run inside withTransaction');
  let texts = derived.get(write);
  if (texts && !sameRow(texts.back, back))
    throw new Error(`writeOne: one write text, two rows read back (${write})`);
  if (!texts) {
    texts = {
      back: { table: back.table, key: back.key, columns: back.columns },
      returning: `${write} returning ${back.columns}`,
      select: `select ${back.columns} from ${back.table} where ${back.key} = ?`,
    };
    if (derived.size >= DERIVED_TEXTS) derived.clear();
    derived.set(write, texts);
  }
  if (engine.cheapReturning) return (await engine.run<Row>(db, texts.returning, params)).rows[0];
  if ((await engine.run(db, write, params)).changes === 0) return undefined;
  return (await engine.run<Row>(db, texts.select, [back.value])).rows[0];
}

/**
 * The select `text` locking the rows it reads (of the table aliased `of`, in a join) until the
 * transaction ends, where the dialect needs it (PostgreSQL, READ COMMITTED: `text for update`);
 * on SQLite, whose transactions already hold the write lock, `text` itself. Not a new text per
 * call there: each lookup of a new text in the statement cache hashes all of it again.
 */
export function locked(db: Db, text: string, of?: string): string {
  const clause = engineOf(db).lockClause;
  if (!clause) return text;
  return of ? `${text}${clause} of ${of}` : `${text}${clause}`;
}

/**
 * Makes the transactions that call it with the same `key` run that part one at a time, until each
 * ends: on PostgreSQL a transaction-level advisory lock (held on every instance's connections to
 * the database); SQLite's write transactions already run one at a time. Call it inside a
 * transaction, before reading what the write depends on (e.g. the head of a chain).
 */
export async function serialize(db: Db, key: number): Promise<void> {
  if (engineOf(db).dialect !== 'postgres') return;
  await engineOf(db).run(db, 'select pg_advisory_xact_lock(?)', [key]);
}
