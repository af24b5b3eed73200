/**
 * A buy's warning under its provider's minimum purchase becomes a key with its parameters, as new
 * buys store it since the warnings got keys (src-shared/documents/buy-figures.ts): a buy written
 * before kept the English sentence alone,
 *
 *   "the buy's cost 800.00 is under Distribuidora Sur's minimum purchase of 1000.00",
 *
 * which the screens cannot translate. Each such text is rewritten as
 * `{ message, key: 'buy.underMinimum', params: { provider, cost, minimum } }`, its message the same
 * words (they are the key's English words for the same parameters). Nothing else changes.
 *
 * Where it is rewritten:
 * - the buy itself: its `doc`, with a new change number on the document and its `changes` row, so a
 *   desktop replica pulls the new shape instead of keeping the old one until the buy is next written;
 * - the buy's history entries, whose `warnings` before and after hold the same texts, so the change
 *   history on the buy screen says them in the clerk's language too. Their numbers stay: an entry
 *   says when the buy changed, and it did not change now.
 * A text that does not read as that sentence (none is known) is left as it is.
 *
 * The sentence and the key are written here as literals: a released migration never changes.
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

const KEY = 'buy.underMinimum';
/** What every old text holds, to find the rows that may hold one without reading every row. */
const MARK = '%minimum purchase of%';
/** What every keyed one holds. */
const KEYED_MARK = `%"${KEY}"%`;
/** The old sentence: the cost and the minimum with two decimals, the provider's name as it was then. */
const OLD_TEXT = /^the buy's cost (-?\d+\.\d{2}) is under ([\s\S]*)'s minimum purchase of (-?\d+\.\d{2})$/;
/** Rows rewritten per statement batch: a database of many buys is read a page at a time. */
const PAGE = 500;

interface KeyedWarning {
  message: string;
  key: typeof KEY;
  params: { provider: string; cost: number; minimum: number };
}

type Rewrite = (warning: unknown) => unknown;

/** The keyed form of an old text, or the value as it was (a keyed warning already, or an unknown text). */
function keyed(warning: unknown): unknown {
  if (typeof warning !== 'string') return warning;
  const found = OLD_TEXT.exec(warning);
  if (!found) return warning;
  const [, cost, provider, minimum] = found as unknown as [string, string, string, string];
  return { message: warning, key: KEY, params: { provider, cost: Number(cost), minimum: Number(minimum) } } satisfies KeyedWarning;
}

/** Back to the text alone: a keyed warning's English words. */
function unkeyed(warning: unknown): unknown {
  const { key, message } = (warning ?? {}) as Partial<KeyedWarning>;
  return key === KEY && typeof message === 'string' ? message : warning;
}

/** A list of warnings each rewritten, or null when none changed. */
function rewritten(warnings: unknown, rewrite: Rewrite): unknown[] | null {
  if (!Array.isArray(warnings)) return null;
  const next = warnings.map(rewrite);
  return next.some((warning, i) => warning !== warnings[i]) ? next : null;
}

/** The next change number: SQLite's counter row, PostgreSQL's sequence (0013_change_numbers). */
async function nextChangeNumber(db: Kysely<unknown>): Promise<number> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const { rows } = await sql<{ value: number | string }>`update counters set value = value + 1 where name = 'seq' returning value`.execute(db);
    return Number(rows[0]?.value);
  }
  const { rows } = await sql<{ value: number | string }>`select nextval('change_numbers') as value`.execute(db);
  return Number(rows[0]?.value);
}

async function rewriteBuys(db: Kysely<unknown>, rewrite: Rewrite, mark: string): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; doc: string }>`select id, doc from buys where id > ${after} and doc like ${mark} order by id limit ${PAGE}`.execute(db);
    for (const row of rows) {
      const doc = JSON.parse(row.doc) as { warnings?: unknown };
      const warnings = rewritten(doc.warnings, rewrite);
      if (!warnings) continue;
      const seq = await nextChangeNumber(db);
      await sql`update buys set doc = ${JSON.stringify({ ...doc, warnings })}, seq = ${seq} where id = ${row.id}`.execute(db);
      await sql`update changes set seq = ${seq} where collection = 'buys' and doc_id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = last.id;
  }
}

async function rewriteHistory(db: Kysely<unknown>, rewrite: Rewrite, mark: string): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; changes: string }>`
      select id, changes from history where entity = 'buys' and id > ${after} and changes like ${mark} order by id limit ${PAGE}`.execute(db);
    for (const row of rows) {
      const changes = JSON.parse(row.changes) as Record<string, { before?: unknown; after?: unknown }>;
      const field = changes.warnings;
      if (!field) continue;
      const before = 'before' in field ? rewritten(field.before, rewrite) : null;
      const later = 'after' in field ? rewritten(field.after, rewrite) : null;
      if (!before && !later) continue;
      const next = { ...field, ...(before ? { before } : {}), ...(later ? { after: later } : {}) };
      await sql`update history set changes = ${JSON.stringify({ ...changes, warnings: next })} where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = last.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteBuys(db, keyed, MARK);
  await rewriteHistory(db, keyed, MARK);
}

/** Every keyed warning back to its words alone, as the code before the keys stored them (new buys' too). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteBuys(db, unkeyed, KEYED_MARK);
  await rewriteHistory(db, unkeyed, KEYED_MARK);
}
