/**
 * Opens the server database named by a URL: `sqlite:<path>` (or `sqlite::memory:`) or
 * `postgres://…`. Both give the same Kysely interface; the differences that matter (row locks,
 * BIGINT as text) are settled here, once.
 */
import Sqlite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type Driver, type LogConfig, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { AUTO_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer.js';
import { registerDialect, type HeldRun } from './sql-text.js';
import { SQLITE_CLOSING_SCHEMA } from './sqlite-closing.js';
import { PipelinedPostgresDialect, type RoundTripHook } from './pg-driver.js';
import type { Tables } from './tables.js';

export type DbKind = 'sqlite' | 'postgres';

export interface Database {
  readonly kind: DbKind;
  readonly db: Kysely<Tables>;
  readonly url: string;
  /** The raw SQLite handle (online backup, pragmas); null on PostgreSQL. */
  readonly sqlite: Sqlite.Database | null;
  /** SQLite: runs a statement on the one connection, for a write transaction that holds it (sql-text.ts `runText`, through the transaction's state). */
  readonly runHeld: HeldRun | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** better-sqlite3's compiled addon, when the running process needs another build (Electron). */
  nativeBinding?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** Kysely's query log (benches count statements with it); none by default. */
  log?: LogConfig;
  /** SQLite files: checkpoint the log on a worker thread (`checkpointer.ts`), as the server does. */
  checkpointInBackground?: boolean;
  /** PostgreSQL: called once per round trip the server waits for (benches count them, pg-driver.ts); none by default. */
  onRoundTrip?: RoundTripHook;
}

const logOption = (options: OpenOptions): { log?: LogConfig } => (options.log ? { log: options.log } : {});

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

export function databaseKind(url: string): DbKind {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url}")`);
}

/** Bytes a log file is cut back to when it starts over (64 MiB). */
const LOG_SIZE_LIMIT = 64 * 1024 * 1024;

/**
 * KiB of page cache per SQLite connection (16 MiB, 8 times SQLite's default): a grown database's
 * hot pages stay in memory, the rest come from the system's file cache. Not more: a commit can cost
 * a walk of the whole cache. When a write splits a b-tree page, SQLite sorts the new pages by
 * renumbering one through the locking page's number (page 262,145 at 4 KiB pages: btree.c
 * `balance_nonroot`), and every commit after such a write walks every slot and page of the cache
 * to drop pages past the file's end (pager.c `pager_end_transaction`, pcache1.c
 * `pcache1TruncateUnsafe`). In the order lifecycle bench about one commit in six does; with a
 * full 64 MiB cache (16,384 pages) those walks were about a tenth of the server's CPU
 * (bench/issue-21-lifecycles.md, round 15).
 */
export const SQLITE_PAGE_CACHE_KIB = 16 * 1024;

/** How many distinct SQL texts keep their compiled statement. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew on SQLite; compiling the same SQL over and over was a tenth of
 * a write's time. Statements are kept per SQL text (least recently used dropped) and reused: Kysely
 * runs one query at a time on the one connection, so a statement is never in use twice at once,
 * and SQLite recompiles a kept statement by itself after a schema change.
 */
function reusingStatements(handle: Sqlite.Database): SqliteDatabase & { prepare(sql: string): Sqlite.Statement } {
  const cache = new Map<string, Sqlite.Statement>();
  return {
    close: () => handle.close(),
    prepare(sql: string) {
      const kept = cache.get(sql);
      if (kept) {
        cache.delete(sql);
        cache.set(sql, kept);
        return kept;
      }
      const statement = handle.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      return statement;
    },
  };
}

/** A statement run as Kysely's SQLite driver runs it (and logged as its log would have it), without the way there. */
function heldRunner(statements: { prepare(sql: string): Sqlite.Statement }, log: LogConfig | undefined): HeldRun | null {
  const logEvent = typeof log === 'function' ? log : null;
  // A log given as levels is Kysely's to print: such a database runs every statement through Kysely.
  if (log !== undefined && logEvent === null) return null;
  return (text, parameters) => {
    const started = logEvent ? performance.now() : 0;
    const statement = statements.prepare(text);
    const rows = statement.reader ? statement.all(parameters) : (statement.run(parameters), []);
    logEvent?.({ level: 'query', query: CompiledQuery.raw(text, [...parameters]), queryDurationMillis: performance.now() - started });
    return rows;
  };
}

/**
 * Kysely's SQLite dialect, but a transaction's `begin`, `commit` and `rollback` run through `run`
 * (the held runner, logged as Kysely logs them): Kysely's way to them (a compiled query made and
 * frozen, the connection's logging wrapper, two BigInts made from the run's answer) made an empty
 * write transaction cost 9.3 µs of CPU instead of 6.5 (issue 21, round 17). The
 * connection is still taken and given back by Kysely, so reads on the database handle still wait
 * for a write under way.
 */
class HeldSqliteDialect extends SqliteDialect {
  readonly #run: HeldRun;

  constructor(database: SqliteDatabase, run: HeldRun) {
    super({ database });
    this.#run = run;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const run = this.#run;
    driver.beginTransaction = async () => {
      run('begin', NO_PARAMETERS);
    };
    driver.commitTransaction = async () => {
      run('commit', NO_PARAMETERS);
    };
    driver.rollbackTransaction = async () => {
      run('rollback', NO_PARAMETERS);
    };
    return driver;
  }
}

const NO_PARAMETERS: readonly unknown[] = Object.freeze([]);

function openSqlite(url: string, options: OpenOptions): Database {
  const path = url.slice('sqlite:'.length);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const handle = new Sqlite(path, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  handle.pragma('journal_mode = WAL');
  handle.pragma('synchronous = NORMAL');
  handle.pragma('foreign_keys = ON');
  handle.pragma('busy_timeout = 5000');
  // Sorts and groupings that need a temporary b-tree build it in memory, not in a temporary file.
  handle.pragma('temp_store = MEMORY');
  // The page cache (SQLite's own default is 2 MiB; see SQLITE_PAGE_CACHE_KIB). Memory-mapped I/O
  // stays off: it bought nothing measurable here, and an I/O error on a mapped page kills the
  // process instead of failing one query.
  handle.pragma(`cache_size = -${SQLITE_PAGE_CACHE_KIB}`);
  // When the writer checkpoints (no worker), a checkpoint copies the log's pages back and syncs
  // twice, on the writer's turn. Every 4000 pages (16 MiB of log) instead of 1000, a page written
  // again and again is copied once per checkpoint and a commit costs a third less (the order
  // lifecycle writes ~130 pages); the log stays bounded.
  handle.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  // A log that grew under a burst of writes is cut back to this size once it starts over.
  handle.pragma(`journal_size_limit = ${LOG_SIZE_LIMIT}`);
  // Each connection's own table and trigger through which a write's closing rows go (sqlite-closing.ts).
  for (const text of SQLITE_CLOSING_SCHEMA) handle.exec(text);
  const checkpointer = options.checkpointInBackground && path !== ':memory:' ? startCheckpointer(handle, path, { nativeBinding: options.nativeBinding }) : null;
  const statements = reusingStatements(handle);
  const runHeld = heldRunner(statements, options.log);
  const dialect = runHeld ? new HeldSqliteDialect(statements, runHeld) : new SqliteDialect({ database: statements });
  const db = new Kysely<Tables>({ dialect, ...logOption(options) });
  registerDialect(db, 'sqlite');
  const close = async () => {
    await checkpointer?.stop();
    await db.destroy();
  };
  return { kind: 'sqlite', db, url, sqlite: handle, runHeld, close };
}

function openPostgres(url: string, options: OpenOptions): Database {
  // Our integer columns stay well inside 2^53; numbers, not strings, leave the repository layer.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  // Pipeline mode: a query is written as soon as it is made, so a transaction's `begin` goes with its first statement (pg-driver.ts).
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types, pipeline: true } as pg.PoolConfig);
  const db = new Kysely<Tables>({ dialect: new PipelinedPostgresDialect(pool, options.onRoundTrip ?? null), ...logOption(options) });
  registerDialect(db, 'postgres');
  return { kind: 'postgres', db, url, sqlite: null, runHeld: null, close: () => db.destroy() };
}

export function openDatabase(url: string, options: OpenOptions = {}): Database {
  return databaseKind(url) === 'sqlite' ? openSqlite(url, options) : openPostgres(url, options);
}
