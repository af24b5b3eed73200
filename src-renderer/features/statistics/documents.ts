/** The statistics answers as these screens read them (shapes from `src-shared/documents`), cast in this one place. */
import type { ProviderBalanceDetail, ProviderBalanceRow } from '../../../src-shared/documents/finance.js';
import type { Page } from '../../../src-shared/documents/page.js';
import { dec } from '../../../src-shared/money.js';
import type { CashBalances, Creditors, FinanceStatistics, PartnerHistory } from '../../../src-shared/documents/statistics.js';

export const asFinanceStatistics = (answer: unknown): FinanceStatistics => answer as FinanceStatistics;
export const asPartnerHistory = (answer: unknown): PartnerHistory => answer as PartnerHistory;
export const asCashBalances = (answer: unknown): CashBalances => answer as CashBalances;
export const asCreditors = (answer: unknown): Creditors => answer as Creditors;
export const asProviderBalancePage = (answer: unknown): Page<ProviderBalanceRow> => answer as Page<ProviderBalanceRow>;
export const asProviderBalanceDetail = (answer: unknown): ProviderBalanceDetail => answer as ProviderBalanceDetail;

/**
 * The providers whose balance is furthest from zero (owed or in credit), the most first; a
 * provider with no receipts or payments has nothing to chart and is left out.
 */
export function largestBalances(rows: readonly ProviderBalanceRow[], count: number): ProviderBalanceRow[] {
  const moved = rows.filter((r) => [r.invoiced, r.debitNotes, r.creditNotes, r.paid, r.balance].some((v) => v !== 0));
  return moved.sort((a, b) => dec(b.balance).abs().cmp(dec(a.balance).abs()) || dec(b.paid).cmp(a.paid)).slice(0, count);
}

/** Where a provider balance leaves the company: it owes the provider, or paid ahead (a credit). */
export function providerStanding(balance: number): 'owed' | 'credit' | 'even' {
  if (balance > 0) return 'owed';
  if (balance < 0) return 'credit';
  return 'even';
}
