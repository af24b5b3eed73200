/** Ctrl+N, screen by screen (`app/newHotkey.ts`): a new order where a screen has no "new" of its own, never on one that has. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OWN_NEW, ctrlNOpensOrder } from '../../../src-renderer/app/newHotkey.js';

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

/**
 * The table and the screens cannot drift: every screen binds Ctrl+N through `useOwnNewHotkey`
 * naming itself, so the screens named in those calls are exactly the table's, and no screen binds
 * the key another way. The orders list is the one other binding: its "new" is an order, as the
 * Shell's is, so it is not a screen with a "new" of its own.
 */
describe('the screens that bind Ctrl+N themselves', () => {
  const root = fileURLToPath(new URL('../../../src-renderer/', import.meta.url));
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file: file.split(sep).join('/'), text: readFileSync(join(root, file), 'utf8') }));
  const HOOK_FILE = 'app/newHotkey.ts';
  const ORDERS_OWN = ['features/orders/OrdersList.tsx'];

  it('are the screens the table lists, each binding it', () => {
    const declared = sources.flatMap(({ text }) => [...text.matchAll(/useOwnNewHotkey\(\s*'([^']+)'/g)].map((m) => m[1]));
    expect([...new Set(declared)].sort()).toEqual(Object.keys(OWN_NEW).sort());
  });

  it('bind it only through useOwnNewHotkey', () => {
    const raw = sources.filter(({ file, text }) => file !== HOOK_FILE && /['"]mod\+n['"]/i.test(text)).map(({ file }) => file);
    expect(raw).toEqual(ORDERS_OWN);
    for (const file of ORDERS_OWN) expect(sources.find((s) => s.file === file)?.text).toMatch(/\['mod\+N', \(\) => canCreate && navigate\('\/new'\)\]/);
  });
});
