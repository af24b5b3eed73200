/**
 * The pure parts of the finance and statistics screens: a partner's running balance (exact
 * decimals, newest first) and the whole-month period a report is asked for.
 */
import { describe, expect, it } from 'vitest';
import type { PartnerMovement } from '../../src-shared/documents/finance.js';
import { withRunningBalance } from '../../src-renderer/features/finance/movements.js';
import { partnerStanding } from '../../src-renderer/components/documents/finance.js';
import { largestBalances, providerStanding } from '../../src-renderer/features/statistics/documents.js';
import { periodQuery } from '../../src-renderer/components/reports/months.js';
import type { ProviderBalanceRow } from '../../src-shared/documents/finance.js';

const movement = (kind: PartnerMovement['kind'], number: number, effect: number): PartnerMovement => ({
  kind,
  _id: `${kind}-${number}`,
  number,
  at: `2026-03-0${number}T12:00:00.000Z`,
  amount: Math.abs(effect),
  effect,
  description: null,
  customer: null,
});

describe('withRunningBalance', () => {
  it('gives each movement the balance right after it, newest first, without float error', () => {
    const rows = withRunningBalance([movement('order', 1, 0.1), movement('order', 2, 0.2), movement('ingress', 3, -0.3), movement('egress', 4, 9230.65)]);
    expect(rows.map((r) => r.number)).toEqual([4, 3, 2, 1]);
    // 0.1 + 0.2 is 0.30000000000000004 in floats; the balance must be exactly 0.3, then 0.
    expect(rows.map((r) => r.balanceAfter)).toEqual([9230.65, 0, 0.3, 0.1]);
  });

  it('an order collected on delivery leaves the company owing the partner its profit (domain §6)', () => {
    const rows = withRunningBalance([movement('order', 1, 9230.65), movement('ingress', 2, -11020.68)]);
    expect(rows[0]?.balanceAfter).toBe(-1790.03);
    expect(partnerStanding(rows[0]?.balanceAfter ?? 0)).toBe('owed');
  });

  it('no movements, no rows', () => {
    expect(withRunningBalance([])).toEqual([]);
  });
});

describe('partnerStanding', () => {
  it('positive owes the company, negative is owed, zero is settled', () => {
    expect(partnerStanding(0.01)).toBe('owes');
    expect(partnerStanding(-0.01)).toBe('owed');
    expect(partnerStanding(0)).toBe('even');
  });
});

describe('periodQuery', () => {
  it('asks for whole months: the first day of the first, the last day of the last', () => {
    expect(periodQuery({ from: '2026-02-01', to: '2026-02-01' })).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(periodQuery({ from: '2024-01-01', to: '2024-02-01' })).toEqual({ fromDate: '2024-01-01', toDate: '2024-02-29' });
  });

  it('leaves an open end to the server', () => {
    expect(periodQuery({ from: null, to: null })).toEqual({});
    expect(periodQuery({ from: '2026-05-01', to: null })).toEqual({ fromDate: '2026-05-01' });
  });
});

const provider = (name: string, figures: Partial<ProviderBalanceRow>): ProviderBalanceRow => ({
  provider: { _id: name, name, status: true },
  invoiced: 0,
  debitNotes: 0,
  creditNotes: 0,
  paid: 0,
  balance: 0,
  ...figures,
});

describe('largestBalances', () => {
  it('charts the balances furthest from zero, a credit as much as a debt, and leaves out providers with no movements', () => {
    const rows = [
      provider('Arcor', {}),
      provider('La Serenísima', { paid: 1000, balance: -1000 }),
      provider('Paladini', { invoiced: 500, balance: 500 }),
      provider('Sancor', { invoiced: 2000, paid: 2000 }),
      provider('Swift', { invoiced: 3000, balance: 3000 }),
    ];
    expect(largestBalances(rows, 3).map((r) => r.provider.name)).toEqual(['Swift', 'La Serenísima', 'Paladini']);
    expect(largestBalances(rows, 10).map((r) => r.provider.name)).toEqual(['Swift', 'La Serenísima', 'Paladini', 'Sancor']);
    expect(largestBalances([provider('Arcor', {})], 10)).toEqual([]);
  });

  it('a provider balance is owed when positive and a credit when negative', () => {
    expect(providerStanding(1)).toBe('owed');
    expect(providerStanding(-1)).toBe('credit');
    expect(providerStanding(0)).toBe('even');
  });
});
