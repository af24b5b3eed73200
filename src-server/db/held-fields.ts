/**
 * SQLite: a field write (field-write.ts) of a field the closing statement knows — a product's
 * `inventory`, which every confirm and delivery moves — is held for the write's closing statement
 * (sqlite-closing.ts), whose trigger makes the same update from JSON: one statement less per stock
 * move. Its rows are small (an id, a ~100-byte figure, a change number), so carried as JSON they cost
 * no more than their own statement (measured alone, 5 products: 152 against 157 µs with the closing
 * statement; a stock move's records, whose documents JSON would escape, cost 9-14% more and are not held).
 *
 * Held only while nothing else could see it. Every statement a write transaction runs as text
 * (sql-text.ts `runText`: the document store's reads and writes, the stock moves, the field writes)
 * that names a table with held writes, and every document query built with Kysely (doc-base.ts
 * `docs`), first writes what is held, as the field write would have written it at once. The change
 * rows and history entries are the write's own either way (field-write.ts), so after the commit a
 * reader sees the same rows whichever way the update was made.
 */
import { mark, marks, quoteName, textFor } from './sql-text.js';
import type { TxState } from './tx-state.js';

/** The fields whose writes the closing statement makes, per table: its trigger names them, so only plain names. */
export const FIELDS_AT_CLOSE: ReadonlyArray<readonly [table: string, field: string]> = [['products', 'inventory']];

/** A held field write: the document's id, the field's new JSON, its change number and the write's time. */
export type HeldField = readonly [id: string, json: string, seq: number, now: string];

const keyOf = (table: string, field: string): string => `${table}.${field}`;

/** The `closing` column that carries a table's held writes of `field` (sqlite-closing.ts). */
export const heldFieldColumn = (table: string, field: string): string => quoteName(keyOf(table, field));

/**
 * SQLite's SET of a field write: the field and `updatedAt` in the document, the row's time and its
 * change number, each from the SQL given. One text for the update made at once and the trigger's.
 */
export function sqliteFieldSet(field: string, json: string, now: string, seq: string): string {
  return `"doc" = json_set("doc", '$.${field}', json(${json}), '$.updatedAt', ${now}), "updated_at" = ${now}, "seq" = ${seq}`;
}

/** The update of `count` documents made at once: the write's time, then each document's id, new JSON and change number. */
export function sqliteFieldUpdate(table: string, field: string, count: number): string {
  return textFor(`field-write|sqlite|${table}|${field}|${count}`, () => {
    const name = quoteName(table);
    const tuples = Array.from({ length: count }, (_, r) => `(${marks('sqlite', 3, 1 + r * 3)})`).join(', ');
    // SQLite's marks are positional: the time is given twice.
    return `update ${name} set ${sqliteFieldSet(field, 'v."column2"', mark('sqlite', 0), 'v."column3"')} from (values ${tuples}) as v where ${name}."id" = v."column1"`;
  });
}

/** The trigger's update of the held writes of `field` of `table`, from the `closing` column's JSON array of `HeldField`s. */
export function heldFieldClause(table: string, field: string): string {
  const name = quoteName(table);
  const value = (i: number): string => `"v"."value" ->> ${i}`;
  return `update ${name} set ${sqliteFieldSet(field, value(1), value(3), value(2))} from jsonb_each(new.${heldFieldColumn(table, field)}) as "v" where ${name}."id" = ${value(0)};`;
}

/** The JSON the closing statement binds for the held writes of `field` of `table`; null for none. */
export function heldFieldJson(state: TxState, table: string, field: string): string | null {
  const rows = state.heldFields.get(keyOf(table, field));
  return rows === undefined || rows.size === 0 ? null : JSON.stringify([...rows.values()]);
}

/** Whether a write of `field` of `table` in this transaction is held: SQLite, with its connection held, and a field the closing statement makes. */
export function holdsField(state: TxState, table: string, field: string): boolean {
  return state.kind === 'sqlite' && state.runHeld !== null && FIELDS_AT_CLOSE.some(([t, f]) => t === table && f === field);
}

/** Writes what is held of the tables `text` names (null: of every table), as the field writes would have been made at once. */
function writeHeldFirst(state: TxState, text: string | null): void {
  const run = state.runHeld;
  if (run === null || state.closing) return;
  for (const [key, rows] of state.heldFields) {
    const [table = '', field = ''] = key.split('.');
    // A name merely contained in a longer one counts too: writing early is always safe.
    if (rows.size === 0 || (text !== null && !text.includes(table))) continue;
    const held = [...rows.values()];
    rows.clear();
    run(sqliteFieldUpdate(table, field, held.length), [held[0]?.[3], held[0]?.[3], ...held.flatMap(([id, json, seq]) => [id, json, seq])]);
  }
}

/** Holds the writes for the closing statement; a later write of the same document replaces its held one, as a second update would. */
export function holdFieldWrites(state: TxState, table: string, field: string, writes: readonly HeldField[]): void {
  const key = keyOf(table, field);
  let rows = state.heldFields.get(key);
  if (rows === undefined) state.heldFields.set(key, (rows = new Map()));
  for (const write of writes) rows.set(write[0], write);
  state.beforeStatement ??= (text) => writeHeldFirst(state, text);
}

/** The closing statement wrote what is held. */
export function heldFieldsWritten(state: TxState): void {
  for (const rows of state.heldFields.values()) rows.clear();
}
