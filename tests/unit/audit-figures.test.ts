/** An audit's summary as the figures the screen and the printout show, per kind, in order. */
import { describe, expect, it } from 'vitest';
import { auditFigures } from '../../src-shared/audit-figures.js';

describe('auditFigures', () => {
  it('groups a commercial summary into sales, purchases and cash', () => {
    const groups = auditFigures('commercial', {
      sales: { orders: 2, total: 33488.79, cost: 22578.6, contribution: 2176.6, logistic: 6000, toPay: 30755.2, profit: 2733.59 },
      purchases: { buys: 1, total: 12000 },
      cash: { in: 53000, out: 0, net: 53000, balance: 53000 },
    });
    expect(groups.map((g) => g.key)).toEqual(['sales', 'purchases', 'cash']);
    expect(groups[0]?.figures[0]).toEqual({ key: 'sales.orders', value: 2, format: 'count' });
    expect(groups[2]?.figures.map((f) => [f.key, f.value, f.format])).toEqual([
      ['cash.in', 53000, 'money'],
      ['cash.out', 0, 'money'],
      ['cash.net', 53000, 'money'],
      ['cash.balance', 53000, 'money'],
    ]);
  });

  it("reads a customer's balance off the summary itself and an inventory count's rows", () => {
    expect(auditFigures('customer', { balance: -1500, account: null, period: { orders: 0, sales: 0, charged: 0, credited: 0 } }).map((g) => g.figures.map((f) => f.key))).toEqual([
      ['customerBalance.balance'],
      ['customerPeriod.orders', 'customerPeriod.sales', 'customerPeriod.charged', 'customerPeriod.credited'],
    ]);
    expect(auditFigures('inventory', { garage: 'x', rows: 500, changed: 498, differences: [] })).toEqual([
      {
        key: 'count',
        figures: [
          { key: 'count.rows', value: 500, format: 'count' },
          { key: 'count.changed', value: 498, format: 'count' },
        ],
      },
    ]);
  });

  it('leaves out what the summary lacks (a provider with no balance yet)', () => {
    expect(auditFigures('provider', { period: { invoiced: 100, debitNotes: 0, creditNotes: 0, paid: 0 } }).map((g) => g.key)).toEqual(['providerPeriod']);
    expect(auditFigures('partner', null)).toEqual([]);
  });
});
