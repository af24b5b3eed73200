/**
 * A delivery reads its order, then its customer's active account (src-shared/planners/
 * order-settlement.ts). On SQLite both rows come from one statement, the account joined to the
 * order by the order's `customer` column: a statement is a call into the server's own process
 * there, and this one costs no more than the two did. PostgreSQL locks both rows as it reads them, and a
 * locking read cannot take the nullable side of an outer join: there they stay two reads.
 */
import type { AccountFields } from '../../../src-shared/documents/money.js';
import { rowToDoc, type AnyReader, type Doc } from '../../db/doc-base.js';
import { dialectOf, runText } from '../../db/sql-text.js';
import { rememberRow, remembersRows } from '../../db/stored-rows.js';
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

/** The order `id` (normalized) and its customer's active account, in one statement; undefined when there is no such order. */
export async function readOrderWithAccount(db: AnyReader, id: string): Promise<OrderWithAccount | undefined> {
  type Row = DocumentTable & { customer: string | null; account_doc: string | null; account_status: number | null; account_number: number | null };
  const [row] = await runText<Row>(db, TEXT, [id]);
  if (row === undefined) return undefined;
  // Remembered with the account's three columns beside the order's: a save compares only the
  // columns it writes (stored-rows.ts), and copying the row without them cost more than the
  // statement this read saves.
  rememberRow(db, ORDERS.table, row);
  const account = row.account_doc === null ? null : { doc: row.account_doc, status: row.account_status ?? 0, number: row.account_number ?? 0 };
  return { order: row, customer: row.customer, account };
}

/** The account as `activeAccountOf` answers it; parsed at each read, as a read of the table would be. */
export const accountOf = (found: OrderWithAccount): Doc<AccountFields> | undefined => (found.account ? rowToDoc<AccountFields>(found.account) : undefined);
