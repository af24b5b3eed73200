import { describe, expect, it } from 'vitest';
import { computeBuyTotals, priceBuyCart, priceBuyItem } from '../../../src-shared/pricing/index.js';
import { bottle, cheese, TAXES } from './fixtures.js';

describe('buy items', () => {
  it('price WEIGHT items per kg at the product’s current unit cost', () => {
    // 1030 × 0.75 = 772.5
    expect(priceBuyItem({ product: cheese(), quantity: 750 }, TAXES)).toEqual({
      product: 'cheese',
      quantity: 750,
      unitCost: 1030,
      price: 772.5,
    });
    // 1030 × 0.333 = 342.99
    expect(priceBuyItem({ product: cheese(), quantity: 333 }, TAXES).price).toBe(342.99);
  });

  it('price UNITY items per unit and round once', () => {
    expect(priceBuyItem({ product: bottle(), quantity: 7 }, TAXES).price).toBe(585.2); // 83.6 × 7
    // 33.3333 × 3 = 99.9999 → 100
    expect(priceBuyItem({ product: { ...bottle(), unitCost: 33.3333 }, quantity: 3 }, TAXES).price).toBe(100);
  });

  it('follow the product when it changes, buys keeping no snapshot', () => {
    const product = { ...cheese(), unitCost: 2000 };
    expect(priceBuyItem({ product, quantity: 750 }, TAXES).price).toBe(1500); // 2000 × 0.75
  });
});

describe('buy totals', () => {
  // 772.5 + 585.2 + 342.99 = 1700.69
  const cart = priceBuyCart(
    [
      { product: cheese(), quantity: 750 },
      { product: bottle(), quantity: 7 },
      { product: cheese(), quantity: 333 },
    ],
    TAXES,
  );

  it('numbers the buy cart and totals it', () => {
    expect(cart.items.map((i) => i.number)).toEqual([1, 2, 3]);
    expect(cart.total).toBe(1700.69);
  });

  it('deduct a charged withdrawal fee', () => {
    expect(computeBuyTotals({ cart, withdrawal: { charged: true, fee: 150 } })).toEqual({
      cost: 1700.69,
      logistic: 150,
      total: 1550.69, // 1700.69 − 150
    });
  });

  it('ignore the fee of a withdrawal that is not charged, or no withdrawal', () => {
    const expected = { cost: 1700.69, logistic: 0, total: 1700.69 };
    expect(computeBuyTotals({ cart, withdrawal: { charged: false, fee: 150 } })).toEqual(expected);
    expect(computeBuyTotals({ cart, withdrawal: null })).toEqual(expected);
    expect(computeBuyTotals({ cart })).toEqual(expected);
  });

  it('sum prices exactly', () => {
    const tiny = { items: [{ price: 0.1 }, { price: 0.2 }], total: 0.3 };
    expect(computeBuyTotals({ cart: tiny, withdrawal: { charged: true, fee: 0.1 } })).toEqual({
      cost: 0.3,
      logistic: 0.1,
      total: 0.2,
    });
  });
});
