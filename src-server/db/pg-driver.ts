/**
 * Kysely's PostgreSQL driver, with two round-trip savings on transactions (bench/issue-21-pg.md, last
 * section): every lifecycle write is a transaction of 4-8 statements, and on this path a round trip
 * (a socket write each way, a wake-up of the server thread and of the backend) costs more CPU than
 * most of the statements themselves.
 *
 * - **`begin` goes with the first statement.** The transaction's `begin` is not sent on its own: it is
 *   written to the socket together with the transaction's first statement (pg's pipeline mode: each
 *   query is sent at once, with its own Sync, and answered in order). A transaction that runs no
 *   statement sends neither `begin` nor its `commit`/`rollback`. The statement still sees the
 *   transaction's snapshot and locks: PostgreSQL runs `begin` first, as it arrives first.
 * - **`commit` goes with the closing statement** (`commitAfter`). A write's closing statement is its last
 *   (closing-rows.ts): its guard fails it in SQL (`refuse_write_guard()`, migration 0021), and what
 *   the server does with its answer cannot fail. The `commit` is written right behind it, so the
 *   locks it holds to the commit (the collections' running numbers, the pull's fence) are released
 *   one round trip and the server's handling of the answer sooner. A closing statement that fails
 *   turns that `commit` into a rollback (PostgreSQL ends a failed transaction so); the write then
 *   fails with the statement's error, as before. A commit that fails (a deferred constraint, a
 *   serialization failure) fails the write where Kysely's `commit` is awaited, as before.
 * - **Statements inside a transaction are named** (prepared once per connection, pg's `name`): the
 *   backend parses and plans a write's statements once per connection instead of on every call. Only
 *   a transaction's statements, whose texts are written once per shape (sql-text.ts): reads outside
 *   a write (lists, searches with a pattern) keep their per-call plan. Names are bounded
 *   (`MAX_NAMED`); texts past the bound run unnamed. A statement that changes the schema (a
 *   migration) starts new names, so no statement prepared before it runs on a plan of the old tables
 *   (PostgreSQL would refuse a `select *` whose columns changed).
 *
 * Anything else (savepoints, isolation levels, errors, rows) is as Kysely's own driver does it.
 */
import { CompiledQuery, PostgresDialect, type DatabaseConnection, type Driver, type PostgresDialectConfig, type QueryResult, type TransactionSettings } from 'kysely';
import type pg from 'pg';

/** Distinct statement texts that get a name; enough for every write's shapes, bounded for the backends' memory. */
export const MAX_NAMED = 1000;

/** Statements that change the schema: a statement prepared before one may not fit the tables after it. */
const SCHEMA_CHANGE = /^\s*(alter|create|drop|truncate|comment)\b/i;

const names = new Map<string, string>();
/** Bumped by every schema change run through this process: names made before it are never used again. */
let epoch = 0;

/** The name a transaction's statement `text` is prepared under, or undefined past `MAX_NAMED`. */
function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `k${epoch}_${names.size}`;
    names.set(text, name);
  }
  return name;
}

function forgetNames(): void {
  names.clear();
  epoch += 1;
}

const committing = new WeakSet<CompiledQuery>();

/** `text` as a transaction's last statement, which the transaction's `commit` follows on the wire without waiting for its answer (see the header). */
export function commitAfter(text: string, parameters: readonly unknown[]): CompiledQuery {
  const compiled = CompiledQuery.raw(text, [...parameters]);
  committing.add(compiled);
  return compiled;
}

/** Called once per round trip the server waits for (benches count them: `OpenOptions.onRoundTrip`). */
export type RoundTripHook = () => void;

const COMMANDS_WITH_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

function resultOf<R>(result: pg.QueryResult): QueryResult<R> {
  return {
    numAffectedRows: COMMANDS_WITH_ROWS.has(result.command) ? BigInt(result.rowCount ?? 0) : undefined,
    rows: (result.rows ?? []) as R[],
  };
}

/** A `commit`'s answer: PostgreSQL answers `ROLLBACK` to the commit of a transaction a failed statement ended. */
function committed<R>(result: pg.QueryResult): QueryResult<R> {
  if (result.command !== 'COMMIT') throw new Error(`the transaction did not commit (${result.command})`);
  return { rows: [] };
}

class PipelinedConnection implements DatabaseConnection {
  /** A transaction was begun and its `begin` is not sent yet. */
  #beginHeld = false;
  /** Inside a transaction (its `begin` held or sent). */
  #inTransaction = false;
  /** The `commit` sent behind the transaction's closing statement, awaited when Kysely commits (or rolls back). */
  #commit: Promise<pg.QueryResult> | null = null;

  constructor(
    readonly client: pg.PoolClient,
    readonly roundTrip: RoundTripHook | null,
  ) {}

  /** The transaction's `begin` is held for its first statement (`executeQuery`), or was sent already (`start transaction …`). */
  begin(held: boolean): void {
    this.#beginHeld = held;
    this.#inTransaction = true;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const text = compiled.sql;
    if (text === 'begin' && this.#beginHeld) return { rows: [] };
    if (text === 'commit' || text === 'rollback') {
      const held = this.#beginHeld;
      const sent = this.#commit;
      const ended = !this.#inTransaction;
      this.#beginHeld = false;
      this.#inTransaction = false;
      this.#commit = null;
      // A transaction that ran no statement sent nothing to end; one whose closing statement failed ended with it.
      if (held || ended) return { rows: [] };
      if (sent) return committed<R>(await sent);
    }
    const query: pg.QueryConfig = { text, values: [...compiled.parameters] };
    if (SCHEMA_CHANGE.test(text)) forgetNames();
    // A statement without values keeps the simple protocol (a migration's text may hold several statements).
    else if (this.#inTransaction && compiled.parameters.length > 0) {
      const name = nameFor(text);
      if (name !== undefined) query.name = name;
    }
    this.roundTrip?.();
    const closing = this.#inTransaction && committing.has(compiled);
    if (!this.#beginHeld && !closing) return resultOf<R>(await this.client.query(query));
    const begin = this.#beginHeld;
    this.#beginHeld = false;
    // Written before any is answered (pipeline mode), in one socket write.
    const stream = (this.client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;
    stream?.cork?.();
    let begun: Promise<unknown> = Promise.resolve();
    let answered: Promise<pg.QueryResult>;
    let commit: Promise<pg.QueryResult> | null = null;
    try {
      if (begin) begun = this.client.query('begin');
      answered = this.client.query(query);
      if (closing) commit = this.client.query('commit');
    } finally {
      stream?.uncork?.();
    }
    if (commit) {
      // Answered after the statement; read when Kysely commits. Never left unobserved meanwhile.
      commit.catch(() => undefined);
      this.#commit = commit;
    }
    try {
      const [, result] = await Promise.all([begun, answered]);
      return resultOf<R>(result);
    } catch (error) {
      if (commit) {
        // The failed statement ended the transaction: its `commit` was answered as a rollback.
        this.#inTransaction = false;
        this.#commit = null;
        await commit.catch(() => undefined);
      }
      throw error;
    }
  }

  // eslint-disable-next-line require-yield -- no cursor is configured, as with Kysely's own driver without one
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not configured for this PostgreSQL driver');
  }
}

class PipelinedDriver implements Driver {
  readonly #connections = new WeakMap<pg.PoolClient, PipelinedConnection>();

  constructor(
    readonly pool: pg.Pool,
    readonly roundTrip: RoundTripHook | null,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const client = await this.pool.connect();
    let connection = this.#connections.get(client);
    if (!connection) {
      connection = new PipelinedConnection(client, this.roundTrip);
      this.#connections.set(client, connection);
    }
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) {
      const text = ['start transaction', settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '', settings.accessMode ?? ''].filter(Boolean).join(' ');
      await connection.executeQuery(CompiledQuery.raw(text));
      (connection as PipelinedConnection).begin(false);
      return;
    }
    (connection as PipelinedConnection).begin(true);
    // Logged as a statement (Kysely's query log counts it), answered without a round trip: it is sent with the first statement.
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PipelinedConnection).client.release();
  }

  async destroy(): Promise<void> {
    await this.pool.end();
  }
}

/** Kysely's PostgreSQL dialect (its SQL, adapter and introspection) over `PipelinedDriver`. */
export class PipelinedPostgresDialect extends PostgresDialect {
  constructor(
    readonly pool: pg.Pool,
    readonly roundTrip: RoundTripHook | null = null,
  ) {
    super({ pool } satisfies PostgresDialectConfig);
  }

  override createDriver(): Driver {
    return new PipelinedDriver(this.pool, this.roundTrip);
  }
}
