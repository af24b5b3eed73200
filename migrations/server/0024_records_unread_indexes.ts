/**
 * Two indexes of the stock ledger (`records`) that no read uses go: `records_status_idx` and
 * `records_ref_id_idx`. Every order confirmation and delivery writes five ledger rows, and each row
 * went into both: on SQLite about 6.6 of the ~140 pages an order's lifecycle writes to the log
 * (bench/issue-21-lifecycles.md, round 16), on both databases 30 index entries per lifecycle.
 *
 * The server reads the ledger only by id (`requireDoc`, sync pulls) and through its lists
 * (features/stock/views.ts `listRecords`: product, garage, field, creation date, newest first): no
 * read filters a ledger row's status (ledger rows are never disabled) nor its `ref_id` (a column
 * still, which tests read). The audits' ledgers (features/audits/ledger-sql.ts) are orders,
 * buys, cash entries, receipts and account movements, not the stock ledger. The list by product keeps
 * `records_product_idx`, by number the `number` key.
 *
 * The same on SQLite and PostgreSQL (the index names are the same on both). Down makes them again.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type { Kysely } from 'kysely';

/** The indexes dropped, and the column each was on. */
const UNREAD: ReadonlyArray<readonly [index: string, column: string]> = [
  ['records_status_idx', 'status'],
  ['records_ref_id_idx', 'ref_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [index] of UNREAD) await db.schema.dropIndex(index).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [index, column] of UNREAD) await db.schema.createIndex(index).on('records').column(column).execute();
}
