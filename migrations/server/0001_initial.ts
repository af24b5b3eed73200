/**
 * The first server schema. Every business document lives in a table of its own with the same base
 * columns (id, number, status, times, author, change counter, the JSON document) plus the columns
 * its list filters and sums need. Booleans are 0/1 integers and times ISO-8601 text on both
 * databases, so one set of queries serves SQLite and PostgreSQL. Money and quantities that SQL
 * sums are scaled integers (cents, thousandths), never floating point.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BIG, documentTable, indexed, INT, TEXT, unique } from './document-table-v1.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // ── bookkeeping ──
  await db.schema
    .createTable('counters')
    .addColumn('name', TEXT, (c) => c.primaryKey())
    .addColumn('value', BIG, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('meta')
    .addColumn('key', TEXT, (c) => c.primaryKey())
    .addColumn('value', TEXT, (c) => c.notNull())
    .execute();
  // The change counter row must exist before the first write: writers lock it (see db/write.ts).
  await db
    .insertInto('counters' as never)
    .values({ name: 'seq', value: 0 } as never)
    .execute();
  // Identifies this database to sync clients: a replica built from another database must reset.
  await db
    .insertInto('meta' as never)
    .values({ key: 'server_id', value: randomUUID() } as never)
    .execute();
  // One row per document: its latest change. Sync pulls read it in counter order.
  await db.schema
    .createTable('changes')
    .addColumn('seq', BIG, (c) => c.primaryKey())
    .addColumn('collection', TEXT, (c) => c.notNull())
    .addColumn('doc_id', TEXT, (c) => c.notNull())
    .addColumn('deleted', INT, (c) => c.notNull())
    .addColumn('partner', TEXT)
    .addColumn('customer', TEXT)
    .addColumn('provider', TEXT)
    .addUniqueConstraint('changes_doc_unique', ['collection', 'doc_id'])
    .execute();
  await db.schema
    .createTable('idempotency')
    .addColumn('key', TEXT, (c) => c.primaryKey())
    .addColumn('principal', TEXT, (c) => c.notNull())
    .addColumn('method', TEXT, (c) => c.notNull())
    .addColumn('path', TEXT, (c) => c.notNull())
    .addColumn('status_code', INT, (c) => c.notNull())
    .addColumn('body', TEXT, (c) => c.notNull())
    .addColumn('created_at', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_created_idx').on('idempotency').column('created_at').execute();

  // ── auth ──
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', TEXT, (c) => c.primaryKey())
    .addColumn('principal_kind', TEXT, (c) => c.notNull())
    .addColumn('principal_id', TEXT, (c) => c.notNull())
    .addColumn('device', TEXT)
    .addColumn('created_at', TEXT, (c) => c.notNull())
    .addColumn('last_used_at', TEXT, (c) => c.notNull())
    .addColumn('revoked_at', TEXT)
    .execute();
  await db.schema.createIndex('sessions_principal_idx').on('sessions').columns(['principal_kind', 'principal_id']).execute();
  await db.schema
    .createTable('signin_failures')
    .addColumn('id', TEXT, (c) => c.primaryKey())
    .addColumn('subject', TEXT, (c) => c.notNull())
    .addColumn('at', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signin_failures_subject_idx').on('signin_failures').columns(['subject', 'at']).execute();
  await db.schema
    .createTable('otp_codes')
    .addColumn('phone', TEXT, (c) => c.primaryKey())
    .addColumn('code_hash', TEXT, (c) => c.notNull())
    .addColumn('expires_at', TEXT, (c) => c.notNull())
    .addColumn('tries', INT, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pairing_codes')
    .addColumn('code_hash', TEXT, (c) => c.primaryKey())
    .addColumn('user_id', TEXT, (c) => c.notNull())
    .addColumn('expires_at', TEXT, (c) => c.notNull())
    .addColumn('used_at', TEXT)
    .execute();
  await db.schema
    .createTable('outbound_messages')
    .addColumn('id', TEXT, (c) => c.primaryKey())
    .addColumn('channel', TEXT, (c) => c.notNull())
    .addColumn('recipient', TEXT, (c) => c.notNull())
    .addColumn('body', TEXT, (c) => c.notNull())
    .addColumn('created_at', TEXT, (c) => c.notNull())
    .execute();

  // ── parties and catalog ──
  await documentTable(db, 'users', [
    ['username', TEXT, unique],
    ['role', TEXT, indexed],
    ['is_driver', INT],
    ['phone', TEXT],
    ['provider', TEXT],
    ['password_hash', TEXT],
    ['is_third', INT],
  ]);
  await documentTable(db, 'customers', [
    ['name_search', TEXT],
    ['phone', TEXT, indexed],
    ['partner', TEXT, indexed],
    ['segment', TEXT],
    ['is_wholesaler', INT],
  ]);
  await documentTable(db, 'providers', [
    ['name_search', TEXT],
    ['slug', TEXT, indexed],
  ]);
  await documentTable(db, 'categories', [
    ['slug', TEXT, unique],
    ['section', TEXT],
  ]);
  await documentTable(db, 'products', [
    ['name_search', TEXT],
    ['slug', TEXT, indexed],
    ['provider', TEXT, indexed],
    ['category', TEXT, indexed],
    ['unit', TEXT],
    ['catalog', INT],
    ['is_shortage', INT],
    ['split_package', INT],
    ['is_mixed', INT],
  ]);
  await documentTable(db, 'taxes', [['type', TEXT]]);
  await documentTable(db, 'deliveries', []);
  await documentTable(db, 'withdrawals', []);
  await documentTable(db, 'thirds', [
    ['tag', TEXT],
    ['user_id', TEXT, indexed],
  ]);
  await documentTable(db, 'garages', []);
  await documentTable(db, 'charge_methods', []);
  await documentTable(db, 'pay_methods', []);

  // ── stock ──
  // Figures per product and garage in thousandths of the product's unit (grams ×1000, units ×1000).
  await db.schema
    .createTable('stock')
    .addColumn('product', TEXT, (c) => c.notNull())
    .addColumn('garage', TEXT, (c) => c.notNull())
    .addColumn('real', BIG, (c) => c.notNull().defaultTo(0))
    .addColumn('committed', BIG, (c) => c.notNull().defaultTo(0))
    .addColumn('pending', BIG, (c) => c.notNull().defaultTo(0))
    .addColumn('critical', BIG, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stock_pk', ['product', 'garage'])
    .execute();
  await documentTable(db, 'records', [
    ['product', TEXT, indexed],
    ['garage', TEXT],
    ['field', TEXT],
    ['delta', BIG],
    ['ref_id', TEXT, indexed],
  ]);
  await documentTable(db, 'trackers', [
    ['product', TEXT, indexed],
    ['kind', TEXT],
    ['acknowledged', INT, indexed],
  ]);
}
