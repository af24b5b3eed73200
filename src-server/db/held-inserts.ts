/**
 * PostgreSQL: a new document whose columns can be written before its running number is known
 * (numbered-insert.ts `numberedColumns`) is inserted by the write's closing statement
 * (closing-rows.ts), which takes its collection's numbers there. The counter's row is locked from
 * the statement that takes the numbers to the commit, so the numbers stay gapless and unique; taken
 * last, every other writer of the collection (a confirm's and a delivery's stock records, a
 * delivery's account movements) waits for one statement and a commit instead of a whole write.
 *
 * Until then the document holds a provisional number (provisional-numbers.ts), which its history
 * entry and the write's answer copy; the closing statement writes the final one in its row, its
 * JSON and the columns that hold it, in the history entries and a stored Idempotency-Key answer that
 * hold the provisional one, and `runWrite` gives the answer the final numbers after it.
 *
 * Held back only while nothing else could see it: a statement of the transaction that names the
 * table, or carries a provisional number, first inserts what is held with its numbers taken then
 * (held-updates.ts sees every statement) — the early path, which numbered every document before.
 */
import type { CollectionDef, Doc } from './doc-base.js';
import { CHANGE_NUMBER } from './change-numbers.js';
import { numberCounter } from './counters.js';
import { docWithoutNumber, numberedInsert, NUMBERED_ROWS_MAX, settleNumbers, type NumberedColumns } from './numbered-insert.js';
import { provisionalIn, settleProvisional, withFinalNumbers } from './provisional-numbers.js';
import { quoteName } from './sql-text.js';
import type { DocumentTable } from './tables.js';
import type { TxState } from './tx-state.js';

export interface HeldInsert {
  readonly def: CollectionDef<object>;
  /** The rows' columns, and the ones that hold the number as text: one shape per table. */
  readonly columns: readonly string[];
  readonly numbered: readonly string[];
  readonly rows: DocumentTable[];
  readonly docs: Array<Doc<object>>;
  /**
   * Each document's JSON without its number (`docWithoutNumber`), made once when it is held: the
   * closing statement writes it, and the checks and the settling after it read it, as the row was
   * held (the row's other columns were made from the document then too).
   */
  readonly rests: string[];
  readonly around: NumberedColumns[];
  /** Each row's provisional number, in order. */
  readonly provisional: number[];
}

const shapeOf = (rows: readonly DocumentTable[], around: readonly NumberedColumns[]): [string[], string[]] => [
  [...new Set(rows.flatMap((row) => Object.keys(row)))],
  [...new Set(around.flatMap((row) => [...row.keys()]))].sort(),
];

/**
 * Holds the new rows (each numbered with its document's provisional number) for the closing
 * statement. False when rows of another shape are held for the table, or a document holds another's
 * provisional number: the caller inserts these at once, and the held ones go first, numbered
 * before them (see the header).
 */
export function holdInsert<F extends object>(state: TxState, def: CollectionDef<F>, rows: DocumentTable[], docs: Array<Doc<F>>, around: readonly NumberedColumns[]): boolean {
  const [columns, numbered] = shapeOf(rows, around);
  const held = state.heldInserts.get(def.table);
  if (held && (held.columns.join() !== columns.join() || held.numbered.join() !== numbered.join())) return false;
  const rests = docs.map((doc) => docWithoutNumber(doc));
  // A document that copied another's provisional number is written once that number is final (held-updates.ts passes it on).
  if (rests.some((rest) => provisionalIn(state, rest).length > 0)) return false;
  const group = held ?? { def: def as unknown as CollectionDef<object>, columns, numbered, rows: [], docs: [], rests: [], around: [], provisional: [] };
  state.heldInserts.set(def.table, group);
  rows.forEach((row, i) => {
    group.rows.push(row);
    group.docs.push(docs[i] as Doc<object>);
    group.rests.push(rests[i] ?? '');
    group.around.push(around[i] ?? new Map());
    group.provisional.push(Number(row.number));
  });
  return true;
}

/** Whether the statement `text` names a table with held rows (a longer name containing it counts too: inserting early is always safe). */
export function namesHeldInsert(state: TxState, text: string): boolean {
  for (const table of state.heldInserts.keys()) if (text.includes(table)) return true;
  return false;
}

type Run = (text: string, parameters: readonly unknown[]) => Promise<unknown[]>;

/** The early path: every held row inserted now, by `run`, in the order held, taking its number now. */
export async function insertHeldNow(state: TxState, run: Run): Promise<void> {
  const groups = [...state.heldInserts.values()];
  state.heldInserts.clear();
  for (const group of groups) {
    for (let from = 0; from < group.rows.length; from += NUMBERED_ROWS_MAX) {
      const to = from + NUMBERED_ROWS_MAX;
      const insert = numberedInsert(group.def, group.rows.slice(from, to), group.docs.slice(from, to), group.around.slice(from, to), group.rests.slice(from, to));
      settleProvisional(state, group.provisional.slice(from, to), insert.settle((await run(insert.text, insert.values)) as Array<{ number: unknown }>));
    }
  }
}

/** The held groups in the order the closing statement takes their counters: by counter name. */
export function heldInOrder(state: TxState): HeldInsert[] {
  return [...state.heldInserts.values()].sort((a, b) => (a.def.name < b.def.name ? -1 : a.def.name > b.def.name ? 1 : 0));
}

/** Where each held provisional number lands: its group's place in `heldInOrder` and its own in the group. */
export function provisionalSlots(groups: readonly HeldInsert[]): Map<number, readonly [slot: number, index: number]> {
  const slots = new Map<number, readonly [number, number]>();
  groups.forEach((group, slot) => group.provisional.forEach((number, index) => slots.set(number, [slot, index])));
  return slots;
}

/** The closing statement's key for the held groups' part of its text. */
export const heldInsertsKey = (groups: readonly HeldInsert[]): string => groups.map((group) => `${group.def.table}:${group.columns.join(',')}:${group.numbered.join(',')}`).join(';');

/**
 * The held groups' part of the closing statement, its parameter marks from `$first`: per group
 * `"k<slot>"`, which takes the collection's numbers (after the group before it: one row each;
 * the change numbers `"n"` come after the last; the first after the CTE `after`, when named), and `"r<slot>"`, which inserts the rows numbered from it with
 * their change numbers from `"n"`; and `"ks"`, the base of each slot. Answers the CTEs and the mark after the last.
 */
export function heldInsertsSql(groups: readonly HeldInsert[], first: number, after: string | null = null): { takes: string[]; inserts: string[]; next: number } {
  let next = first;
  const takes: string[] = [];
  const inserts: string[] = [];
  groups.forEach((group, slot) => {
    const [name, count, json] = [next, next + 1, next + 2];
    next += 3;
    const source = `select $${name}::text, $${count}::bigint${slot > 0 ? ` from "k${slot - 1}"` : after ? ` from ${after}` : ''}`;
    takes.push(
      `"k${slot}" as (insert into "counters" ("name", "value") ${source} on conflict ("name") do update set "value" = "counters"."value" + excluded."value" returning "value" - $${count}::bigint as "base")`,
    );
    const numberOf = `("k${slot}"."base" + "v"."ordinality")`;
    const values = group.columns.map((column) => {
      if (column === 'number') return numberOf;
      if (column === 'seq') return CHANGE_NUMBER;
      if (column === 'doc') return `'{"number":' || ${numberOf} || ',' || "v"."doc"`;
      if (group.numbered.includes(column)) {
        next += 2;
        return `($${next - 2}::text[])["v"."ordinality"::int] || ${numberOf}::text || ($${next - 1}::text[])["v"."ordinality"::int]`;
      }
      return `"v".${quoteName(column)}`;
    });
    const table = quoteName(group.def.table);
    inserts.push(
      `"r${slot}" as (insert into ${table} (${group.columns.map(quoteName).join(', ')}) select ${values.join(', ')} from "n", "k${slot}", jsonb_populate_recordset(null::${table}, $${json}::jsonb) with ordinality as "v")`,
    );
  });
  if (groups.length > 0) takes.push(`"ks" as (${groups.map((_, slot) => `select ${slot} as "slot", "base" from "k${slot}"`).join(' union all ')})`);
  return { takes, inserts, next };
}

/** The values of `heldInsertsSql`'s marks, in order; the rows go as JSON without their numbers. */
export function heldInsertsValues(groups: readonly HeldInsert[], into: unknown[]): void {
  for (const group of groups) {
    const json = group.rows.map((row, i) => {
      const { number: _number, ...rest } = row;
      for (const column of group.numbered) delete (rest as Record<string, unknown>)[column];
      return { ...rest, doc: group.rests[i] };
    });
    into.push(numberCounter(group.def.name), group.rows.length, JSON.stringify(json));
    for (const column of group.columns) {
      if (!group.numbered.includes(column)) continue;
      into.push(
        group.around.map((around) => around.get(column)?.[0] ?? ''),
        group.around.map((around) => around.get(column)?.[1] ?? ''),
      );
    }
  }
}

/** After the closing statement: the rows, documents and provisional numbers of the groups get their final numbers, from each slot's base. */
export function settleHeld(state: TxState, groups: readonly HeldInsert[], bases: readonly number[]): void {
  groups.forEach((group, slot) => {
    const first = (bases[slot] ?? 0) + 1;
    settleNumbers(group.rows, group.docs, group.around, group.rests, first);
    settleProvisional(state, group.provisional, first);
  });
  state.heldInserts.clear();
}

/** Each text field of `row` passed through `change`, in place. */
function eachText(row: Record<string, unknown>, change: (text: string) => string): void {
  for (const [column, value] of Object.entries(row)) if (typeof value === 'string') row[column] = change(value);
}

/** Whether the closing statement can give every provisional number its final one: each history entry and stored answer holds at most one, and nothing else it writes holds any. */
function closingCanSettle(state: TxState): boolean {
  const none = (text: string): boolean => provisionalIn(state, text).length === 0;
  for (const group of state.heldInserts.values()) {
    if (!group.rests.every(none)) return false;
    if (!group.around.every((around) => [...around.values()].every(([before, after]) => none(before) && none(after)))) return false;
  }
  for (const rows of state.held.values()) for (const row of rows.values()) if (!none(JSON.stringify(row))) return false;
  if (!state.history.every((row) => provisionalIn(state, row.changes).length <= 1 && none(JSON.stringify({ ...row, changes: '' })))) return false;
  for (const [table, rows] of state.atClose) {
    for (const row of rows as Array<Record<string, unknown>>) {
      const { [FINAL_TEXT_COLUMNS[table] ?? '']: text, ...rest } = row;
      if ((typeof text === 'string' && provisionalIn(state, text).length > 1) || !none(JSON.stringify(rest))) return false;
    }
  }
  return true;
}

/** Per table the closing statement writes from rows kept in the transaction's state, the one text column it gives final numbers (history entries, stored answers). */
export const FINAL_TEXT_COLUMNS: Readonly<Record<string, string>> = { history: 'changes', idempotency: 'body' };

/**
 * Before the closing statement: what the transaction kept to write then holds the final numbers
 * already taken, and when the closing statement could not write every provisional one (a text
 * holding two, another document's JSON holding one) the held rows are inserted first, the early
 * way, and their final numbers written in the same way. `run` runs a statement in the transaction.
 */
export async function prepareClosing(state: TxState, run: Run): Promise<void> {
  if (state.provisional.size === 0) return;
  if (state.heldInserts.size > 0 && !closingCanSettle(state)) await insertHeldNow(state, run);
  if (![...state.provisional.values()].some((final) => final !== null)) return;
  const final = (text: string): string => withFinalNumbers(state, text);
  for (const row of state.history) row.changes = final(row.changes);
  for (const rows of state.atClose.values()) for (const row of rows) eachText(row as Record<string, unknown>, final);
  for (const rows of state.held.values()) for (const row of rows.values()) eachText(row, final);
}
