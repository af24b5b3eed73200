/**
 * Commerce documents: buys, orders, drafts, carts, receipts, cash flow entries, accounts and their
 * movements, roadmaps and audits. Same base columns as 0001's document tables; money that SQL sums
 * is kept in integer cents.
 */
import type { Kysely } from 'kysely';
import { BIG, documentTable, indexed, INT, TEXT } from './document-table-v1.js';

const withDates = { indexCreatedAt: true } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await documentTable(
    db,
    'buys',
    [
      ['state', TEXT, indexed],
      ['provider', TEXT, indexed],
      ['driver', TEXT, indexed],
      ['roadmap', TEXT, indexed],
      ['garage', TEXT],
      ['committed', INT],
      ['has_receipt', INT],
      ['is_budget', INT],
      ['name_search', TEXT],
      ['cost_cents', BIG],
      ['total_cents', BIG],
    ],
    withDates,
  );
  await documentTable(
    db,
    'orders',
    [
      ['state', TEXT, indexed],
      ['customer', TEXT, indexed],
      ['partner', TEXT, indexed],
      ['driver', TEXT, indexed],
      ['roadmap', TEXT, indexed],
      ['garage', TEXT],
      ['delivered', INT, indexed],
      ['delivered_at', TEXT],
      ['stored', INT],
      ['is_budget', INT],
      ['is_supply', INT],
      ['date', TEXT, indexed],
      ['name_search', TEXT],
      ['total_cents', BIG],
      ['to_pay_cents', BIG],
      ['profit_cents', BIG],
    ],
    withDates,
  );
  await documentTable(
    db,
    'drafts',
    [
      ['state', TEXT, indexed],
      ['customer', TEXT, indexed],
      ['partner', TEXT, indexed],
    ],
    withDates,
  );
  await documentTable(
    db,
    'carts',
    [
      ['customer', TEXT, indexed],
      ['owner', TEXT, indexed],
    ],
    withDates,
  );
  await documentTable(
    db,
    'receipts',
    [
      ['type', TEXT],
      ['provider', TEXT, indexed],
      ['buy', TEXT, indexed],
      ['is_budget', INT],
      ['total_cents', BIG],
    ],
    withDates,
  );
  await documentTable(
    db,
    'cashflows',
    [
      ['type', TEXT, indexed],
      ['concept', TEXT],
      ['payment_method', TEXT],
      ['amount_cents', BIG],
      ['partner', TEXT, indexed],
      ['customer', TEXT, indexed],
      ['provider', TEXT, indexed],
      ['garage', TEXT, indexed],
      ['third', TEXT, indexed],
      ['linked', TEXT],
      ['order_id', TEXT, indexed],
      ['is_budget', INT],
      ['name_search', TEXT],
    ],
    withDates,
  );
  await documentTable(
    db,
    'accounts',
    [
      ['customer', TEXT, indexed],
      ['partner', TEXT, indexed],
      ['balance_cents', BIG],
    ],
    withDates,
  );
  await documentTable(
    db,
    'account_movements',
    [
      ['account', TEXT, indexed],
      ['customer', TEXT, indexed],
      ['partner', TEXT],
      ['delta_cents', BIG],
      ['kind', TEXT],
      ['ref_id', TEXT, indexed],
    ],
    withDates,
  );
  await documentTable(
    db,
    'roadmaps',
    [
      ['driver', TEXT, indexed],
      ['date', TEXT, indexed],
    ],
    withDates,
  );
  await documentTable(
    db,
    'audits',
    [
      ['kind', TEXT, indexed],
      ['partner', TEXT, indexed],
      ['customer', TEXT, indexed],
      ['provider', TEXT, indexed],
      ['name_search', TEXT],
    ],
    withDates,
  );
}
