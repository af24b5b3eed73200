/**
 * The server's reads of an audit's ledgers (src-shared/planners/audit-ledgers.ts), one statement
 * each, the same SQL on SQLite and PostgreSQL: figures are summed by the database in whole cents
 * (the `*_cents` columns, or the document's field where no column keeps it), so an audit over a
 * party with years of movements reads a few rows, not the movements.
 */
import { sql, type RawBuilder } from 'kysely';
import { LEDGERS, ledgerFigures, splitSql, type Ledger, type LedgerAmount, type LedgerCollection, type LedgerName } from '../../../src-shared/planners/audit-ledgers.js';
import type { LedgerEntry, LedgerFigures, LedgerQuery, PlanCollections, Stored } from '../../../src-shared/planners/types.js';
import { docs, rowToDoc, type AnyReader, type DocQuery } from '../../db/documents.js';
import type { DbKind } from '../../db/connect.js';
import { dialectOf, quoteName } from '../../db/sql-text.js';
import { centsOf, money } from '../finance/sums.js';
import { COLLECTIONS_BY_NAME } from '../registry.js';

/** The amounts a table keeps in a cents column (migrations/server/0002_commerce.ts). */
const CENTS_COLUMNS: Readonly<Record<LedgerCollection, Partial<Record<LedgerAmount, string>>>> = {
  orders: { total: 'total_cents', toPay: 'to_pay_cents', profit: 'profit_cents' },
  buys: { total: 'total_cents' },
  cashflows: { amount: 'amount_cents' },
  receipts: { total: 'total_cents' },
  accountMovements: { delta: 'delta_cents' },
};

const TIME_COLUMNS = { createdAt: 'created_at', deliveredAt: 'delivered_at' } as const;

function tableOf(collection: LedgerCollection): string {
  const def = COLLECTIONS_BY_NAME.get(collection);
  if (def === undefined) throw new Error(`no collection named ${collection}`);
  return def.table;
}

/** An amount in whole cents: its column, or the document's field rounded to cents as `toCents` does for the columns. */
function centsOfAmount(kind: DbKind, ledger: Ledger, amount: LedgerAmount): string {
  const column = CENTS_COLUMNS[ledger.collection][amount];
  if (column !== undefined) return quoteName(column);
  return kind === 'postgres' ? `round(((doc::jsonb)->>'${amount}')::numeric * 100)` : `round(json_extract(doc, '$.${amount}') * 100)`;
}

const splitOf = (kind: DbKind, ledger: Ledger): string => splitSql(ledger, (amount) => centsOfAmount(kind, ledger, amount), quoteName);

/** The ledger's documents of the party placed in the period [from, to). */
function ledgerRows(db: AnyReader, ledger: Ledger, { party, period }: LedgerQuery): DocQuery {
  const at = TIME_COLUMNS[ledger.at];
  let query = docs(db).selectFrom(tableOf(ledger.collection)).where(at, '<', period.to);
  if (period.from !== null) query = query.where(at, '>=', period.from);
  if (ledger.enabledOnly) query = query.where('status', '=', 1);
  if (party) query = query.where(party.column, '=', party.id);
  for (const [field, value] of Object.entries(ledger.where)) {
    if (value === null) query = query.where(field, 'is', null);
    else query = query.where(field, '=', typeof value === 'boolean' ? Number(value) : value);
  }
  return query;
}

const raw = (text: string): RawBuilder<unknown> => sql.raw(text);

export async function ledgerSums(db: AnyReader, name: LedgerName, query: LedgerQuery): Promise<Map<string, LedgerFigures>> {
  const ledger: Ledger = LEDGERS[name];
  const kind = dialectOf(db) ?? 'sqlite';
  const split = splitOf(kind, ledger);
  const sums = ledger.amounts.map((amount, i) => raw(`coalesce(sum(${centsOfAmount(kind, ledger, amount)}), 0)`).as(`s${i}`));
  const selected = ledgerRows(db, ledger, query).select([raw(split).as('split'), sql<number | string>`count(*)`.as('n'), ...sums]);
  // PostgreSQL refuses a constant to group by: a ledger without a split is one group anyway.
  const rows = (await (ledger.split === undefined ? selected : selected.groupBy(raw(split))).execute()) as Array<Record<string, unknown>>;
  return ledgerFigures(ledger, rows, centsOf);
}

export async function ledgerEntries(db: AnyReader, name: LedgerName, query: LedgerQuery): Promise<LedgerEntry[]> {
  const ledger: Ledger = LEDGERS[name];
  const kind = dialectOf(db) ?? 'sqlite';
  const rows = (await ledgerRows(db, ledger, query)
    .select(['id', raw(quoteName(TIME_COLUMNS[ledger.at])).as('at'), raw(centsOfAmount(kind, ledger, ledger.amounts[0])).as('cents'), raw(splitOf(kind, ledger)).as('split')])
    .orderBy('number')
    .execute()) as Array<{ id: string; at: string; cents: unknown; split: unknown }>;
  return rows.map((row) => ({ id: row.id, at: row.at, amount: money(row.cents), split: String(row.split) }));
}

/** `lock`: the rows are read to be rewritten (db/locks.ts). */
export async function ledgerDocs<N extends LedgerName>(
  db: AnyReader,
  name: N,
  query: LedgerQuery,
  locked: (query: DocQuery) => DocQuery,
): Promise<Array<Stored<PlanCollections[(typeof LEDGERS)[N]['collection']]>>> {
  const rows = await locked(ledgerRows(db, LEDGERS[name], query).select(['doc', 'status', 'number']).orderBy('number')).execute();
  return rows.map((row) => rowToDoc(row as { doc: string; status: number; number: number })) as unknown as Array<Stored<PlanCollections[(typeof LEDGERS)[N]['collection']]>>;
}
