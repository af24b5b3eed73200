import { describe, expect, it } from 'vitest';
import { pickMargin } from '../../../src-shared/pricing/index.js';
import { bottle, cheese } from './fixtures.js';

describe('pickMargin by quantity tier', () => {
  // cheese tiers (grams): 100 → 1.5, 500 → 1.4, 1000 → 1.3; below the smallest tier it applies.
  it.each([
    [1, 1.5],
    [99, 1.5],
    [100, 1.5],
    [101, 1.5],
    [499, 1.5],
    [500, 1.4],
    [501, 1.4],
    [999, 1.4],
    [1000, 1.3],
    [1001, 1.3],
    [50000, 1.3],
  ])('WEIGHT %i g → %d', (grams, value) => {
    expect(pickMargin(cheese().margins, grams, false).value).toBe(value);
  });

  // bottle tiers (units): 1 → 1.5, 6 → 1.35, 12 → 1.25.
  it.each([
    [0.5, 1.5],
    [1, 1.5],
    [2, 1.5],
    [5, 1.5],
    [6, 1.35],
    [7, 1.35],
    [11, 1.35],
    [12, 1.25],
    [13, 1.25],
  ])('UNITY %d units → %d', (units, value) => {
    expect(pickMargin(bottle().margins, units, false).value).toBe(value);
  });

  it('does not depend on the order tiers are listed in', () => {
    const shuffled = [...cheese().margins].reverse();
    expect(pickMargin(shuffled, 750, false)).toEqual({ quantity: 500, value: 1.4 });
    expect(pickMargin(shuffled, 50, false)).toEqual({ quantity: 100, value: 1.5 });
  });

  it('never gives the wholesaler tier to a retail item, even below every other tier', () => {
    expect(pickMargin(cheese().margins, 50, false).quantity).toBe(100);
  });
});

describe('pickMargin for wholesalers', () => {
  it('takes the quantity-0 tier whatever the quantity', () => {
    expect(pickMargin(cheese().margins, 50, true)).toEqual({ quantity: 0, value: 1.2 });
    expect(pickMargin(cheese().margins, 5000, true)).toEqual({ quantity: 0, value: 1.2 });
    expect(pickMargin(bottle().margins, 12, true)).toEqual({ quantity: 0, value: 1.15 });
  });

  it('falls back to the quantity tiers when there is no quantity-0 tier', () => {
    const margins = [
      { quantity: 6, value: 1.35 },
      { quantity: 1, value: 1.5 },
    ];
    expect(pickMargin(margins, 7, true)).toEqual({ quantity: 6, value: 1.35 });
    expect(pickMargin(margins, 5, true)).toEqual({ quantity: 1, value: 1.5 });
  });
});

describe('pickMargin without tiers', () => {
  it('prices at cost with no tiers at all', () => {
    expect(pickMargin([], 3, false)).toEqual({ quantity: 0, value: 1 });
    expect(pickMargin([], 3, true)).toEqual({ quantity: 0, value: 1 });
  });

  it('prices a retail item at cost when the only tier is the wholesaler one', () => {
    expect(pickMargin([{ quantity: 0, value: 1.2 }], 3, false)).toEqual({ quantity: 0, value: 1 });
  });
});
