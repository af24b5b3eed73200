import { describe, expect, it } from 'vitest';
import { exceedsStock } from '../../../src-shared/stock.js';

describe('exceedsStock', () => {
  it('warns only when the line asks for more than is on hand', () => {
    expect(exceedsStock(750, 5000)).toBe(false);
    expect(exceedsStock(5000, 5000)).toBe(false);
    expect(exceedsStock(5001, 5000)).toBe(true);
    expect(exceedsStock(1, 0)).toBe(true);
    expect(exceedsStock(1, -3)).toBe(true);
  });

  it('compares exact decimals (split packages)', () => {
    expect(exceedsStock(0.5, 0.25)).toBe(true);
    expect(exceedsStock(0.25, 0.5)).toBe(false);
    expect(exceedsStock(0.3, '0.3')).toBe(false);
  });
});
