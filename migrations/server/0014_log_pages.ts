/**
 * SQLite: fewer b-trees for a write's commit to log. What a SQLite commit costs is the pages it
 * writes to the log (bench/issue-21-pg.md, rounds 9 and 12), and every b-tree a row enters is at
 * least one more page of it:
 *
 * - `history` numbered by its rowid (`seq integer primary key`), its entry id kept as a plain
 *   column: nothing looks an entry up by id (ids are made unique by src-shared/ids.ts), and its `id`
 *   and `seq` keys were two b-trees beside the rows that every entry went into. One document's
 *   entries are read through `history_doc_idx` on `(entity, doc_id)`, whose entries end with the
 *   rowid, so it still reads them in `seq` order.
 * - The indexes of the order and cash columns an order's lifecycle leaves empty (an order's driver
 *   and roadmap until it is routed, a cash entry's provider and third party unless it is theirs)
 *   keep only the rows that have a value (`where … is not null`): every query of them asks for a
 *   value (`=`, `in`, `is not null`), which SQLite knows excludes null, so they serve the same reads.
 *
 * SQLite cannot change a table's key in place, so `history` is copied aside, made again and filled
 * back, every row and value kept. No rename: the connection's temporary closing trigger
 * (db/sqlite-closing.ts) names `history`, and SQLite's rename checks every trigger naming a table.
 * The rewrite is whole or not at all: the migrator runs each SQLite migration in a savepoint
 * (db/migrate.ts), so a stop between the copy's drop and refill leaves `history` as it was.
 * PostgreSQL keeps its schema: its tables are heaps whatever their keys, and what partial indexes
 * would save it was not measured.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const TEXT = 'text';
const INT = 'integer';
const BIG = 'bigint';

type Column = ColumnDefinitionBuilder;

const HISTORY_COLUMNS = ['id', 'seq', 'at', 'user_id', 'device', 'entity', 'doc_id', 'action', 'route', 'changes'] as const;

/** The indexes that keep only rows with a value after this migration: index, table, column. */
const PARTIAL: ReadonlyArray<readonly [index: string, table: string, column: string]> = [
  ['orders_driver_idx', 'orders', 'driver'],
  ['orders_roadmap_idx', 'orders', 'roadmap'],
  ['cashflows_provider_idx', 'cashflows', 'provider'],
  ['cashflows_third_idx', 'cashflows', 'third'],
];

/** `history` as migration 0005 makes it, but for the type and keys of `seq` and `id`, and with no index yet. */
async function historyTable(db: Kysely<unknown>, seqType: ColumnDataType, seq: (column: Column) => Column, id: (column: Column) => Column): Promise<void> {
  await db.schema
    .createTable('history')
    .addColumn('id', TEXT, id)
    .addColumn('seq', seqType, seq)
    .addColumn('at', TEXT, (c) => c.notNull())
    .addColumn('user_id', TEXT)
    .addColumn('device', TEXT)
    .addColumn('entity', TEXT, (c) => c.notNull())
    .addColumn('doc_id', TEXT, (c) => c.notNull())
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('route', TEXT)
    .addColumn('changes', TEXT, (c) => c.notNull())
    .execute();
}

/** Copies `history` aside, drops it, lets `create` make it again, fills it back in `seq` order and drops the copy. */
async function remakeHistory(db: Kysely<unknown>, create: () => Promise<void>): Promise<void> {
  const list = sql.join(HISTORY_COLUMNS.map((column) => sql.ref(column)));
  await sql`create table "history_copy" as select * from "history"`.execute(db);
  await sql`drop table "history"`.execute(db);
  await create();
  await sql`insert into "history" (${list}) select ${list} from "history_copy" order by "seq"`.execute(db);
  await sql`drop table "history_copy"`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await remakeHistory(db, () =>
    historyTable(
      db,
      INT,
      (seq) => seq.primaryKey(),
      (id) => id.notNull(),
    ),
  );
  await db.schema.createIndex('history_doc_idx').on('history').columns(['entity', 'doc_id']).execute();
  for (const [index, table, column] of PARTIAL) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on(table).column(column).where(sql.ref(column), 'is not', null).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const [index, table, column] of PARTIAL) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on(table).column(column).execute();
  }
  await remakeHistory(db, () =>
    historyTable(
      db,
      BIG,
      (seq) => seq.notNull().unique(),
      (id) => id.primaryKey(),
    ),
  );
  await db.schema.createIndex('history_doc_idx').on('history').columns(['entity', 'doc_id', 'seq']).execute();
}
