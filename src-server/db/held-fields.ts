/**
 * PostgreSQL: a field write (field-write.ts: a product's `inventory`, which every stock move sets) is
 * held back for the write's closing statement (closing-rows.ts), which writes it with the document's
 * final change number. Written at once, the row took two new versions in one write: the figures
 * with the transaction's own number, then the final number in the closing statement (each version
 * one more dead row for PostgreSQL to prune, and an entry in each of the table's indexes when it did
 * not fit on the row's page). Held, it takes one.
 *
 * The write stays conditional, as it was at once: a row is written only if its field still holds
 * what the write read (another writer may have moved it since: the rows are not locked when read),
 * and when one does not, the closing statement fails (`refuse_stale_rows()`, SQLSTATE `P0402`,
 * migration 0026), the `commit` sent behind it is answered as a rollback, and the write runs again
 * (`StaleRow`, retry.ts). The rows are locked by the closing statement, in id order, before the
 * collections' counters and the change numbers it takes (`HELD_LOCK`; the other order let a confirm
 * and an adjustment of the same product wait for each other), and held to the commit.
 *
 * Held only while nothing else could see it: any other statement of the transaction that names the
 * table writes what is held first (held-updates.ts `holdBackUpdates`), at once and as before (the
 * transaction's own number, then the final one in the closing statement), so every statement sees
 * the transaction's writes as if they had been made at once.
 */
import { chunks } from './doc-base.js';
import { CHANGE_NUMBER } from './change-numbers.js';
import { fieldValueSql, withFieldSql } from './field-sql.js';
import { StaleRow } from './retry.js';
import { marks, quoteName, textFor } from './sql-text.js';
import type { TxState } from './tx-state.js';

/** One held row: the field's new JSON, the transaction's own change number, the field's JSON as the write read it (null: absent). */
export interface HeldFieldRow {
  readonly after: string;
  readonly seq: number;
  readonly read: string | null;
}

/** What is held of one table: one field, the write's time, the rows by id. */
export interface HeldFields {
  readonly field: string;
  readonly now: string;
  readonly rows: Map<string, HeldFieldRow>;
}

/** SQLSTATE of `refuse_stale_rows()` (migration 0026): a held field's row moved after the write read it. */
export const STALE_ROWS = 'P0402';

/**
 * Holds the writes for the closing statement. Answers false, holding nothing, when they cannot join
 * what the table already holds (another field, another time, or a row held already, whose second
 * write must compare with the first): the caller writes what is held first (`writeHeldFields`).
 */
export function holdFieldWrites(state: TxState, table: string, field: string, now: string, writes: ReadonlyArray<HeldFieldRow & { id: string }>): boolean {
  const held = state.heldFields.get(table);
  if (held !== undefined && (held.field !== field || held.now !== now || writes.some((write) => held.rows.has(write.id)))) return false;
  const into = held ?? { field, now, rows: new Map<string, HeldFieldRow>() };
  if (held === undefined) state.heldFields.set(table, into);
  for (const { id, after, seq, read } of writes) into.rows.set(id, { after, seq, read });
  return true;
}

/** Whether the whole update of one of these rows of `table` is held (held-updates.ts): a field written after it must be written after it. */
export function wholeRowHeld(state: TxState, table: string, ids: readonly string[]): boolean {
  const whole = state.held.get(table);
  return whole !== undefined && ids.some((id) => whole.has(id));
}

/** Whether `text` names a table with held field writes (a name merely contained in a longer one counts too: writing early is always safe). */
export function namesHeldFields(state: TxState, text: string): boolean {
  for (const table of state.heldFields.keys()) if (text.includes(table)) return true;
  return false;
}

/**
 * The write at once of `count` rows: the time first, then each row's id, new JSON, change number
 * and the JSON it was read with; the statement answers the ids written.
 */
function writeNowText(table: string, field: string, count: number): string {
  return textFor(`field-write|postgres|${table}|${field}|${count}`, () => {
    const name = quoteName(table);
    const tuples = Array.from({ length: count }, (_, r) => `(${marks('postgres', 4, 1 + r * 4)})`).join(', ');
    const unchanged = `${fieldValueSql('postgres', field, `${name}."doc"`)} is not distinct from v.column4`;
    return `update ${name} set "doc" = ${withFieldSql(field, '"doc"', 'v.column2', '$1')}, "updated_at" = $1, "seq" = v.column3::bigint from (values ${tuples}) as v where ${name}."id" = v.column1 and ${unchanged} returning ${name}."id"`;
  });
}

type Run = (text: string, parameters: readonly unknown[]) => Promise<unknown[]>;

/**
 * Writes what is held now, each row with the transaction's own change number (its final one is set
 * by the closing statement, as for any row written before it); a row whose field moved since it was
 * read fails the write (`StaleRow`).
 */
export async function writeHeldFields(state: TxState, run: Run): Promise<void> {
  const held = [...state.heldFields];
  state.heldFields.clear();
  for (const [table, { field, now, rows }] of held) {
    for (const chunk of chunks([...rows])) {
      const parameters: unknown[] = [now];
      for (const [id, { after, seq, read }] of chunk) parameters.push(id, after, seq, read);
      const written = (await run(writeNowText(table, field, chunk.length), parameters)) as Array<{ id: string }>;
      if (written.length < chunk.length) {
        const done = new Set(written.map((row) => row.id));
        throw new StaleRow(table, chunk.find(([id]) => !done.has(id))?.[0] ?? '');
      }
    }
  }
}

/**
 * Whether a row is held both here and as a whole row (held-updates.ts), which one statement cannot
 * write twice. Only a field held before its row's whole update can be (`holdFieldWrites` after a
 * whole update writes both at once, field-write.ts), so the field is written first.
 */
export function heldTwice(state: TxState): boolean {
  for (const [table, { rows }] of state.heldFields) {
    const whole = state.held.get(table);
    if (whole !== undefined) for (const id of rows.keys()) if (whole.has(id)) return true;
  }
  return false;
}

/** The closing statement's CTE that locks the rows of the held field writes, one row: the first thing the statement does. */
export const HELD_LOCK = '"l"';

/** What shapes `heldFieldsSql`'s text: the tables and their fields. */
export const heldFieldsKey = (state: TxState): string => [...state.heldFields].map(([table, { field }]) => `${table}:${field}`).join(',');

/**
 * The closing statement's part for the held field writes, its parameters from `$first` (in the order
 * `heldFieldsValues` pushes them): per table a CTE `"f<i>"` that writes its rows with their final
 * change numbers (from `"n"`) where the field still holds what was read, answering the ids written,
 * and `fresh`, the condition that every held row was written (null when nothing is held); and
 * `lock`, the CTE `HELD_LOCK` that locks the held rows (in the order of their ids), for the
 * statement to run before it takes anything else: a collection's counter or the pull's fence taken
 * first and the row awaited under it would hold them while it waits, and would lock in the other
 * order than a write that locked the row before its closing statement (an adjustment, which reads
 * the product back), the two deadlocking.
 */
export function heldFieldsSql(state: TxState, first: number): { lock: string | null; parts: string[]; fresh: string | null; next: number } {
  const parts: string[] = [];
  const checks: string[] = [];
  const locks: string[] = [];
  let next = first;
  let i = 0;
  for (const [table, { field }] of state.heldFields) {
    const [now, ids, afters, seqs, reads] = [next, next + 1, next + 2, next + 3, next + 4].map((n) => `$${n}`);
    const doc = withFieldSql(field, '"t"."doc"', '"v"."after"', now ?? '');
    const unchanged = `${fieldValueSql('postgres', field, '"t"."doc"')} is not distinct from "v"."read"`;
    // The ids again for the primary key (as a held update's, closing-rows.ts): the array's rows are not an estimate the planner joins well.
    parts.push(
      `"f${i}" as (update ${quoteName(table)} as "t" set "doc" = ${doc}, "updated_at" = ${now}, "seq" = ${CHANGE_NUMBER} from "n", unnest(${ids}::text[], ${afters}::text[], ${seqs}::bigint[], ${reads}::text[]) as "v"("id", "after", "seq", "read") where "t"."id" = any(${ids}::text[]) and "t"."id" = "v"."id" and ${unchanged} returning "t"."id")`,
    );
    checks.push(`(select count(*) from "f${i}") = cardinality(${ids}::text[])`);
    locks.push(`(select count(*) from (select 1 from ${quoteName(table)} where "id" = any(${ids}::text[]) order by "id" for update) as "r")`);
    next += 5;
    i += 1;
  }
  const lock = locks.length > 0 ? `${HELD_LOCK} as (select ${locks.join(' + ')} as "locked")` : null;
  return { lock, parts, fresh: checks.length > 0 ? checks.join(' and ') : null, next };
}

/** The parameters of `heldFieldsSql`'s part, pushed onto `values`: per table the time, then one array per column, rows in the order of their ids (the order rows are locked in). */
export function heldFieldsValues(state: TxState, values: unknown[]): void {
  for (const { now, rows } of state.heldFields.values()) {
    const sorted = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    values.push(
      now,
      sorted.map(([id]) => id),
      sorted.map(([, row]) => row.after),
      sorted.map(([, row]) => row.seq),
      sorted.map(([, row]) => row.read),
    );
  }
}
