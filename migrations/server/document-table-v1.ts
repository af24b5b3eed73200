/**
 * The shape of a document table, as migrations 0001 and 0002 create them. Frozen like the
 * migrations that use it: a different shape gets a new helper file, never an edit here.
 */
import type { ColumnDataType, Kysely } from 'kysely';

export type Extra = readonly [name: string, type: ColumnDataType, options?: { unique?: boolean; index?: boolean }];

export const TEXT = 'text';
export const INT = 'integer';
export const BIG = 'bigint';
export const indexed = { index: true } as const;
export const unique = { unique: true } as const;

/** Base columns shared by every document table, then the collection's own columns and indexes. */
export async function documentTable(db: Kysely<unknown>, name: string, extras: readonly Extra[], options: { indexCreatedAt?: boolean } = {}): Promise<void> {
  let table = db.schema
    .createTable(name)
    .addColumn('id', TEXT, (c) => c.primaryKey())
    .addColumn('number', INT, (c) => c.notNull().unique())
    .addColumn('status', INT, (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', TEXT, (c) => c.notNull())
    .addColumn('updated_at', TEXT, (c) => c.notNull())
    .addColumn('created_by', TEXT)
    .addColumn('seq', BIG, (c) => c.notNull())
    .addColumn('doc', TEXT, (c) => c.notNull());
  for (const [column, type, extra] of extras) {
    table = table.addColumn(column, type, (c) => (extra?.unique ? c.unique() : c));
  }
  await table.execute();
  await db.schema.createIndex(`${name}_status_idx`).on(name).column('status').execute();
  for (const [column, , extra] of extras) {
    if (extra?.index) await db.schema.createIndex(`${name}_${column}_idx`).on(name).column(column).execute();
  }
  if (options.indexCreatedAt) await db.schema.createIndex(`${name}_created_idx`).on(name).column('created_at').execute();
}
