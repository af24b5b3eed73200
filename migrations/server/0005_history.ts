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
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

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

/**
 * The entries' ids, in the shape document ids had at this migration (domain §2): 4 bytes of
 * seconds, 5 random bytes for this run, and a 3-byte counter from a random start.
 */
function idMaker(): (at: Date) => string {
  const run = randomBytes(5).toString('hex');
  let counter = randomBytes(3).readUIntBE(0, 3);
  return (at) => {
    const seconds = Math.floor(at.getTime() / 1000)
      .toString(16)
      .padStart(8, '0');
    const id = seconds + run + counter.toString(16).padStart(6, '0');
    counter = (counter + 1) % 0x1000000;
    return id;
  };
}

interface Row {
  id: string;
  seq: number | string;
  status: number | string;
  updated_at: string;
  doc: string;
}

function baselineOf(entity: string, row: Row, newId: (at: Date) => string) {
  const doc = JSON.parse(row.doc) as Record<string, unknown>;
  doc.status = Number(row.status) === 1;
  const changes = Object.fromEntries(Object.entries(doc).map(([field, value]) => [field, { after: value }]));
  const at = row.updated_at;
  return { id: newId(new Date(at)), seq: Number(row.seq), at, user_id: null, device: null, entity, doc_id: row.id, action: 'baseline', route: null, changes: JSON.stringify(changes) };
}

async function baseline(db: Kysely<unknown>, entity: string, table: string, newId: (at: Date) => string): Promise<void> {
  const source = db as unknown as Kysely<Record<string, Row>>;
  let after = '';
  for (;;) {
    const rows = await source.selectFrom(table).select(['id', 'seq', 'status', 'updated_at', 'doc']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) return;
    await db
      .insertInto('history' as never)
      .values(rows.map((row) => baselineOf(entity, row, newId)) as never)
      .execute();
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
  const newId = idMaker();
  for (const [entity, table] of TRACKED) await baseline(db, entity, table, newId);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('history').execute();
}
