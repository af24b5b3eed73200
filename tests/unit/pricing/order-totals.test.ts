import { describe, expect, it } from 'vitest';
import { computeOrderTotals, DiscountError, type ItemTax, type PricedItem } from '../../../src-shared/pricing/index.js';
import { IVA105, IVA21 } from './fixtures.js';

/** A priced line with only the fields totals read filled in meaningfully. */
function line(price: number, cost: number, contribution: number, taxes: ItemTax[]): PricedItem {
  const metadata = {
    taxBase: 0,
    unitCost: 0,
    originalUnitCost: 0,
    margins: [],
    contributions: 0,
    wholesalerContributions: 0,
  };
  const unused = { taxBase: 0, wholesalerContributions: 0, margin: 1, unitQuantity: 1, unitCost: 0, profit: 0 };
  return {
    number: 0,
    product: 'p',
    quantity: 1,
    isWholesaler: false,
    price,
    detail: { ...unused, cost, contribution, taxes, metadata },
  };
}

const iva21 = (total: number): ItemTax => ({ id: IVA21._id, name: IVA21.name, total });
const iva105 = (total: number): ItemTax => ({ id: IVA105._id, name: IVA105.name, total });

// The three lines of order-item.test.ts: 750 g cheese, 7 bottles, 333 g cheese.
// cart total 1081.5 + 790.02 + 514.49 = 2386.01; cost 772.5 + 585.2 + 342.99 = 1700.69;
// contribution 108.15 + 98.75 + 51.45 = 258.35; IVA 21 187.7 + 89.29 = 276.99; IVA 10.5 75.07
const cart = {
  items: [line(1081.5, 772.5, 108.15, [iva21(187.7)]), line(790.02, 585.2, 98.75, [iva105(75.07)]), line(514.49, 342.99, 51.45, [iva21(89.29)])],
  total: 2386.01,
};
const delivery = { customerPrice: 500, partnerPrice: 300 };

describe('order totals', () => {
  it('sums cost and taxes by tax id, keeping the name', () => {
    const totals = computeOrderTotals({ cart });
    expect(totals.cost).toBe(1700.69);
    expect(totals.taxes).toEqual([iva21(276.99), iva105(75.07)]);
  });

  it('has no logistic and no discount without delivery or discount', () => {
    expect(computeOrderTotals({ cart })).toEqual({
      cost: 1700.69,
      discountAmount: 0,
      contribution: 258.35,
      taxes: [iva21(276.99), iva105(75.07)],
      total: 2386.01,
      logistic: 0,
      toPay: 1959.04, // 1700.69 + 258.35
      profit: 426.97, // 2386.01 − 1959.04
    });
  });

  it('takes the discount off the contribution and the total', () => {
    // 258.35 × 15 / 100 = 38.7525 → 38.75
    const totals = computeOrderTotals({ cart, discount: 15 });
    expect(totals.discountAmount).toBe(38.75);
    expect(totals.contribution).toBe(219.6); // 258.35 − 38.75
    expect(totals.total).toBe(2347.26); // 2386.01 − 38.75
    expect(totals.toPay).toBe(1920.29); // 1700.69 + 219.6
    expect(totals.profit).toBe(426.97); // 2347.26 − 1920.29
  });

  it('rounds the discount half away from zero', () => {
    // 258.35 × 10 / 100 = 25.835 → 25.84
    const totals = computeOrderTotals({ cart, discount: 10 });
    expect(totals.discountAmount).toBe(25.84);
    expect(totals.contribution).toBe(232.51);
  });

  it.each([
    // charged, contributes, total, logistic, toPay, profit — with discount 15 (38.75 off)
    [true, true, 2847.26, 800, 2720.29, 126.97], // 2386.01 + 500 − 38.75; 300 + 500; 1700.69 + 219.6 + 800
    [true, false, 2847.26, 300, 2220.29, 626.97],
    [false, true, 2347.26, 800, 2720.29, -373.03],
    [false, false, 2347.26, 300, 2220.29, 126.97],
  ])('delivery charged=%s contributes=%s', (charged, contributes, total, logistic, toPay, profit) => {
    const totals = computeOrderTotals({ cart, discount: 15, delivery: { ...delivery, charged, contributes } });
    expect(totals).toMatchObject({ total, logistic, toPay, profit, contribution: 219.6, cost: 1700.69 });
  });

  it('accepts the discount bounds 0 and 100', () => {
    expect(computeOrderTotals({ cart, discount: 0 }).discountAmount).toBe(0);
    const all = computeOrderTotals({ cart, discount: 100 });
    expect(all.discountAmount).toBe(258.35);
    expect(all.contribution).toBe(0);
    expect(all.total).toBe(2127.66); // 2386.01 − 258.35
  });

  it.each([-0.01, 100.01, -1, 101, Number.NaN])('refuses a discount of %d', (discount) => {
    const call = () => computeOrderTotals({ cart, discount });
    expect(call).toThrow(DiscountError);
    expect(call).toThrow(/^Discount value must be between 0 and 100$/);
  });

  it('totals an empty cart', () => {
    const empty = { items: [], total: 0 };
    expect(computeOrderTotals({ cart: empty, delivery: { ...delivery, charged: true, contributes: false } })).toEqual({
      cost: 0,
      discountAmount: 0,
      contribution: 0,
      taxes: [],
      total: 500,
      logistic: 300,
      toPay: 300,
      profit: 200,
    });
  });
});
