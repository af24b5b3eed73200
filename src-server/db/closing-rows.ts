/**
 * What a write transaction writes last, once its work is done: the change rows and history entries
 * it kept (changes.ts, history.ts), the counters it moved (write.ts), the rows it gave
 * `writeAtClose` (an Idempotency-Key's stored answer: on PostgreSQL one round trip less) and, on
 * PostgreSQL, the updates it held back (held-updates.ts).
 *
 * SQLite writes the same rows in one statement of its own (sqlite-closing.ts).
 *
 * PostgreSQL (`writeNumberedClosingRows`): the transaction takes its change numbers here, as its last
 * statement before the commit (change-numbers.ts: from a sequence, under the pull's fence, so that
 * a pull never serves a number below one still to commit), and in the same statement writes the
 * change rows, the history entries and the final `seq` of every document row it wrote (until then
 * each held the transaction's own number, 1, 2, …, which picks its final one from the numbers
 * taken). The rows go as one array per column (`unnest`), so the statement's text depends only on
 * which tables it writes, and its size on nothing: an import's 100,000 rows are one statement too. It also answers the write's guard
 * (write-guard.ts), the caller's session as it is at the commit, and writes the field writes held
 * for it (held-fields.ts), failing when one finds its row moved since it was read.
 */
import type { Transaction } from 'kysely';
import { insertRows, type BulkInsert } from './bulk.js';
import { CHANGE_ROWS } from './changes.js';
import { HISTORY_COLUMNS } from './history.js';
import type { Tables } from './tables.js';
import { CHANGE_NUMBER, takeChangeNumbers } from './change-numbers.js';
import { quoteName, runText, textFor } from './sql-text.js';
import type { TxState } from './tx-state.js';
import { requireGuard, type WriteGuard } from './write-guard.js';
import { FINAL_TEXT_COLUMNS, heldInOrder, heldInsertsKey, heldInsertsSql, heldInsertsValues, provisionalSlots, settleHeld } from './held-inserts.js';
import { provisionalIn } from './provisional-numbers.js';
import { commitAfter } from './pg-driver.js';
import { HELD_LOCK, STALE_ROWS, heldFieldsKey, heldFieldsSql, heldFieldsValues, heldTwice, writeHeldFields } from './held-fields.js';
import { StaleRow } from './retry.js';

/** SQLSTATE of `refuse_write_guard()` (migration 0021). */
const GUARD_REFUSED = 'P0401';

/** A table's columns as the PostgreSQL statement takes them: name and array type; `seq` is the transaction's own number. */
type Typed = ReadonlyArray<readonly [column: string, type: string]>;

/** The tables `writeAtClose` writes, and their columns. */
export const AT_CLOSE = {
  idempotency: [
    ['key', 'text'],
    ['principal', 'text'],
    ['method', 'text'],
    ['path', 'text'],
    ['status_code', 'integer'],
    ['body', 'text'],
    ['created_at', 'text'],
    ['body_hash', 'text'],
  ],
} as const satisfies Record<string, Typed>;

type AtCloseTable = keyof typeof AT_CLOSE;
type AtCloseRow<T extends AtCloseTable> = T extends keyof Tables ? Tables[T] : never;

/** Inserts `row` into `table` as the write transaction closes, with its change rows (a unique key it breaks fails the transaction then). */
export function writeAtClose<T extends AtCloseTable>(state: TxState, table: T, row: AtCloseRow<T>): void {
  let rows = state.atClose.get(table);
  if (rows === undefined) state.atClose.set(table, (rows = []));
  rows.push(row);
}

const atCloseShape = (table: AtCloseTable): BulkInsert => ({ columns: AT_CLOSE[table].map(([column]) => column) });

/** The `writeAtClose` rows, each table's in as few statements as `insertRows` takes. */
async function insertAtClose(trx: Transaction<Tables>, state: TxState): Promise<void> {
  for (const [table, rows] of state.atClose) await insertRows(trx, state.kind, table, rows, atCloseShape(table as AtCloseTable));
}

const CHANGE_TYPES: Typed = [
  ['seq', 'bigint'],
  ['collection', 'text'],
  ['doc_id', 'text'],
  ['deleted', 'integer'],
  ['partner', 'text'],
  ['customer', 'text'],
  ['provider', 'text'],
];
const HISTORY_TYPES: Typed = HISTORY_COLUMNS.map((column) => [column, column === 'seq' ? 'bigint' : 'text'] as const);
const ROW_SEQ_TYPES: Typed = [
  ['id', 'text'],
  ['seq', 'bigint'],
];

/** Parameter marks from `$first`, one array per column, and the SELECT list that gives `seq` its final number. */
function unnested(types: Typed, first: number): { from: string; select: string } {
  const arrays = types.map(([, type], i) => `$${first + i}::${type}[]`).join(', ');
  const names = types.map(([column]) => quoteName(column)).join(', ');
  const select = types.map(([column]) => (column === 'seq' ? CHANGE_NUMBER : `"v".${quoteName(column)}`)).join(', ');
  return { from: `"n", unnest(${arrays}) as "v"(${names})`, select };
}

function columnsOf(rows: readonly object[], types: Typed, into: unknown[]): void {
  for (const [column] of types) into.push(rows.map((row) => (row as Record<string, unknown>)[column] ?? null));
}

/** A write that numbered no change still answers its guard, in a statement of its own. */
async function checkGuardAlone(trx: Transaction<Tables>, guard: WriteGuard): Promise<void> {
  const [row] = await runText<{ ok: unknown }>(
    trx,
    textFor(`guard|${guard.key}`, () => `select ${guard.condition('postgres', 0)} as "ok"`),
    guard.values,
  );
  requireGuard(guard, row?.ok);
}

/** The slot and index in it of the one held provisional number `text` holds (held-inserts.ts `prepareClosing` saw to at most one), or nulls. */
function finalTextMarks(state: TxState, slots: ReadonlyMap<number, readonly [number, number]>, text: unknown): [string | null, number | null, number | null] {
  const [number] = typeof text === 'string' ? provisionalIn(state, text) : [];
  const slot = number === undefined ? undefined : slots.get(number);
  return slot === undefined ? [null, null, null] : [String(number), slot[0], slot[1]];
}

/** Arrays of the provisional number each row's text column holds, its slot and index (`finalTextMarks`). */
function pushFinalTextMarks(state: TxState, slots: ReadonlyMap<number, readonly [number, number]>, texts: readonly unknown[], into: unknown[]): void {
  const marks = texts.map((text) => finalTextMarks(state, slots, text));
  into.push(
    marks.map(([number]) => number),
    marks.map(([, slot]) => slot),
    marks.map(([, , index]) => index),
  );
}

/** The text column `column` of `"v"` with its provisional number, if any, replaced by the final one; the marks of `pushFinalTextMarks` are `"v"."p_number"`, `"p_slot"`, `"p_index"`. */
const finalText = (column: string): string =>
  `coalesce(replace("v".${quoteName(column)}, "v"."p_number", ((select "base" from "ks" where "slot" = "v"."p_slot") + "v"."p_index" + 1)::text), "v".${quoteName(column)})`;

const FINAL_MARK_TYPES: Typed = [
  ['p_number', 'text'],
  ['p_slot', 'integer'],
  ['p_index', 'integer'],
];

/**
 * The PostgreSQL closing statement (see the header) of a transaction that used `used` change numbers
 * (1 … used, in the order of its writes), with its guard's answer.
 *
 * It also takes the running numbers of the documents whose insert was held for it and inserts them
 * (held-inserts.ts), by counter name and before its change numbers, each CTE waiting for the one
 * before it. A collection's counter row stays locked to the commit (gapless numbers), so closing
 * writers of one collection still queue there, one statement and a commit each; the change numbers
 * hold no row and queue no one. A write that took numbers of a collection before closing
 * (counters.ts `takeNumbers`, held-inserts.ts `insertHeldNow`: a large import, a read of a table
 * with held rows) and takes another collection's at its close can deadlock with a closing writer
 * of both: PostgreSQL finds it and fails one of the two, which runs again (retry.ts).
 */
export async function writeNumberedClosingRows(trx: Transaction<Tables>, state: TxState, used: number, guard: WriteGuard | null = null): Promise<void> {
  if (used === 0) {
    if (state.heldInserts.size > 0 || state.heldFields.size > 0) throw new Error('a write that numbered no change holds rows for its closing statement');
    if (guard) await checkGuardAlone(trx, guard);
    await insertAtClose(trx, state);
    return;
  }
  // A row held both by a field and whole (in that order, held-fields.ts `heldTwice`): its field is written now, its whole row by the
  // statement; one statement writes a row once. `closing` keeps the whole rows held meanwhile (held-updates.ts).
  if (heldTwice(state)) {
    state.closing = true;
    await writeHeldFields(state, (text, parameters) => runText(trx, text, parameters)).finally(() => {
      state.closing = false;
    });
  }
  // Rows whose update was held back (held-updates.ts, held-fields.ts) get their final number with it, not by a second update of the row.
  const held = [...state.held].filter(([, rows]) => rows.size > 0).map(([table, rows]) => [table, [...rows.values()]] as const);
  const heldColumns = held.map(([, rows]) => Object.keys(rows[0] ?? {}).filter((column) => column !== 'id' && column !== 'seq'));
  const inserts = heldInOrder(state);
  const slots = provisionalSlots(inserts);
  const inserted = new Map(inserts.map((group) => [group.def.table, new Set(group.rows.map((row) => row.id))]));
  const tables = [...state.rowSeqs]
    .map(([table, ids]) => [table, new Map([...ids].filter(([id]) => !state.held.get(table)?.has(id) && !state.heldFields.get(table)?.rows.has(id) && !inserted.get(table)?.has(id)))] as const)
    .filter(([, ids]) => ids.size > 0);
  const changes = [...state.changes.values()];
  const history = state.history;
  const atClose = [...state.atClose].filter(([, rows]) => rows.length > 0) as Array<[AtCloseTable, object[]]>;
  const finals = inserts.length > 0;
  const key = `closing|${guard?.key ?? ''}|${changes.length > 0}|${history.length > 0}|${tables.map(([table]) => table).join(',')}|${atClose.map(([table]) => table).join(',')}|${held.map(([table, rows], i) => `${table}${rows.length === 1 ? '=' : ':'}${heldColumns[i]?.join(',')}`).join(';')}|${heldInsertsKey(inserts)}|${heldFieldsKey(state)}`;
  const text = textFor(key, () => {
    const parts: string[] = [];
    let next = 2;
    const locking = state.heldFields.size > 0;
    const numbers = heldInsertsSql(inserts, next, locking ? HELD_LOCK : null);
    next = numbers.next;
    parts.push(...numbers.takes);
    // The change numbers come after the collections' counters (reading the last of them orders it so):
    // a writer queued at a counter does not hold the pull's fence yet, so no pull waits for that queue.
    const first = inserts.length > 0 ? ` from "k${inserts.length - 1}"` : locking ? ` from ${HELD_LOCK}` : '';
    parts.push(`"n" as (select ${takeChangeNumbers('$1')} as "numbers"${first})`);
    if (changes.length > 0) {
      const { from, select } = unnested(CHANGE_TYPES, next);
      next += CHANGE_TYPES.length;
      parts.push(`"c" as (insert into "changes" (${CHANGE_ROWS.columns.map(quoteName).join(', ')}) select ${select} from ${from} ${CHANGE_ROWS.tail})`);
    }
    if (history.length > 0) {
      const types = finals ? [...HISTORY_TYPES, ...FINAL_MARK_TYPES] : HISTORY_TYPES;
      const { from } = unnested(types, next);
      next += types.length;
      const select = HISTORY_COLUMNS.map((column) => (column === 'seq' ? CHANGE_NUMBER : finals && column === FINAL_TEXT_COLUMNS.history ? finalText(column) : `"v".${quoteName(column)}`)).join(', ');
      parts.push(`"h" as (insert into "history" (${HISTORY_COLUMNS.map(quoteName).join(', ')}) select ${select} from ${from})`);
    }
    tables.forEach(([table], i) => {
      const { from } = unnested(ROW_SEQ_TYPES, next);
      next += ROW_SEQ_TYPES.length;
      parts.push(`"d${i}" as (update ${quoteName(table)} as "t" set "seq" = ${CHANGE_NUMBER} from ${from} where "t"."id" = "v"."id")`);
    });
    atClose.forEach(([table], i) => {
      const types: Typed = finals ? [...AT_CLOSE[table], ...FINAL_MARK_TYPES] : AT_CLOSE[table];
      const arrays = types.map(([, type], j) => `$${next + j}::${type}[]`).join(', ');
      const names = AT_CLOSE[table].map(([column]) => quoteName(column)).join(', ');
      const select = finals ? AT_CLOSE[table].map(([column]) => (column === FINAL_TEXT_COLUMNS[table] ? finalText(column) : `"v".${quoteName(column)}`)).join(', ') : '*';
      next += types.length;
      parts.push(`"a${i}" as (insert into ${quoteName(table)} (${names}) select ${select} from unnest(${arrays}) as "v"(${types.map(([column]) => quoteName(column)).join(', ')}))`);
    });
    held.forEach(([table, rows], i) => {
      const set = (heldColumns[i] ?? []).map((column) => `${quoteName(column)} = "v".${quoteName(column)}`).join(', ');
      // The ids again, for the table's primary key: the planner takes the JSON's rows for 100, and past a table's first few hundred rows
      // it then joined them to a scan of the whole table (an order's confirm read every order) instead of looking them up. One row (an
      // order's step) is named by itself: a prepared statement's generic plan takes `= any($ids)` for 10 rows, for which a scan of a
      // table of a few dozen pages costs less than 10 look-ups, and that plan, made while the table was small, stayed while it grew.
      const ids = rows.length === 1 ? `= $${next + 1}::text` : `= any($${next + 1}::text[])`;
      parts.push(
        `"u${i}" as (update ${quoteName(table)} as "t" set ${set}, "seq" = ${CHANGE_NUMBER} from "n", jsonb_populate_recordset(null::${quoteName(table)}, $${next}::jsonb) as "v" where "t"."id" ${ids} and "t"."id" = "v"."id")`,
      );
      next += 2;
    });
    const fields = heldFieldsSql(state, next);
    next = fields.next;
    parts.push(...fields.parts);
    // The held rows are locked before everything else (held-fields.ts), the counters after them.
    if (fields.lock) parts.unshift(fields.lock);
    parts.push(...numbers.inserts);
    // A held field write that found its row moved fails the statement (migration 0026): the write runs again.
    const fresh = fields.fresh ? `, case when ${fields.fresh} then true else refuse_stale_rows() end as "fresh"` : '';
    // A guard that no longer holds fails the statement (migration 0021), so the commit sent behind it (pg-driver.ts) rolls back.
    const ok = guard ? `, case when ${guard.condition('postgres', next - 1)} then true else refuse_write_guard() end as "ok"` : '';
    const read = `${inserts.map((_, slot) => `, (select "base" from "k${slot}") as "k${slot}"`).join('')}`;
    return `with ${parts.join(', ')} select true as "closed"${read}${fresh}${ok} from "n"`;
  });
  const values: unknown[] = [used];
  heldInsertsValues(inserts, values);
  if (changes.length > 0) columnsOf(changes, CHANGE_TYPES, values);
  if (history.length > 0) {
    columnsOf(history, HISTORY_TYPES, values);
    if (finals)
      pushFinalTextMarks(
        state,
        slots,
        history.map((row) => row.changes),
        values,
      );
  }
  for (const [, ids] of tables) values.push([...ids.keys()], [...ids.values()]);
  for (const [table, rows] of atClose) {
    columnsOf(rows, AT_CLOSE[table], values);
    if (finals)
      pushFinalTextMarks(
        state,
        slots,
        rows.map((row) => (row as Record<string, unknown>)[FINAL_TEXT_COLUMNS[table] ?? '']),
        values,
      );
  }
  for (const [, rows] of held) values.push(JSON.stringify(rows), rows.length === 1 ? rows[0]!.id : rows.map((row) => row.id));
  heldFieldsValues(state, values);
  if (guard) values.push(...guard.values);
  state.closing = true;
  // The transaction's last statement: its commit follows it on the wire (pg-driver.ts `commitAfter`).
  const [row] = await trx
    .executeQuery<{ closed: boolean; ok?: unknown } & Record<string, unknown>>(commitAfter(text, values))
    .then(
      ({ rows }) => rows,
      (error: unknown) => {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === STALE_ROWS) throw new StaleRow([...state.heldFields.keys()].join(', '), '');
        throw guard && code === GUARD_REFUSED ? guard.refusal() : error;
      },
    )
    .finally(() => {
      state.closing = false;
    });
  state.held.clear();
  state.heldFields.clear();
  if (row === undefined) throw new Error('the closing statement answered no row');
  requireGuard(guard, row.ok);
  settleHeld(
    state,
    inserts,
    inserts.map((_, slot) => Number(row[`k${slot}`])),
  );
}
