/**
 * SQLite: what a write transaction writes as it closes, in one statement. SQLite has no
 * data-modifying `with`, so one statement writes several tables through a trigger: a row inserted
 * into the connection's own temporary table `closing` carries the transaction's change rows,
 * history entries, moved counters and `writeAtClose` rows as JSON arrays, and the trigger inserts
 * them (`jsonb_each`, one statement's text for any row count: each row's array is then read in
 * SQLite's binary form, not parsed again per column) and deletes the row again.
 *
 * The same statement answers what the transaction must still hold as it commits, read inside it:
 * its guard (write-guard.ts) and whether the counters it numbered from (sqlite-counters.ts) still
 * hold the values it took — both computed by the insert's `select`, before the trigger moves them.
 *
 * Some rows hold a long JSON text: a `writeAtClose` row (an Idempotency-Key's stored answer, one per
 * write) and a history entry of a created document (its every field). Escaped into a JSON array and
 * unescaped again by the trigger, a 3.7 KB order's answer cost five times its bound insert (70
 * against 13.5 µs, alone). So `closing` holds the first row of those tables in columns of its own,
 * bound as plain values, and only any further rows as JSON: a write answers one request, and its
 * first history entry is its own document's (the others, of the documents it moves along, are short).
 *
 * The table and trigger are temporary (each connection makes its own as it opens: connect.ts), so
 * the schema the migrations make stays the same on both databases, and they follow the columns
 * named here whatever the file's age. A temporary trigger may write the main database's tables;
 * none of them is named `closing`.
 */
import type { Transaction } from 'kysely';
import { CHANGE_ROWS } from './changes.js';
import { AT_CLOSE } from './closing-rows.js';
import { HISTORY_COLUMNS } from './history.js';
import { quoteName, runText, textFor } from './sql-text.js';
import type { Tables } from './tables.js';
import type { TxState } from './tx-state.js';
import type { WriteGuard } from './write-guard.js';

interface JsonTable {
  readonly table: string;
  readonly columns: readonly string[];
  /** SQL after the `select` (an upsert's `on conflict`). */
  readonly tail?: string;
}

/** A counter's new value replaces its row's. */
const COUNTER_ROWS = { columns: ['name', 'value'], tail: 'on conflict ("name") do update set "value" = excluded."value"' } as const;

/** The tables the trigger writes, in its order, each from the `closing` column of the same name. */
const WRITTEN: readonly JsonTable[] = [
  { table: 'changes', ...CHANGE_ROWS },
  { table: 'history', columns: HISTORY_COLUMNS },
  { table: 'counters', ...COUNTER_ROWS },
  ...Object.entries(AT_CLOSE).map(([table, typed]) => ({ table, columns: typed.map(([column]) => column) })),
];

/** The tables whose first row `closing` holds in columns of its own (see the header): the history's and `writeAtClose`'s. */
const FIRST_ROW: readonly JsonTable[] = WRITTEN.filter(({ table }) => table === 'history' || table in AT_CLOSE);

/** The `closing` column that holds `column` of `table`'s first row. */
const firstRowColumn = (table: string, column: string): string => quoteName(`${table}.${column}`);

const JSON_COLUMNS: readonly string[] = WRITTEN.map(({ table }) => quoteName(table));
const FIRST_ROW_COLUMNS: readonly string[] = FIRST_ROW.flatMap(({ table, columns }) => columns.map((column) => firstRowColumn(table, column)));

/** Every `closing` column a write binds: each table's JSON, then each first row's columns. */
const CLOSING_COLUMNS: readonly string[] = [...JSON_COLUMNS, ...FIRST_ROW_COLUMNS];

/** A table's rows from a JSON array of arrays, one value per column in order (`where true`: an upsert after a `from` needs it). `->>` gives a string back exactly as JSON.stringify wrote it. */
function insertFromJson({ table, columns, tail }: JsonTable): string {
  const values = columns.map((_, i) => `"value" ->> ${i}`).join(', ');
  return `insert into ${quoteName(table)} (${columns.map(quoteName).join(', ')}) select ${values} from jsonb_each(new.${quoteName(table)}) where true${tail ? ` ${tail}` : ''};`;
}

/** A table's first row from its own columns, when there is one: its first column, the table's key, is never null in a row. */
function insertFirstRow({ table, columns }: JsonTable): string {
  const [key] = columns;
  if (key === undefined) throw new Error(`no columns for ${table}`);
  const values = columns.map((column) => `new.${firstRowColumn(table, column)}`).join(', ');
  return `insert into ${quoteName(table)} (${columns.map(quoteName).join(', ')}) select ${values} where new.${firstRowColumn(table, key)} is not null;`;
}

/** What the trigger writes, in order: a table's first row before the rest of its rows. */
const TRIGGER_STATEMENTS: readonly string[] = WRITTEN.flatMap((written) => (FIRST_ROW.includes(written) ? [insertFirstRow(written), insertFromJson(written)] : [insertFromJson(written)]));

/** Makes the connection's `closing` table and trigger; run once as a connection opens, outside any transaction. */
export const SQLITE_CLOSING_SCHEMA: readonly string[] = [
  // A first row's columns have no type, so a value reaches its table as it was bound.
  `create temp table if not exists "closing" (${[...JSON_COLUMNS.map((column) => `${column} text`), ...FIRST_ROW_COLUMNS].join(', ')}, "ok" integer, "moved" integer)`,
  `create temp trigger if not exists "closing_rows" after insert on "closing" begin ${TRIGGER_STATEMENTS.join(' ')} delete from "closing"; end`,
];

/** How many of the expected counters (a JSON array of [name, value]) the database holds otherwise; a missing row counts as 0. */
const MOVED = `(select count(*) from jsonb_each(?) as "e" left join "counters" as "c" on "c"."name" = "e"."value" ->> 0 where coalesce("c"."value", 0) <> "e"."value" ->> 1)`;

function closingText(guard: WriteGuard | null): string {
  return textFor(`sqlite-closing|${guard?.key ?? ''}`, () => {
    const marks = CLOSING_COLUMNS.map(() => '?');
    const ok = guard ? guard.condition('sqlite', CLOSING_COLUMNS.length) : '1';
    return `insert into temp."closing" (${CLOSING_COLUMNS.join(', ')}, "ok", "moved") select ${marks.join(', ')}, ${ok}, ${MOVED} returning "ok", "moved"`;
  });
}

/** `rows`' values for `columns`, as the JSON the trigger reads; null for none. */
function jsonRows(rows: readonly object[], columns: readonly string[]): string | null {
  if (rows.length === 0) return null;
  return JSON.stringify(rows.map((row) => columns.map((column) => (row as Record<string, unknown>)[column] ?? null)));
}

export interface ClosingAnswer {
  /** The guard's answer (1 when there is none). */
  readonly ok: unknown;
  /** Whether a counter no longer held its expected value. */
  readonly moved: boolean;
}

/**
 * Writes the transaction's closing rows and `counters` (name and new value) in one statement, and
 * answers its guard and whether any of `expected` (name and value the transaction numbered from)
 * had moved before it.
 */
export async function writeSqliteClosing(
  trx: Transaction<Tables>,
  state: TxState,
  counters: ReadonlyArray<{ name: string; value: number }>,
  expected: ReadonlyArray<readonly [name: string, value: number]>,
  guard: WriteGuard | null,
): Promise<ClosingAnswer> {
  const rowsOf = (table: string): readonly object[] => {
    if (table === 'changes') return [...state.changes.values()];
    if (table === 'history') return state.history;
    if (table === 'counters') return counters;
    return state.atClose.get(table) ?? [];
  };
  // A table whose first row has columns of its own sends the rest as JSON.
  const values: unknown[] = WRITTEN.map((written) => jsonRows(FIRST_ROW.includes(written) ? rowsOf(written.table).slice(1) : rowsOf(written.table), written.columns));
  for (const { table, columns } of FIRST_ROW) {
    const first = rowsOf(table)[0] as Record<string, unknown> | undefined;
    for (const column of columns) values.push(first?.[column] ?? null);
  }
  if (guard) values.push(...guard.values);
  values.push(JSON.stringify(expected));
  const [row] = await runText<{ ok: unknown; moved: number }>(trx, closingText(guard), values);
  if (row === undefined) throw new Error('the closing statement answered no row');
  return { ok: row.ok, moved: Number(row.moved) > 0 };
}
