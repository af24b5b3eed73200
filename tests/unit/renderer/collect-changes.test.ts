/** Replica changes close together are handed over once, with every collection they named. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectChanges } from '../../../src-renderer/app/collectChanges.js';

describe('collectChanges', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a burst over once, after the delay, with each collection once', () => {
    const applied: string[][] = [];
    const changes = collectChanges((collections) => applied.push(collections.sort()), 50);
    changes.add(['orders']);
    vi.advanceTimersByTime(20);
    changes.add(['customers', 'orders']);
    changes.add(['products']);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(30);
    expect(applied).toEqual([['customers', 'orders', 'products']]);
  });

  it('starts a new batch after handing one over, and a cancelled batch is never handed over', () => {
    const applied: string[][] = [];
    const changes = collectChanges((collections) => applied.push(collections), 50);
    changes.add(['orders']);
    vi.advanceTimersByTime(50);
    changes.add(['buys']);
    vi.advanceTimersByTime(50);
    changes.add(['cashflows']);
    changes.cancel();
    vi.advanceTimersByTime(100);
    expect(applied).toEqual([['orders'], ['buys']]);
  });
});
