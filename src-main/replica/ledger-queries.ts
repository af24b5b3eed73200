/**
 * The desk's reads of an audit's ledgers (src-shared/planners/audit-ledgers.ts) and of products by
 * number, as SQL over the replica: one statement each, summed in whole cents as the server sums
 * them (src-server/features/audits/ledger-sql.ts), so a desk planning an audit reads the same
 * figures without loading a collection. The replica keeps the fields a ledger is restricted by in
 * its filter columns (columns.ts) but a cash entry's `linked`, and the amounts only in the document.
 */
import type Sqlite from 'better-sqlite3';
import { LEDGERS, ledgerFigures, splitSql, type Ledger, type LedgerAmount, type LedgerField, type LedgerName } from '../../src-shared/planners/audit-ledgers.js';
import { fromCents } from '../../src-shared/money.js';
import type { LedgerEntry, LedgerFigures, LedgerQuery } from '../../src-shared/planners/types.js';
import type { ReplicaDoc } from './types.js';

export interface LedgerReader {
  ledgerSums(ledger: LedgerName, query: LedgerQuery): Map<string, LedgerFigures>;
  ledgerEntries(ledger: LedgerName, query: LedgerQuery): LedgerEntry[];
  /** The ledger's documents in the period, oldest first. */
  ledgerDocs(ledger: LedgerName, query: LedgerQuery): ReplicaDoc[];
  /** The documents with these numbers, by number. */
  numbered(collection: string, numbers: readonly number[]): Map<number, ReplicaDoc>;
}

/** Where the replica keeps each field a ledger is restricted by: a filter column, or the document. */
const FIELD_SQL: Readonly<Record<LedgerField, string>> = {
  delivered: 'delivered',
  stored: 'stored',
  state: 'state',
  type: 'type',
  concept: 'concept',
  linked: "json_extract(doc, '$.linked')",
};

const TIME_SQL = { createdAt: 'created_at', deliveredAt: "json_extract(doc, '$.delivery.deliveredAt')" } as const;

const centsOf = (amount: LedgerAmount): string => `round(json_extract(doc, '$.${amount}') * 100)`;

const splitOf = (ledger: Ledger): string => splitSql(ledger, centsOf, (field) => FIELD_SQL[field]);

/** The WHERE clause of the ledger's live documents of the party placed in the period [from, to). */
function ledgerWhere(ledger: Ledger, { party, period }: LedgerQuery): { clause: string; params: unknown[] } {
  const at = TIME_SQL[ledger.at];
  const where = ['collection = ?', 'live = 1', `${at} < ?`];
  const params: unknown[] = [ledger.collection, period.to];
  if (period.from !== null) {
    where.push(`${at} >= ?`);
    params.push(period.from);
  }
  if (ledger.enabledOnly) where.push('status = 1');
  if (party) {
    where.push(`${party.column} = ?`);
    params.push(party.id);
  }
  for (const [field, value] of Object.entries(ledger.where) as Array<[LedgerField, string | boolean | null]>) {
    if (value === null) where.push(`${FIELD_SQL[field]} IS NULL`);
    else {
      where.push(`${FIELD_SQL[field]} = ?`);
      params.push(typeof value === 'boolean' ? Number(value) : value);
    }
  }
  return { clause: where.join(' AND '), params };
}

export function createLedgerReader(db: Sqlite.Database): LedgerReader {
  const numberedStmt = db.prepare('SELECT number, doc FROM documents WHERE collection = ? AND live = 1 AND number IN (SELECT value FROM json_each(?))');
  return {
    ledgerSums(name, query) {
      const ledger: Ledger = LEDGERS[name];
      const { clause, params } = ledgerWhere(ledger, query);
      const split = splitOf(ledger);
      const sums = ledger.amounts.map((amount, i) => `coalesce(sum(${centsOf(amount)}), 0) AS s${i}`).join(', ');
      const grouped = ledger.split === undefined ? '' : ` GROUP BY ${split}`;
      const rows = db.prepare(`SELECT ${split} AS split, count(*) AS n, ${sums} FROM documents WHERE ${clause}${grouped}`).all(...params) as Array<Record<string, unknown>>;
      return ledgerFigures(ledger, rows, Number);
    },
    ledgerEntries(name, query) {
      const ledger: Ledger = LEDGERS[name];
      const { clause, params } = ledgerWhere(ledger, query);
      const rows = db
        .prepare(`SELECT id, ${TIME_SQL[ledger.at]} AS at, ${centsOf(ledger.amounts[0])} AS cents, ${splitOf(ledger)} AS split FROM documents WHERE ${clause} ORDER BY number`)
        .all(...params) as Array<{
        id: string;
        at: string;
        cents: number;
        split: string;
      }>;
      return rows.map((row) => ({ id: row.id, at: row.at, amount: fromCents(Number(row.cents)), split: String(row.split) }));
    },
    ledgerDocs(name, query) {
      const { clause, params } = ledgerWhere(LEDGERS[name], query);
      const rows = db
        .prepare(`SELECT doc FROM documents WHERE ${clause} ORDER BY number`)
        .pluck()
        .all(...params) as string[];
      return rows.map((doc) => JSON.parse(doc) as ReplicaDoc);
    },
    numbered(collection, numbers) {
      const rows = numberedStmt.all(collection, JSON.stringify([...new Set(numbers)])) as Array<{ number: number; doc: string }>;
      return new Map(rows.map((row) => [Number(row.number), JSON.parse(row.doc) as ReplicaDoc]));
    },
  };
}
