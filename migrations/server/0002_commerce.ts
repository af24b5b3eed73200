/**
 * Commerce documents: buys, orders, drafts, carts, receipts, cash flow entries, accounts and their
 * movements, roadmaps and audits. Same base columns as 0001's document tables; money that SQL sums
 * is kept in integer cents.
 */
import type { ColumnDataType, Kysely } from 'kysely';

type Extra = readonly [name: string, type: ColumnDataType, index?: boolean];

const TEXT = 'text';
const INT = 'integer';
const BIG = 'bigint';

async function documentTable(db: Kysely<unknown>, name: string, extras: readonly Extra[]): Promise<void> {
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
  for (const [column, type] of extras) table = table.addColumn(column, type);
  await table.execute();
  await db.schema.createIndex(`${name}_status_idx`).on(name).column('status').execute();
  for (const [column, , index] of extras) {
    if (index) await db.schema.createIndex(`${name}_${column}_idx`).on(name).column(column).execute();
  }
  await db.schema.createIndex(`${name}_created_idx`).on(name).column('created_at').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await documentTable(db, 'buys', [
    ['state', TEXT, true],
    ['provider', TEXT, true],
    ['driver', TEXT, true],
    ['roadmap', TEXT, true],
    ['garage', TEXT],
    ['committed', INT],
    ['has_receipt', INT],
    ['is_budget', INT],
    ['name_search', TEXT],
    ['cost_cents', BIG],
    ['total_cents', BIG],
  ]);
  await documentTable(db, 'orders', [
    ['state', TEXT, true],
    ['customer', TEXT, true],
    ['partner', TEXT, true],
    ['driver', TEXT, true],
    ['roadmap', TEXT, true],
    ['garage', TEXT],
    ['delivered', INT, true],
    ['delivered_at', TEXT],
    ['stored', INT],
    ['is_budget', INT],
    ['is_supply', INT],
    ['date', TEXT, true],
    ['name_search', TEXT],
    ['total_cents', BIG],
    ['to_pay_cents', BIG],
    ['profit_cents', BIG],
  ]);
  await documentTable(db, 'drafts', [
    ['state', TEXT, true],
    ['customer', TEXT, true],
    ['partner', TEXT, true],
  ]);
  await documentTable(db, 'carts', [
    ['customer', TEXT, true],
    ['owner', TEXT, true],
  ]);
  await documentTable(db, 'receipts', [
    ['type', TEXT],
    ['provider', TEXT, true],
    ['buy', TEXT, true],
    ['is_budget', INT],
    ['total_cents', BIG],
  ]);
  await documentTable(db, 'cashflows', [
    ['type', TEXT, true],
    ['concept', TEXT],
    ['payment_method', TEXT],
    ['amount_cents', BIG],
    ['partner', TEXT, true],
    ['customer', TEXT, true],
    ['provider', TEXT, true],
    ['garage', TEXT, true],
    ['third', TEXT, true],
    ['linked', TEXT],
    ['order_id', TEXT, true],
    ['is_budget', INT],
    ['name_search', TEXT],
  ]);
  await documentTable(db, 'accounts', [
    ['customer', TEXT, true],
    ['partner', TEXT, true],
    ['balance_cents', BIG],
  ]);
  await documentTable(db, 'account_movements', [
    ['account', TEXT, true],
    ['customer', TEXT, true],
    ['partner', TEXT],
    ['delta_cents', BIG],
    ['kind', TEXT],
    ['ref_id', TEXT, true],
  ]);
  await documentTable(db, 'roadmaps', [
    ['driver', TEXT, true],
    ['date', TEXT, true],
  ]);
  await documentTable(db, 'audits', [
    ['kind', TEXT, true],
    ['partner', TEXT, true],
    ['customer', TEXT, true],
    ['provider', TEXT, true],
    ['name_search', TEXT],
  ]);
}
