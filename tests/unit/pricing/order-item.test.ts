import { describe, expect, it } from 'vitest';
import { isWholesalerItem, priceOrderItem, tierUnitPrice } from '../../../src-shared/pricing/index.js';
import { bottle, cheese, IVA105, IVA21, TAXES } from './fixtures.js';

const retail = { taxes: TAXES };

describe('a WEIGHT item', () => {
  it('prices 750 g at the 500 g tier', () => {
    // u = 1030, m = 1.4 (tier 500), f = 0.75
    const item = priceOrderItem({ product: cheese(), quantity: 750 }, retail);
    expect(item).toMatchObject({ product: 'cheese', quantity: 750, isWholesaler: false });
    expect(item.price).toBe(1081.5); // 1.4 × 1030 × 0.75 = 1081.5
    expect(item.detail.cost).toBe(772.5); // 1030 × 0.75
    expect(item.detail.margin).toBe(1.4);
    expect(item.detail.unitQuantity).toBe(500);
    expect(item.detail.unitCost).toBe(721); // 1030 × 1.4 / (1000 / 500) = 1442 / 2
    expect(item.detail.contribution).toBe(108.15); // 1081.5 × 10 / 100
    expect(item.detail.profit).toBe(200.85); // 1081.5 − 772.5 − 108.15
    expect(item.detail.taxBase).toBe(1000);
    expect(item.detail.wholesalerContributions).toBe(5);
    // 1081.5 − 1081.5 / 1.21 = 187.6983… → 187.70
    expect(item.detail.taxes).toEqual([{ id: IVA21._id, name: IVA21.name, total: 187.7 }]);
  });

  it('rounds a price that lands exactly half a cent away from zero', () => {
    // u = 1030, m = 1.5 (tier 100), f = 0.333: 1545 × 0.333 = 514.485 → 514.49
    const item = priceOrderItem({ product: cheese(), quantity: 333 }, retail);
    expect(item.price).toBe(514.49);
    expect(item.detail.cost).toBe(342.99); // 1030 × 0.333
    expect(item.detail.unitQuantity).toBe(100);
    expect(item.detail.unitCost).toBe(154.5); // 1030 × 1.5 / (1000 / 100)
    expect(item.detail.contribution).toBe(51.45); // 514.49 × 0.1 = 51.449 → 51.45
    expect(item.detail.profit).toBe(120.05); // 514.49 − 342.99 − 51.45
    expect(item.detail.taxes[0]?.total).toBe(89.29); // 514.49 × 0.21 / 1.21 = 89.2916…
  });

  it('changes tier just below, at and above 1000 g', () => {
    // 999 g: m 1.4 → 1442 × 0.999 = 1440.558 → 1440.56
    expect(priceOrderItem({ product: cheese(), quantity: 999 }, retail).price).toBe(1440.56);
    // 1000 g: m 1.3 → 1339 × 1 = 1339
    const atTier = priceOrderItem({ product: cheese(), quantity: 1000 }, retail);
    expect(atTier.price).toBe(1339);
    expect(atTier.detail.unitQuantity).toBe(1000);
    expect(atTier.detail.unitCost).toBe(1339); // 1030 × 1.3 / (1000 / 1000)
    // 1001 g: m 1.3 → 1339 × 1.001 = 1340.339 → 1340.34
    expect(priceOrderItem({ product: cheese(), quantity: 1001 }, retail).price).toBe(1340.34);
  });

  it('prices a wholesaler item at the quantity-0 tier with the per-kg unit', () => {
    // m = 1.2, unitQuantity = 0 || 1000
    const item = priceOrderItem({ product: cheese(), quantity: 750, isWholesaler: true }, retail);
    expect(item.isWholesaler).toBe(true);
    expect(item.price).toBe(927); // 1.2 × 1030 × 0.75
    expect(item.detail.margin).toBe(1.2);
    expect(item.detail.unitQuantity).toBe(1000);
    expect(item.detail.unitCost).toBe(1236); // 1030 × 1.2 / (1000 / 1000)
    expect(item.detail.contribution).toBe(46.35); // 927 × 5 / 100, the wholesaler percent
    expect(item.detail.profit).toBe(108.15); // 927 − 772.5 − 46.35
    expect(item.detail.taxes[0]?.total).toBe(160.88); // 927 × 0.21 / 1.21 = 160.8842…
  });
});

describe('a UNITY item', () => {
  it('prices 7 units at the 6-unit tier', () => {
    // u = 83.6, m = 1.35
    const item = priceOrderItem({ product: bottle(), quantity: 7 }, retail);
    expect(item.price).toBe(790.02); // 1.35 × 83.6 × 7 = 112.86 × 7
    expect(item.detail.cost).toBe(585.2); // 83.6 × 7
    expect(item.detail.unitQuantity).toBe(6);
    expect(item.detail.unitCost).toBe(677.16); // 1.35 × 83.6 × 6
    expect(item.detail.contribution).toBe(98.75); // 790.02 × 12.5 / 100 = 98.7525
    expect(item.detail.profit).toBe(106.07); // 790.02 − 585.2 − 98.75
    // only the V tax: 790.02 × 0.105 / 1.105 = 75.0698… → 75.07
    expect(item.detail.taxes).toEqual([{ id: IVA105._id, name: IVA105.name, total: 75.07 }]);
  });

  it('prices a wholesaler item at the quantity-0 tier, one unit per tier unit', () => {
    const item = priceOrderItem({ product: bottle(), quantity: 3, isWholesaler: true }, retail);
    expect(item.price).toBe(288.42); // 1.15 × 83.6 × 3 = 96.14 × 3
    expect(item.detail.cost).toBe(250.8);
    expect(item.detail.unitQuantity).toBe(1);
    expect(item.detail.unitCost).toBe(96.14); // 1.15 × 83.6 × 1
    expect(item.detail.contribution).toBe(20.19); // 288.42 × 7 / 100 = 20.1894
    expect(item.detail.profit).toBe(17.43); // 288.42 − 250.8 − 20.19
    expect(item.detail.taxes[0]?.total).toBe(27.41); // 288.42 × 0.105 / 1.105 = 27.4064…
  });

  it('prices a wholesaler item on quantity tiers when there is no quantity-0 tier', () => {
    const product = { ...bottle(), margins: bottle().margins.filter((m) => m.quantity !== 0) };
    const item = priceOrderItem({ product, quantity: 12, isWholesaler: true }, retail);
    expect(item.detail.margin).toBe(1.25);
    expect(item.price).toBe(1254); // 1.25 × 83.6 × 12 = 104.5 × 12
    expect(item.detail.contribution).toBe(87.78); // 1254 × 7 / 100, still the wholesaler percent
  });

  it('uses an explicit unit cost over the one the C taxes give', () => {
    const item = priceOrderItem({ product: { ...bottle(), unitCost: 100 }, quantity: 1 }, retail);
    expect(item.price).toBe(150); // 1.5 × 100 × 1
    expect(item.detail.metadata.unitCost).toBe(100);
  });
});

describe('a budget sale', () => {
  it('prices on the tax base and has no sales tax lines', () => {
    // u = taxBase = 1000, m = 1.4, f = 0.75
    const item = priceOrderItem({ product: cheese(), quantity: 750 }, { taxes: TAXES, isBudget: true });
    expect(item.price).toBe(1050); // 1.4 × 1000 × 0.75
    expect(item.detail.cost).toBe(750);
    expect(item.detail.unitCost).toBe(700); // 1000 × 1.4 / 2
    expect(item.detail.contribution).toBe(105);
    expect(item.detail.profit).toBe(195); // 1050 − 750 − 105
    expect(item.detail.taxes).toEqual([]);
    // the snapshot still records the taxed unit cost, for when the order stops being a budget
    expect(item.detail.metadata.unitCost).toBe(1030);
  });
});

describe('the price snapshot', () => {
  it('is written from the product when an item is first priced', () => {
    const item = priceOrderItem({ product: cheese(), quantity: 750 }, retail);
    expect(item.detail.metadata).toEqual({
      taxBase: 1000,
      unitCost: 1030,
      originalUnitCost: 1030,
      margins: cheese().margins,
      contributions: 10,
      wholesalerContributions: 5,
    });
  });

  it('keeps an item’s prices when the product changes afterwards', () => {
    const product = cheese();
    const first = priceOrderItem({ product, quantity: 750 }, retail);
    const changed = {
      ...product,
      taxBase: 2000,
      taxes: [IVA21._id],
      margins: [
        { quantity: 0, value: 3 },
        { quantity: 100, value: 3 },
      ],
      contributions: 50,
      wholesalerContributions: 40,
    };
    const again = priceOrderItem({ product: changed, quantity: 750, detail: first.detail }, retail);
    expect(again).toEqual(first);
    // A new quantity re-reads the snapshot tiers: 1000 g → 1.3 × 1030 = 1339
    const more = priceOrderItem({ product: changed, quantity: 1000, detail: first.detail }, retail);
    expect(more.price).toBe(1339);
    expect(more.detail.contribution).toBe(133.9); // 10 % of the snapshot, not 50 %
    expect(more.detail.metadata).toEqual(first.detail.metadata);
    // A fresh item does see the new product: 3 × 2000 × 0.75 = 4500
    expect(priceOrderItem({ product: changed, quantity: 750 }, retail).price).toBe(4500);
  });

  it('prices a budget re-pricing from the snapshot tax base', () => {
    const first = priceOrderItem({ product: cheese(), quantity: 750 }, retail);
    const changed = { ...cheese(), taxBase: 5000 };
    const budget = priceOrderItem({ product: changed, quantity: 750, detail: first.detail }, { taxes: TAXES, isBudget: true });
    expect(budget.price).toBe(1050); // 1.4 × 1000 × 0.75
  });

  it('does not share its tier list with the product', () => {
    const product = cheese();
    const item = priceOrderItem({ product, quantity: 750 }, retail);
    expect(item.detail.metadata.margins).not.toBe(product.margins);
  });
});

describe('which items are wholesaler', () => {
  it('follows the item when it says so', () => {
    expect(isWholesalerItem({ isWholesaler: false }, { customer: { isWholesaler: true }, isSupply: true })).toBe(false);
    expect(isWholesalerItem({ isWholesaler: true }, {})).toBe(true);
  });

  it('otherwise follows the customer or a supply order', () => {
    expect(isWholesalerItem({}, {})).toBe(false);
    expect(isWholesalerItem({ isWholesaler: null }, { customer: { isWholesaler: true } })).toBe(true);
    expect(isWholesalerItem({}, { customer: { isWholesaler: false }, isSupply: true })).toBe(true);
    expect(isWholesalerItem({}, { customer: null, isSupply: false })).toBe(false);
  });

  it('prices a supply order’s items as wholesaler', () => {
    const item = priceOrderItem({ product: bottle(), quantity: 3 }, { taxes: TAXES, isSupply: true });
    expect(item.isWholesaler).toBe(true);
    expect(item.price).toBe(288.42);
  });
});

describe('the unit price at the tier', () => {
  it('is the price of one kg for a WEIGHT item, at the tier its quantity takes', () => {
    expect(tierUnitPrice({ product: cheese(), quantity: 333 }, retail)).toBe(1545); // 1030 × 1.5 (tier 100)
    expect(tierUnitPrice({ product: cheese(), quantity: 750 }, retail)).toBe(1442); // 1030 × 1.4 (tier 500)
    expect(tierUnitPrice({ product: cheese(), quantity: 1000 }, retail)).toBe(1339); // 1030 × 1.3 (tier 1000)
  });

  it('is the price of one unit for a UNITY item, whatever the tier quantity', () => {
    const six = priceOrderItem({ product: bottle(), quantity: 6 }, retail);
    const unit = tierUnitPrice({ product: bottle(), quantity: 6 }, retail);
    // The tier's own figure is for its whole quantity; one unit of it is that over the quantity.
    expect(unit).toBeCloseTo(six.detail.unitCost / six.detail.unitQuantity, 2);
  });
});
