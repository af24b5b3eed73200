/**
 * The change history (data safety): one row per document write, written by the document store in
 * the write's own transaction (src-server/db/history.ts). `seq` is the write's change number, so
 * no two rows share one; `changes` is JSON `{ field: { before, after } }` (src-shared/history.ts).
 * Read one document's rows in order through `history_doc_idx`.
 *
 * A database upgraded to this one already holds documents: each gets a `baseline` entry, the
 * document as it stands (every field as `after`, at its `updatedAt`, under its current change
 * number), so replaying any document's entries gives it back. Ledger rows (stock records, account
 * movements) get none: their creation is their own history.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type { Kysely } from 'kysely';
import { newId } from '../../src-shared/ids.js';

const TEXT = 'text';
const BIG = 'bigint';
const BATCH = 200;

/** The collections that keep a history and their tables, as they are at this migration. */
const TRACKED: ReadonlyArray<readonly [entity: string, table: string]> = [
  ['users', 'users'],
  ['customers', 'customers'],
  ['providers', 'providers'],
  ['categories', 'categories'],
  ['products', 'products'],
  ['taxes', 'taxes'],
  ['deliveries', 'deliveries'],
  ['withdrawals', 'withdrawals'],
  ['thirds', 'thirds'],
  ['garages', 'garages'],
  ['chargeMethods', 'charge_methods'],
  ['payMethods', 'pay_methods'],
  ['trackers', 'trackers'],
  ['buys', 'buys'],
  ['orders', 'orders'],
  ['drafts', 'drafts'],
  ['carts', 'carts'],
  ['receipts', 'receipts'],
  ['cashflows', 'cashflows'],
  ['accounts', 'accounts'],
  ['roadmaps', 'roadmaps'],
  ['audits', 'audits'],
];

interface Row {
  id: string;
  seq: number | string;
  status: number | string;
  updated_at: string;
  doc: string;
}

function baselineOf(entity: string, row: Row) {
  const doc = JSON.parse(row.doc) as Record<string, unknown>;
  doc.status = Number(row.status) === 1;
  const changes = Object.fromEntries(Object.entries(doc).map(([field, value]) => [field, { after: value }]));
  const at = row.updated_at;
  return { id: newId(new Date(at)), seq: Number(row.seq), at, user_id: null, device: null, entity, doc_id: row.id, action: 'baseline', route: null, changes: JSON.stringify(changes) };
}

async function baseline(db: Kysely<unknown>, entity: string, table: string): Promise<void> {
  const source = db as unknown as Kysely<Record<string, Row>>;
  let after = '';
  for (;;) {
    const rows = await source.selectFrom(table).select(['id', 'seq', 'status', 'updated_at', 'doc']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) return;
    await db.insertInto('history' as never).values(rows.map((row) => baselineOf(entity, row)) as never).execute();
    after = rows.at(-1)?.id ?? after;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('history')
    .addColumn('id', TEXT, (c) => c.primaryKey())
    .addColumn('seq', BIG, (c) => c.notNull().unique())
    .addColumn('at', TEXT, (c) => c.notNull())
    // The user (or customer) id; `user` itself is a reserved word in PostgreSQL.
    .addColumn('user_id', TEXT)
    .addColumn('device', TEXT)
    .addColumn('entity', TEXT, (c) => c.notNull())
    .addColumn('doc_id', TEXT, (c) => c.notNull())
    .addColumn('action', TEXT, (c) => c.notNull())
    .addColumn('route', TEXT)
    .addColumn('changes', TEXT, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('history_doc_idx').on('history').columns(['entity', 'doc_id', 'seq']).execute();
  for (const [entity, table] of TRACKED) await baseline(db, entity, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('history').execute();
}
