/**
 * PostgreSQL: the update of a document row the write transaction holds locked (read `for update`,
 * documents.ts `getDocToWrite`) is held back and written by the transaction's closing statement
 * (closing-rows.ts), which sets its final change number in the same stroke: an order's transition
 * is one round trip less. Nobody else can change the row meanwhile (it is locked), so no check that
 * it still holds what was read is needed.
 *
 * Held back only while nothing else could see it: any other statement of the transaction that names
 * a table with a held row — a read of the row included, whether the document store's or a query
 * built anywhere — first writes what is held (`holdBackUpdates` sees every statement the
 * transaction's connection runs), so every statement sees the transaction's writes as if they had
 * been made at once. A statement that names none of them cannot see the rows (no trigger of another
 * table reads a document table, and a held update keeps the row's id, which is all a foreign key
 * looks at), so a confirm's stock moves and a delivery's cash entry leave the order's update held.
 */
import { CompiledQuery, type Transaction } from 'kysely';
import { mark, quoteName, textFor } from './sql-text.js';
import type { Tables } from './tables.js';
import type { TxState } from './tx-state.js';
import { namesHeldFields, writeHeldFields } from './held-fields.js';
import { insertHeldNow, namesHeldInsert } from './held-inserts.js';
import { finalParameter, holdsOutstanding } from './provisional-numbers.js';

const keyOf = (table: string, id: string): string => `${table}|${id}`;

/** Notes that the transaction holds these rows locked until it ends. */
export function noteLocked(state: TxState, table: string, ids: Iterable<string>): void {
  for (const id of ids) state.locked.add(keyOf(table, id));
}

/** Whether an update of the row may be held back: PostgreSQL, and the row locked by this transaction. */
export function holdsUpdates(state: TxState, table: string, id: string): boolean {
  return state.kind === 'postgres' && state.locked.has(keyOf(table, id));
}

/** Holds back the row's update: `row` is the whole row to write, its `seq` the transaction's own number. */
export function holdUpdate(state: TxState, table: string, row: Record<string, unknown> & { id: string }): void {
  let rows = state.held.get(table);
  if (rows === undefined) state.held.set(table, (rows = new Map()));
  rows.set(row.id, row);
}

type Run = (text: string, parameters: readonly unknown[]) => Promise<unknown>;

/** Writes what is held, a statement per row, as the update would have been written at once. */
async function writeHeld(state: TxState, run: Run): Promise<void> {
  const held = [...state.held];
  state.held.clear();
  for (const [table, rows] of held) {
    for (const { id, ...row } of rows.values()) {
      const columns = Object.keys(row);
      const text = textFor(`held|${table}|${columns.join(',')}`, () => {
        const set = columns.map((column, i) => `${quoteName(column)} = ${mark('postgres', i)}`).join(', ');
        return `update ${quoteName(table)} set ${set} where "id" = ${mark('postgres', columns.length)}`;
      });
      await run(text, [...columns.map((column) => row[column] ?? null), id]);
    }
  }
}

/** Whether `text` names a table with a held row (a name merely contained in a longer one counts too: writing early is always safe). */
function namesHeldTable(state: TxState, text: string): boolean {
  for (const [table, rows] of state.held) if (rows.size > 0 && text.includes(table)) return true;
  return false;
}

type Connection = { executeQuery(query: CompiledQuery): Promise<unknown> };

/** `query` with the final numbers of the provisional ones its parameters hold, where known (provisional-numbers.ts). */
function withFinalParameters(state: TxState, query: CompiledQuery): CompiledQuery {
  let changed = false;
  const parameters = query.parameters.map((value) => {
    const final = finalParameter(state, value);
    if (final !== value) changed = true;
    return final;
  });
  return changed ? { ...query, parameters } : query;
}

/**
 * Has every statement the transaction `trx` runs from now on write what is held first — the held
 * updates and field writes (held-fields.ts) of the tables it names, and the held inserts (held-inserts.ts) of the tables it names or
 * when it carries a provisional number — but its closing statement (`state.closing`) and its commit
 * or rollback; and carry the final numbers of the provisional ones already taken. Answers the
 * function that stops it, to call before the transaction ends: the connection goes back to the pool afterwards.
 */
export async function holdBackUpdates(trx: Transaction<Tables>, state: TxState): Promise<() => void> {
  return trx.getExecutor().provideConnection(async (connection: Connection) => {
    const own = Object.getOwnPropertyDescriptor(connection, 'executeQuery');
    const original = connection.executeQuery;
    const sent = (query: CompiledQuery): Promise<unknown> => original.call(connection, state.provisional.size > 0 ? withFinalParameters(state, query) : query);
    const run: Run = (text, parameters) => sent(CompiledQuery.raw(text, [...parameters]));
    const rowsOf = async (text: string, parameters: readonly unknown[]): Promise<unknown[]> => ((await run(text, parameters)) as { rows: unknown[] }).rows;
    connection.executeQuery = async (query: CompiledQuery) => {
      if (state.closing || /^\s*(commit|rollback)\b/i.test(query.sql)) return original.call(connection, query);
      if (state.heldInserts.size > 0 && (namesHeldInsert(state, query.sql) || query.parameters.some((value) => holdsOutstanding(state, value)))) await insertHeldNow(state, rowsOf);
      // The fields before the whole rows: a row held both ways had its field held first (held-fields.ts `heldTwice`).
      if (state.heldFields.size > 0 && namesHeldFields(state, query.sql)) await writeHeldFields(state, rowsOf);
      if (state.held.size > 0 && namesHeldTable(state, query.sql)) await writeHeld(state, run);
      return sent(query);
    };
    return () => {
      if (own) Object.defineProperty(connection, 'executeQuery', own);
      else delete (connection as Partial<Connection>).executeQuery;
    };
  });
}
