/** Ctrl+N, screen by screen (`app/newHotkey.ts`): a new order where a screen has no "new" of its own, never on one that has. */
import { describe, expect, it } from 'vitest';
import { ctrlNOpensOrder } from '../../../src-renderer/app/newHotkey.js';

describe('what Ctrl+N does on each screen', () => {
  it('opens a new order on the dashboard, the reports, the settings and the orders themselves', () => {
    for (const path of ['/', '/statistics', '/partners', '/my-finances', '/settings', '/profile', '/orders', '/orders/new', '/orders/abc123']) expect(ctrlNOpensOrder(path), path).toBe(true);
  });

  it('leaves it to the screens with a "new" of their own: a roadmap on Hojas de ruta, a buy on Compras', () => {
    for (const path of ['/roadmaps', '/buys', '/buys/abc123', '/drafts', '/customers', '/receipts', '/providers', '/products', '/stock', '/cashflow', '/audits', '/admin', '/admin/garages'])
      expect(ctrlNOpensOrder(path), path).toBe(false);
  });

  it('tells a screen from another that only starts with its name', () => {
    expect(ctrlNOpensOrder('/roadmapsx')).toBe(true);
  });
});
