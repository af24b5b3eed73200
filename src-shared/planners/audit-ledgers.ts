/**
 * What the audits sum (domain §6), as data both stores turn into one SQL statement: each ledger is
 * the documents of one collection that a figure counts, the time that places one in a period and
 * the amounts summed. The server reads its tables (src-server/features/audits/ledger-sql.ts), the
 * desk its replica (src-main/replica/ledger-queries.ts); neither decides which documents count, so
 * the planners read the same figures on both sides, and never the documents behind them.
 */
import { BUY_STATE } from '../constants/buys.js';
import { fromCents } from '../money.js';
import type { LedgerFigures } from './types.js';

/** A document field a ledger is restricted by; both stores keep each as a column but `linked`, which the desk reads from the document. */
export type LedgerField = 'delivered' | 'stored' | 'state' | 'type' | 'concept' | 'linked';

/** A money field a ledger sums (each document's value in whole cents, summed exactly). */
export type LedgerAmount = 'total' | 'cost' | 'contribution' | 'logistic' | 'toPay' | 'profit' | 'amount' | 'delta';

/** What a ledger's sums are split by: a field's value, or the sign of its first amount (`positive`, `negative`, `zero`). */
export type LedgerSplit = 'concept' | 'type' | 'sign';

/** The collections whose documents an audit sums. */
export type LedgerCollection = 'orders' | 'buys' | 'cashflows' | 'receipts' | 'accountMovements';

export interface Ledger {
  readonly collection: LedgerCollection;
  /** The time that places a document in a period: its creation, or its delivery (an order never delivered is in none). */
  readonly at: 'createdAt' | 'deliveredAt';
  /** Only enabled documents: a removed entry or receipt no longer moves a balance. */
  readonly enabledOnly: boolean;
  readonly where: Readonly<Partial<Record<LedgerField, string | boolean | null>>>;
  /** Summed per split; the first is each entry's amount (`LedgerEntry.amount`). */
  readonly amounts: readonly [LedgerAmount, ...LedgerAmount[]];
  readonly split?: LedgerSplit;
}

export const SALE_AMOUNTS = ['total', 'cost', 'contribution', 'logistic', 'toPay', 'profit'] as const satisfies readonly LedgerAmount[];

/**
 * The ledgers, with the decisions of the finance statistics: a sale counts when delivered, a
 * purchase is an approved buy, a transfer between garages (a linked pair) is not cash in or out.
 */
export const LEDGERS = {
  /** Delivered orders. */
  sales: { collection: 'orders', at: 'deliveredAt', enabledOnly: true, where: { delivered: true }, amounts: SALE_AMOUNTS },
  /** Delivered orders no partner audit closed yet (`stored`: domain §6). */
  openSales: { collection: 'orders', at: 'deliveredAt', enabledOnly: true, where: { delivered: true, stored: false }, amounts: ['toPay', 'profit'] },
  /** Approved buys, received or not. */
  purchases: { collection: 'buys', at: 'createdAt', enabledOnly: true, where: { state: BUY_STATE.APPROVED }, amounts: ['total'] },
  /** Every cash entry: what is held. */
  cash: { collection: 'cashflows', at: 'createdAt', enabledOnly: true, where: {}, amounts: ['amount'], split: 'concept' },
  /** Cash that entered or left the company: transfers between garages left out. */
  cashMoved: { collection: 'cashflows', at: 'createdAt', enabledOnly: true, where: { linked: null }, amounts: ['amount'], split: 'concept' },
  /** What a partner's customers paid it and what it was paid. */
  partnerCash: { collection: 'cashflows', at: 'createdAt', enabledOnly: true, where: { type: 'commercial.partner' }, amounts: ['amount'], split: 'concept' },
  /** A provider's invoices and notes, by receipt type. */
  receipts: { collection: 'receipts', at: 'createdAt', enabledOnly: true, where: {}, amounts: ['total'], split: 'type' },
  /** What was paid to a provider. */
  providerPayments: { collection: 'cashflows', at: 'createdAt', enabledOnly: true, where: { type: 'commercial.provider', concept: 'EGRESS' }, amounts: ['amount'] },
  /** A customer's account movements, charges (positive) apart from credits (negative). */
  accountMovements: { collection: 'accountMovements', at: 'createdAt', enabledOnly: false, where: {}, amounts: ['delta'], split: 'sign' },
} as const satisfies Record<string, Ledger>;

export type LedgerName = keyof typeof LEDGERS;

/** The split key of a ledger without a split. */
export const WHOLE = '';

/** The split key of an amount's sign (`LedgerSplit` 'sign'). */
export const signOf = (cents: number): 'positive' | 'negative' | 'zero' => (cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'zero');

/**
 * The SQL of a ledger's split key, spelled as `WHOLE` and `signOf` spell it, given how a store reads
 * an amount in whole cents and a split field: each store has its own columns, the keys are one.
 */
export function splitSql(ledger: Ledger, cents: (amount: LedgerAmount) => string, field: (split: Exclude<LedgerSplit, 'sign'>) => string): string {
  if (ledger.split === undefined) return `'${WHOLE}'`;
  if (ledger.split !== 'sign') return field(ledger.split);
  const amount = cents(ledger.amounts[0]);
  return `case when ${amount} > 0 then 'positive' when ${amount} < 0 then 'negative' else 'zero' end`;
}

/**
 * A ledger's figures from the rows of its sums statement (`split`, the count `n`, one sum `s0`, `s1`…
 * in whole cents per amount); `whole` reads a store's number (a PostgreSQL sum comes as text).
 */
export function ledgerFigures(ledger: Ledger, rows: ReadonlyArray<Record<string, unknown>>, whole: (value: unknown) => number): Map<string, LedgerFigures> {
  const figures = new Map<string, LedgerFigures>();
  for (const row of rows) {
    const count = whole(row.n);
    if (count === 0) continue;
    figures.set(String(row.split), { count, sums: Object.fromEntries(ledger.amounts.map((amount, i) => [amount, fromCents(whole(row[`s${i}`]))])) });
  }
  return figures;
}
