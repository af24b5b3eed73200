/**
 * Migration 0014 (fewer log pages per SQLite commit): a database at 0013 holding documents written,
 * changed, disabled and removed keeps every change row and history entry through it and back, pulls
 * and history pages answer the same, and writes after it number on; on SQLite the history is keyed
 * by `seq` alone and the reads still go through their indexes, and the indexes of the order and cash
 * columns an order's lifecycle leaves empty hold only rows that have a value; a migration failing
 * part-way leaves the database as it was.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { HistoryQuery } from '../../../src-shared/schemas/history.js';
import { insertDocs, removeDoc, requireDoc, saveDoc, setDocStatus } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PAY_METHODS } from '../../../src-server/features/catalog/collections.js';
import { listHistory } from '../../../src-server/features/history/service.js';
import { pullChanges } from '../../../src-server/features/sync/pull.js';
import type { Caller } from '../../../src-server/http/context.js';
import { FLAVOURS, openFresh } from '../../support/databases.js';

const BEFORE = '0013_change_numbers';
const MIGRATION = '0014_log_pages';
const ADMIN: Caller = { kind: 'user', id: 'a'.repeat(24), role: 'ADMIN', providerId: null, tokenHash: 'x', device: null };

type Database = Awaited<ReturnType<typeof openFresh>>;

/** Every change row and history entry, numbers as numbers (PostgreSQL answers bigint as text). */
async function rowsOf(database: Database) {
  const changes = await database.db.selectFrom('changes').selectAll().orderBy('seq').execute();
  const history = await database.db.selectFrom('history').selectAll().orderBy('seq').execute();
  return {
    changes: changes.map((row) => ({ ...row, seq: Number(row.seq), deleted: Number(row.deleted) })),
    history: history.map((row) => ({ ...row, seq: Number(row.seq) })),
  };
}

/** What a pull from 0 and each document's history pages (both orders) answer. */
async function answersOf(database: Database, ids: readonly string[]) {
  const page = (id: string, order: 'asc' | 'desc', pageNumber: number): HistoryQuery => ({ entity: 'payMethods', id, page: pageNumber, limit: 2, order });
  const histories = [];
  for (const id of ids) for (const order of ['asc', 'desc'] as const) for (const n of [1, 2]) histories.push(await listHistory(database.db, ADMIN, page(id, order, n)));
  return { pull: JSON.parse((await pullChanges(database, ADMIN, 0, 1000)).toString('utf8')) as unknown, histories };
}

describe.each(FLAVOURS)('migration 0014 on %s', (flavour) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  /** A fresh database of this flavour, at `migration`, removed after the test. */
  async function openAt(migration: string): Promise<Database> {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database, migration);
    return database;
  }

  /** SQLite's own handle, for what only it answers (schema, plans). */
  function handleOf(database: Database) {
    if (!database.sqlite) throw new Error('a SQLite database has its handle');
    return database.sqlite;
  }

  it('keeps every change row and history entry, pulls and history answer the same, and writes number on', async () => {
    const database = await openAt(BEFORE);
    const write = <T>(work: Parameters<typeof runWrite<T>>[2]) => runWrite(database, { actor: ADMIN.id, now: new Date('2026-03-05T12:00:00Z') }, work);
    const [kept, disabled, removed] = await write((tx) => insertDocs(tx, PAY_METHODS, [{ name: 'Efectivo' }, { name: 'Cheque' }, { name: 'Señal "vieja"' }]));
    if (!kept || !disabled || !removed) throw new Error('three pay methods were inserted');
    for (const name of ['Efectivo en caja', 'Efectivo ñ', 'Efectivo 3']) await write(async (tx) => saveDoc(tx, PAY_METHODS, await requireDoc(tx.trx, PAY_METHODS, kept._id), { name }));
    await write((tx) => setDocStatus(tx, PAY_METHODS, disabled._id, false));
    await write((tx) => removeDoc(tx, PAY_METHODS, removed._id));
    const ids = [kept._id, disabled._id, removed._id];
    const rows = await rowsOf(database);
    const answers = await answersOf(database, ids);
    expect(rows.history).toHaveLength(8);

    expect(await migrateToLatest(database, MIGRATION)).toEqual([MIGRATION]);
    expect(await rowsOf(database)).toEqual(rows);
    expect(await answersOf(database, ids)).toEqual(answers);

    const last = rows.changes.at(-1)?.seq ?? 0;
    await write(async (tx) => saveDoc(tx, PAY_METHODS, await requireDoc(tx.trx, PAY_METHODS, kept._id), { name: 'Después' }));
    const pulled = JSON.parse((await pullChanges(database, ADMIN, last, 1000)).toString('utf8')) as { changes: Array<{ id: string; seq: number }> };
    expect(pulled.changes.map(({ id, seq }) => ({ id, seq }))).toEqual([{ id: kept._id, seq: last + 1 }]);
    const latest = await listHistory(database.db, ADMIN, { entity: 'payMethods', id: kept._id, page: 1, limit: 1, order: 'desc' });
    expect(latest.docs.map((entry) => ({ seq: entry.seq, changes: entry.changes }))).toEqual([{ seq: last + 1, changes: { name: { before: 'Efectivo 3', after: 'Después' } } }]);
    expect(latest.total).toBe(5);

    // Back down to 0013: the same rows again, the one written since included.
    const now = await rowsOf(database);
    await migrateToLatest(database, BEFORE);
    expect(await rowsOf(database)).toEqual(now);
  });

  it.runIf(flavour === 'sqlite')('keys the history by seq alone and reads it, and pulls, through their keys', async () => {
    const database = await openAt(MIGRATION);
    const handle = handleOf(database);
    const indexes = (table: string) => (handle.prepare('select name from pragma_index_list(?) order by name').pluck().all(table) as string[]).join(', ');
    expect(indexes('history')).toBe('history_doc_idx');
    expect(handle.prepare(`select count(*) from pragma_table_info('history') where name = 'seq' and pk = 1 and type = 'INTEGER'`).pluck().get()).toBe(1);
    const plan = (text: string) => (handle.prepare(`explain query plan ${text}`).all() as Array<{ detail: string }>).map((row) => row.detail).join(' | ');
    // One document's entries, latest first and oldest first: the document index, in its order.
    for (const order of ['asc', 'desc'])
      expect(plan(`select * from history where entity = 'payMethods' and doc_id = 'x' order by seq ${order} limit 20 offset 20`)).toMatch(
        /^SEARCH history USING INDEX history_doc_idx \(entity=\? AND doc_id=\?\)$/,
      );
    expect(plan(`select * from changes as c where c.seq > 5 and c.seq <= 9 order by c.seq limit 100`)).not.toMatch(/TEMP B-TREE|SCAN/);

    // The partial indexes hold no empty value and still serve every read by a value: one, several, and the statistics' `is not null`.
    const reads: ReadonlyArray<readonly [table: string, column: string]> = [
      ['orders', 'driver'],
      ['orders', 'roadmap'],
      ['cashflows', 'provider'],
      ['cashflows', 'third'],
    ];
    for (const [table, column] of reads) {
      const index = `${table}_${column}_idx`;
      expect(handle.prepare('select sql from sqlite_schema where name = ?').pluck().get(index)).toMatch(new RegExp(`where "${column}" is not null$`, 'i'));
      expect(plan(`select doc from ${table} where "${column}" = 'x' order by number`)).toMatch(new RegExp(`^SEARCH ${table} USING INDEX ${index} \\(${column}=\\?\\)`));
      expect(plan(`select doc from ${table} where "${column}" in ('x', 'y')`)).toMatch(new RegExp(`^SEARCH ${table} USING INDEX ${index} \\(${column}=\\?\\)`));
      expect(plan(`select "${column}", count(*) from ${table} where "${column}" is not null group by "${column}"`)).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}`));
    }
  });
  it.runIf(flavour === 'sqlite')('leaves the database as it was when it fails part-way: the history, its rows and the indexes of 0013', async () => {
    const database = await openAt(BEFORE);
    const handle = handleOf(database);
    await runWrite(database, { actor: ADMIN.id, now: new Date('2026-03-05T12:00:00Z') }, (tx) => insertDocs(tx, PAY_METHODS, [{ name: 'Efectivo' }, { name: 'Cheque' }]));
    // The last index 0014 remakes is missing, so it fails after the history was made again and the first indexes remade.
    handle.exec('drop index cashflows_third_idx');
    const schema = () => handle.prepare(`select name, sql from sqlite_schema where tbl_name in ('history', 'orders', 'cashflows') order by name`).all();
    const before = { schema: schema(), rows: await rowsOf(database) };
    expect(before.rows.history).toHaveLength(2);

    await expect(migrateToLatest(database, MIGRATION)).rejects.toThrow();
    expect({ schema: schema(), rows: await rowsOf(database) }).toEqual(before);
    expect(handle.prepare(`select count(*) from sqlite_schema where name = 'history_copy'`).pluck().get()).toBe(0);
    expect(handle.inTransaction).toBe(false);
  });
});
