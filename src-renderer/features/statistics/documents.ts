/** How the statistics screens rank and word provider balances (the answers are typed by their route schemas). */
import type { ProviderBalanceRow } from '../../../src-shared/documents/finance.js';
import { dec } from '../../../src-shared/money.js';

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
