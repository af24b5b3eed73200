import { describe, expect, it } from 'vitest';
import { buildCart, cartTotal, numberItems, priceOrderCart } from '../../../src-shared/pricing/index.js';
import { bottle, cheese, TAXES } from './fixtures.js';

describe('cart', () => {
  it('numbers items 1..n in order, replacing old numbers', () => {
    const items = numberItems([{ id: 'a', number: 7 }, { id: 'b', number: 3 }, { id: 'c' }]);
    expect(items.map((i) => [i.id, i.number])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('totals prices exactly', () => {
    expect(cartTotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(cartTotal([{ price: 1081.5 }, { price: 790.02 }, { price: 514.49 }])).toBe(2386.01);
    expect(cartTotal([])).toBe(0);
  });

  it('rounds the total to cents', () => {
    // prices carrying more places than cents still total to cents: 0.005 + 0.0001 = 0.0051 → 0.01
    expect(cartTotal([{ price: 0.005 }, { price: 0.0001 }])).toBe(0.01);
  });

  it('builds a cart from priced items', () => {
    expect(buildCart([{ price: 10.1 }, { price: 20.2 }])).toEqual({
      items: [
        { price: 10.1, number: 1 },
        { price: 20.2, number: 2 },
      ],
      total: 30.3,
    });
  });

  it('prices an order cart item by item', () => {
    // 750 g cheese 1081.50, 7 bottles 790.02, 333 g cheese 514.49 (see order-item.test.ts)
    const cart = priceOrderCart(
      [
        { product: cheese(), quantity: 750 },
        { product: bottle(), quantity: 7 },
        { product: cheese(), quantity: 333 },
      ],
      { taxes: TAXES },
    );
    expect(cart.items.map((i) => [i.number, i.product, i.price])).toEqual([
      [1, 'cheese', 1081.5],
      [2, 'bottle', 790.02],
      [3, 'cheese', 514.49],
    ]);
    expect(cart.total).toBe(2386.01);
  });
});
