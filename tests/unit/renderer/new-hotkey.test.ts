/** Ctrl+N, screen by screen (`app/newHotkey.ts`): a new order where a screen has no "new" of its own, never on one that has. */
import { describe, expect, it } from 'vitest';
import { ctrlNOpensOrder } from '../../../src-renderer/app/newHotkey.js';

describe('what Ctrl+N does on each screen', () => {
  it('opens a new order on the dashboard, the reports, the settings and the orders themselves', () => {
    for (const path of ['/', '/statistics', '/partners', '/my-finances', '/settings', '/profile', '/orders', '/orders/new', '/orders/abc123']) expect(ctrlNOpensOrder(path), path).toBe(true);
  });

  it('leaves it to the screens with a "new" of their own on every page: a roadmap on Hojas de ruta, an entry on Caja', () => {
    for (const path of ['/roadmaps', '/roadmaps/abc123', '/drafts', '/drafts/abc123', '/cashflow', '/stock', '/audits', '/admin', '/admin/garages']) expect(ctrlNOpensOrder(path), path).toBe(false);
  });

  it('leaves it to a list with a "new" of its own, and opens an order from one of its records, which has none', () => {
    for (const path of ['/customers', '/customers/', '/buys', '/receipts', '/providers', '/products']) expect(ctrlNOpensOrder(path), path).toBe(false);
    for (const path of ['/customers/abc123', '/buys/abc123', '/providers/abc123', '/products/abc123']) expect(ctrlNOpensOrder(path), path).toBe(true);
  });

  it('tells a screen from another that only starts with its name', () => {
    expect(ctrlNOpensOrder('/roadmapsx')).toBe(true);
  });
});
