/**
 * Every table of a server database as text, rows in a fixed order, found by Kysely's introspection
 * so SQLite and PostgreSQL are read alike (migration bookkeeping included): two dumps are equal
 * exactly when no row was added, removed or changed in between.
 */
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../src-server/db/tables.js';

export type DatabaseDump = Readonly<Record<string, readonly string[]>>;

type AnyTables = Record<string, Record<string, unknown>>;

export async function dumpDatabase(database: Kysely<Tables>): Promise<DatabaseDump> {
  const db = database as unknown as Kysely<AnyTables>;
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const dump: Record<string, string[]> = {};
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    const columns = table.columns.map((c) => c.name).sort();
    let query = db.selectFrom(table.name).selectAll();
    for (const column of columns) query = query.orderBy(sql.ref(column));
    const rows = await query.execute();
    dump[table.name] = rows.map((row) => JSON.stringify(columns.map((column) => row[column] ?? null)));
  }
  return dump;
}
