/**
 * A test per server migration (the Signal-Desktop pattern): migrate to the one before, insert rows
 * of that shape, migrate to it, assert. 0001 starts from an empty database.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { SERVER_MIGRATIONS } from '../../../migrations/server/index.js';
import { committedChangeNumber } from '../../../src-server/db/change-numbers.js';
import { insertDoc } from '../../../src-server/db/documents.js';
import { appliedMigrations, migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PAY_METHODS } from '../../../src-server/features/catalog/collections.js';
import { FLAVOURS, openFresh } from '../../support/databases.js';

const MIGRATIONS_DIR = join(import.meta.dirname, '../../../migrations/server');

describe('the migration list', () => {
  it('names exactly the numbered files of migrations/server, in order', () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d{4}_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(SERVER_MIGRATIONS)).toEqual(files);
  });
});

describe.each(FLAVOURS)('migrations on %s', (flavour) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('0001_initial creates the tables, the change counter at 0 and a server id', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    expect(await migrateToLatest(database, '0001_initial')).toEqual(['0001_initial']);
    const counter = await database.db.selectFrom('counters').selectAll().execute();
    expect(counter).toEqual([{ name: 'seq', value: 0 }]);
    const meta = await database.db.selectFrom('meta').selectAll().where('key', '=', 'server_id').executeTakeFirstOrThrow();
    expect(meta.value).toMatch(/^[0-9a-f-]{36}$/);
    const tables = await database.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of ['changes', 'idempotency', 'sessions', 'users', 'products', 'stock', 'records', 'trackers']) {
      expect(names).toContain(table);
    }
    // A document table holds the base columns every collection shares.
    const products = tables.find((t) => t.name === 'products');
    expect(products?.columns.map((c) => c.name)).toEqual(expect.arrayContaining(['id', 'number', 'status', 'seq', 'doc', 'provider', 'name_search']));
  });

  it('0002_commerce adds the commerce tables and keeps what 0001 held', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database, '0001_initial');
    await database.db
      .insertInto('providers' as never)
      .values({ id: 'a'.repeat(24), number: 1, status: 1, created_at: 'x', updated_at: 'x', created_by: null, seq: 1, doc: '{"name":"P"}', name_search: 'p', slug: 'p' } as never)
      .execute();
    expect(await migrateToLatest(database, '0002_commerce')).toEqual(['0002_commerce']);
    const names = (await database.db.introspection.getTables()).map((t) => t.name);
    for (const table of ['buys', 'orders', 'drafts', 'carts', 'receipts', 'cashflows', 'accounts', 'account_movements', 'roadmaps', 'audits']) {
      expect(names).toContain(table);
    }
    const kept = await database.db
      .selectFrom('providers' as never)
      .select('doc' as never)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ doc: '{"name":"P"}' });
  });

  it('0005_history adds the history table, with a baseline entry per existing document and none for ledger rows', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database, '0004_product_search_index');
    const row = (id: string, seq: number, doc: string) => ({ id, number: seq, status: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z', created_by: null, seq, doc });
    await database.db
      .insertInto('customers' as never)
      .values({ ...row('c'.repeat(24), 7, '{"name":"C","address":{"city":"X"},"status":true}'), name_search: 'c' } as never)
      .execute();
    await database.db
      .insertInto('records' as never)
      .values({ ...row('d'.repeat(24), 8, '{"delta":1}'), product: 'p', delta: 1 } as never)
      .execute();
    expect(await migrateToLatest(database, '0005_history')).toEqual(['0005_history']);
    const entries = await database.db.selectFrom('history').selectAll().execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ seq: 7, at: '2026-01-02T00:00:00.000Z', user_id: null, device: null, entity: 'customers', doc_id: 'c'.repeat(24), action: 'baseline', route: null });
    // The entry's id is a document id made at the document's last change (its first 4 bytes are those seconds).
    expect(entries[0]?.id).toMatch(/^[0-9a-f]{24}$/);
    expect(Number.parseInt(entries[0]?.id.slice(0, 8) ?? '', 16) * 1000).toBe(Date.parse('2026-01-02T00:00:00.000Z'));
    // The status column wins over the JSON's, as when a document is read.
    expect(JSON.parse(entries[0]?.changes ?? '{}')).toEqual({ name: { after: 'C' }, address: { after: { city: 'X' } }, status: { after: false } });
  });

  it('0008_idempotency_body_hash adds a hash column, NULL for the keys kept before', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database, '0007_product_search_rank');
    const kept = { key: 'k1', principal: 'user:u', method: 'POST', path: '/api/category', status_code: 201, body: '{"_id":"x"}', created_at: '2026-01-01T00:00:00.000Z' };
    await database.db
      .insertInto('idempotency' as never)
      .values(kept as never)
      .execute();
    expect(await migrateToLatest(database, '0008_idempotency_body_hash')).toEqual(['0008_idempotency_body_hash']);
    const rows = await database.db.selectFrom('idempotency').selectAll().execute();
    expect(rows.map((r) => ({ ...r, status_code: Number(r.status_code) }))).toEqual([{ ...kept, body_hash: null }]);
  });

  it('0013_change_numbers goes on from the change counter: the next change is numbered after it, and a pull at it is served', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database, '0012_period_fence');
    await database.db.updateTable('counters').set({ value: 41 }).where('name', '=', 'seq').execute();
    expect(await migrateToLatest(database, '0013_change_numbers')).toEqual(['0013_change_numbers']);
    expect(await committedChangeNumber(database)).toBe(41);
    // PostgreSQL numbers from the sequence and drops the row; SQLite keeps numbering from it.
    const counter = await database.db.selectFrom('counters').select('value').where('name', '=', 'seq').execute();
    expect(counter).toEqual(flavour === 'sqlite' ? [{ value: 41 }] : []);
    const created = await runWrite(database, { actor: null, now: new Date() }, (tx) => insertDoc(tx, PAY_METHODS, { name: 'Después de migrar' }));
    const change = await database.db.selectFrom('changes').select('seq').where('doc_id', '=', created._id).executeTakeFirstOrThrow();
    expect(Number(change.seq)).toBe(42);
    expect(await committedChangeNumber(database)).toBe(42);
  });

  it('is idempotent: a second run applies nothing and the applied list is a prefix of the files', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database);
    expect(await migrateToLatest(database)).toEqual([]);
    expect(await appliedMigrations(database)).toEqual(Object.keys(SERVER_MIGRATIONS));
  });

  it('refuses a database that has a migration this build does not know (a newer schema)', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database);
    await database.db
      .insertInto('kysely_migration' as never)
      .values({ name: '9999_from_the_future', timestamp: new Date().toISOString() } as never)
      .execute();
    await expect(migrateToLatest(database)).rejects.toThrow(/9999_from_the_future/);
  });
});
