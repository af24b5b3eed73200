/**
 * The read rules derived from the route table (src-shared/routes/reads.ts): each collection's read
 * routes are GET routes of the table, every server collection has them, and the read routes a role
 * may call of one collection show it the same view — so what sync and history derive is the one
 * thing those routes give.
 */
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src-shared/constants/roles.js';
import { findRoute } from '../../src-shared/routes/index.js';
import { COLLECTION_READS, readRule, readRulesOf, type CollectionName } from '../../src-shared/routes/reads.js';
import { COLLECTIONS } from '../../src-server/features/registry.js';

const NAMES = Object.keys(COLLECTION_READS) as CollectionName[];

describe('collection read routes', () => {
  it('name GET routes of the table', () => {
    const wrong = NAMES.flatMap((c) => COLLECTION_READS[c].routes.filter((name) => findRoute(name)?.method !== 'GET').map((name) => `${c}: ${name}`));
    expect(wrong).toEqual([]);
  });

  it('cover every collection of the server, and only those', () => {
    expect([...NAMES].sort()).toEqual(COLLECTIONS.map((c) => c.name).sort());
  });

  it('show a role one view of a collection, whichever of them it calls', () => {
    const split = ROLES.flatMap((role) => NAMES.filter((c) => new Set(readRulesOf(role, c).map((rule) => rule.view)).size > 1).map((c) => `${role} ${c}`));
    expect(split).toEqual([]);
  });

  it('give the admin every collection whole, and outside callers only what domain §8 lets them read', () => {
    expect(NAMES.filter((c) => readRule('ADMIN', c)?.scope.kind !== 'all' || readRule('ADMIN', c)?.view !== null)).toEqual([]);
    const readBy = (role: (typeof ROLES)[number]) => NAMES.filter((c) => readRule(role, c) !== null);
    expect(readBy('PROVEEDOR')).toEqual(['providers', 'products', 'buys', 'receipts']);
    expect(readRule('PROVEEDOR', 'products')?.view).toBe('providerProduct');
    // Domain §8: a customer's own carts, drafts, orders and account, and the public catalog.
    expect(readBy('CUSTOMER')).toEqual(['categories', 'products', 'deliveries', 'orders', 'drafts', 'carts', 'accounts', 'accountMovements']);
    expect(readRule('CUSTOMER', 'orders')?.view).toBe('publicOrder');
    expect(readRule('CUSTOMER', 'orders')?.scope).toEqual({ kind: 'own', column: 'customer' });
    expect(readRule('CUSTOMER', 'products')?.view).toBe('publicProduct');
    expect(readRule('CUSTOMER', 'carts')?.scope).toEqual({ kind: 'own', column: 'partner' });
    expect(readRule('PROVEEDOR', 'providers')?.scope).toEqual({ kind: 'own', column: 'provider' });
    expect(readRule('COMPRAS', 'cashflows')?.scope).toEqual({ kind: 'providerFlow' });
    expect(readRule('COMPRAS', 'users')?.view).toBe('driver');
    expect(readRule('CUSTOMER', 'drafts')?.view).toBe('publicDraft');
    expect(readRule('CUSTOMER', 'carts')?.view).toBe('publicCart');
  });
});
