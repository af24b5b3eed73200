/**
 * How a SQLite write transaction numbers its changes and documents. SQLite runs one writer at a
 * time, so a transaction that knows the counters as they stand numbers from them, and the numbers
 * follow commit order.
 *
 * The counters as this process's last write left them are kept, and a write numbers from those
 * without reading them. That is sound only while nothing else wrote the file since, which this
 * process cannot assume (another connection, a tool, a second server on the same file), so the
 * write checks it in its closing statement (sqlite-closing.ts), the last before its commit: the
 * counters it numbered from must still hold the values it took. One that moved means another
 * writer took numbers meanwhile: the transaction is rolled back and runs again (`ReadAtStart`,
 * write.ts) from counters read inside it. The counters only grow, so values as expected mean no
 * one took any.
 *
 * The closing statement also answers the write's guard, the caller's session as it is at the
 * commit. A write may itself end its caller's session (a sign-out) or change the caller's user (an
 * admin changing their own role), which must not refuse it: what counts is the session as the write
 * began. So a guard that fails there also runs the write again, reading the counters and answering
 * the guard in its first statement, before any work of its own (as a write without kept counters —
 * the first, or one after a failure — always does).
 */
import type { Transaction } from 'kysely';
import type { Database } from './connect.js';
import { numberCounter, SEQ_COUNTER, type Numbering } from './counters.js';
import { PERIOD_FENCE } from './period-fence.js';
import { runText, textFor } from './sql-text.js';
import { writeSqliteClosing } from './sqlite-closing.js';
import type { Tables } from './tables.js';
import type { StoredRow, TxState } from './tx-state.js';
import { keepRowsOf, type KeptRows } from './kept-rows.js';
import { guardHolds, requireGuard, type WriteGuard } from './write-guard.js';

/** Run the write again, reading the counters and answering its guard as it starts: what it took from the kept ones did not hold (see the header). */
export class ReadAtStart extends Error {
  constructor(reason: string, cause?: unknown) {
    super(reason, { cause });
    this.name = 'ReadAtStart';
  }
}

/** Per database, every counter as its last committed write left them, and the document rows those writes left (kept-rows.ts). */
const kept = new WeakMap<Database, { counters: ReadonlyMap<string, number>; rows: KeptRows }>();

/**
 * The document rows kept for `database` (kept-rows.ts), per `table|id`, as the next write would take
 * them: what tests compare with the stored rows. Empty when nothing is kept (PostgreSQL, a fresh
 * handle, after a failed write).
 */
export function keptRowsOf(database: Database): ReadonlyMap<string, StoredRow> {
  return kept.get(database)?.rows.rows ?? new Map<string, StoredRow>();
}

const ALL_COUNTERS = 'select "name", "value" from "counters"';

/** The counters and, in a row named null, the answer of the write's guard: one statement. */
const countersAndGuard = (guard: WriteGuard): string => textFor(`counters|${guard.key}`, () => `${ALL_COUNTERS} union all select null, ${guard.condition('sqlite', 0)}`);

async function readCounters(trx: Transaction<Tables>, guard: WriteGuard | null): Promise<Map<string, number>> {
  const rows = await runText<{ name: string | null; value: unknown }>(trx, guard ? countersAndGuard(guard) : ALL_COUNTERS, guard ? guard.values : []);
  const read = new Map<string, number>();
  for (const row of rows) {
    if (row.name === null) requireGuard(guard, row.value);
    else read.set(row.name, Number(row.value));
  }
  return read;
}

/** A SQLite error a stale counter may cause before the closing statement finds it: a number or change number taken twice. */
const isConstraint = (error: unknown): boolean => /^SQLITE_CONSTRAINT/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/** One write transaction's numbering on `database`; `failed` maps its failure to what `runWrite` throws. */
export class SqliteCounters {
  private fromKept = false;
  private closed = false;
  private state: TxState | null = null;

  /** `readFirst`: read the counters and answer the guard as the transaction starts, whatever is kept. */
  constructor(
    private readonly database: Database,
    private readonly readFirst: boolean,
  ) {}

  async start(trx: Transaction<Tables>, state: TxState, guard: WriteGuard | null): Promise<Numbering> {
    const known = this.readFirst ? undefined : kept.get(this.database);
    this.fromKept = known !== undefined;
    this.state = state;
    // Rows are taken from the kept ones only when the counters are, which the closing statement checks (kept-rows.ts).
    state.keptRows = known?.rows ?? null;
    const started = known?.counters ?? (await readCounters(trx, guard));
    // period-fence.ts reads the fence from here; an audit that moves it replaces the map.
    state.startCounters = started;
    const startSeq = started.get(SEQ_COUNTER) ?? 0;
    let seq = startSeq;
    const numbers = new Map<string, number>();
    return {
      nextSeq: () => ++seq,
      nextNumber: async (collection, count) => {
        const name = numberCounter(collection);
        const first = (numbers.get(name) ?? started.get(name) ?? 0) + 1;
        numbers.set(name, first + count - 1);
        return first;
      },
      // Also checks that the counters it numbered from still held (see the header).
      close: async () => {
        const moved = [...numbers].map(([name, value]) => ({ name, value }));
        if (seq !== startSeq) moved.unshift({ name: SEQ_COUNTER, value: seq });
        // The counters as the transaction found them, but the fence an audit in it moved itself.
        const base = state.startCounters ?? started;
        const names = [SEQ_COUNTER, PERIOD_FENCE, ...numbers.keys()];
        const expected = names.map((name) => [name, base.get(name) ?? 0] as const);
        const answer = await writeSqliteClosing(trx, state, moved, expected, this.fromKept ? guard : null);
        if (answer.moved) throw new ReadAtStart('another writer moved the counters this write numbered from');
        if (this.fromKept && guard && !guardHolds(answer.ok)) throw new ReadAtStart('the session failed its check after the write', guard.refusal());
        const after = new Map(base);
        for (const { name, value } of moved) after.set(name, value);
        // Kept before the commit: the next write may begin before this one's caller resumes. Were the commit to fail, `failed` drops them.
        kept.set(this.database, { counters: after, rows: keepRowsOf(state, known?.rows ?? null) });
        this.closed = true;
      },
    };
  }

  /**
   * What the failed transaction throws: a constraint broken while numbering from kept counters may be
   * theirs, and a refusal decided on a kept row no closing statement checked may be another writer's
   * doing (kept-rows.ts), so either runs again from counters and rows read inside it.
   */
  failed(error: unknown): unknown {
    const fromKept = this.fromKept && !(error instanceof ReadAtStart);
    const retry =
      fromKept && isConstraint(error)
        ? new ReadAtStart('a number this write took from the kept counters was taken', error)
        : fromKept && !this.closed && this.state?.keptRowsUsed
          ? new ReadAtStart('the write failed on a row kept from an earlier write', error)
          : error;
    if (this.closed || retry instanceof ReadAtStart) kept.delete(this.database);
    return retry;
  }
}
