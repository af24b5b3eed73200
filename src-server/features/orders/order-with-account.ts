/**
 * A delivery reads its order, then its customer's active account (src-shared/planners/
 * order-settlement.ts). On SQLite both rows come from one statement, the account joined to the
 * order by the order's `customer` column: a statement is a call into the server's own process
 * there, and this one costs no more than the two did. PostgreSQL locks both rows as it reads them, and a
 * locking read cannot take the nullable side of an outer join: there they stay two reads.
 * An order this SQLite server's last writes left, with its customer's active account as an earlier
 * delivery read it, is not read at all (db/kept-rows.ts): any write of an account drops what was kept.
 */
import type { AccountFields } from '../../../src-shared/documents/money.js';
import { rowToDoc, type AnyReader, type Doc } from '../../db/doc-base.js';
import { dialectOf, runText } from '../../db/sql-text.js';
import { keptLookup, keptRows, rememberLookup, rememberRow, remembersRows } from '../../db/stored-rows.js';
import type { DocumentTable } from '../../db/tables.js';
import { ACCOUNTS } from '../customers/account-collections.js';
import { ORDERS } from './collection.js';

type AccountRow = Pick<DocumentTable, 'doc' | 'status' | 'number'>;

/** What the joined read found: the order's whole row (remembered as any row the write reads), and its customer's active account row if there is one. */
export interface OrderWithAccount {
  readonly order: DocumentTable & { customer: string | null };
  readonly customer: string | null;
  readonly account: AccountRow | null;
}

/** Whether `db` reads an order with its account in one statement: a SQLite write transaction, which keeps the whole rows it reads. */
export const readsOrderWithAccount = (db: AnyReader): boolean => dialectOf(db) === 'sqlite' && remembersRows(db);

// The first active account, as activeAccountOf reads it: a customer has one at a time (domain §6).
const TEXT =
  `select o.*, a."doc" as "account_doc", a."status" as "account_status", a."number" as "account_number" ` +
  `from "${ORDERS.table}" as o left join "${ACCOUNTS.table}" as a on a."customer" = o."customer" and a."status" = 1 where o."id" = ? limit 1`;

/** What a customer's active account is kept as between writes (db/kept-rows.ts): any write of an account drops it. */
const activeOf = (customer: string): string => `active:${customer}`;

/** The order and its customer's active account as this process's last writes left them (db/kept-rows.ts), when both are kept; else undefined. */
function keptOrderWithAccount(db: AnyReader, id: string): OrderWithAccount | undefined {
  const [order] = (keptRows(db, ORDERS.table, [id]) ?? []) as Array<OrderWithAccount['order']>;
  if (order === undefined) return undefined;
  const account = order.customer === null ? null : (keptLookup(db, ACCOUNTS.table, activeOf(order.customer)) as AccountRow | null | undefined);
  if (account === undefined) return undefined;
  rememberRow(db, ORDERS.table, order);
  if (order.customer !== null) rememberLookup(db, ACCOUNTS.table, activeOf(order.customer), account);
  return { order, customer: order.customer, account };
}

/** The order `id` (normalized) and its customer's active account, in one statement or none; undefined when there is no such order. */
export async function readOrderWithAccount(db: AnyReader, id: string): Promise<OrderWithAccount | undefined> {
  const kept = keptOrderWithAccount(db, id);
  if (kept !== undefined) return kept;
  type Row = DocumentTable & { customer: string | null; account_doc: string | null; account_status: number | null; account_number: number | null };
  const [row] = await runText<Row>(db, TEXT, [id]);
  if (row === undefined) return undefined;
  // Remembered with the account's three columns beside the order's: a save compares only the
  // columns it writes (stored-rows.ts), and copying the row without them cost more than the
  // statement this read saves.
  rememberRow(db, ORDERS.table, row);
  const account = row.account_doc === null ? null : { doc: row.account_doc, status: row.account_status ?? 0, number: row.account_number ?? 0 };
  if (row.customer !== null) rememberLookup(db, ACCOUNTS.table, activeOf(row.customer), account);
  return { order: row, customer: row.customer, account };
}

/** The account as `activeAccountOf` answers it; parsed at each read, as a read of the table would be. */
export const accountOf = (found: OrderWithAccount): Doc<AccountFields> | undefined => (found.account ? rowToDoc<AccountFields>(found.account) : undefined);
