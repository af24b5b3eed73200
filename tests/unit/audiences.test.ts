/**
 * The audiences of sync departures (src-shared/routes/audiences.ts) agree with what a caller reads:
 * for every role and collection it reads through a filtering rule, a document version's audiences
 * hold the caller's key exactly when its rule's scope and view show the caller that version.
 */
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src-shared/constants/roles.js';
import { callerAudience, docAudiences, filters } from '../../src-shared/routes/audiences.js';
import { COLLECTION_READS, readRule, withinScope, type OwnerColumn } from '../../src-shared/routes/reads.js';
import { VIEWS, type Viewer } from '../../src-shared/routes/views.js';

type Json = Record<string, unknown>;

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const base = {
  _id: 'cccccccccccccccccccccccc',
  number: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  // Enough of a product, an order and an account for the views that show them.
  taxBase: 100,
  taxes: [],
  margins: [
    { quantity: 0, value: 1.1 },
    { quantity: 1, value: 1.3 },
  ],
  contributions: 10,
  wholesalerContributions: 5,
  cart: { items: [], total: 0 },
  items: [],
  total: 0,
  movements: [],
};

/** Versions that differ in what filters: owners, status, provider, catalog, driver flag, option audience, cash flow type. */
const VERSIONS: Json[] = [true, false].flatMap((status) =>
  [A, B].flatMap((owner) => [
    {
      ...base,
      status,
      partner: owner,
      customer: owner,
      owner,
      provider: owner,
      catalog: true,
      isDriver: true,
      type: 'commercial.provider',
      name: 'x',
      unit: 'UNITY',
      isWholesaler: true,
      isRetailer: false,
      roles: ['AV'],
    },
    {
      ...base,
      status,
      partner: owner,
      customer: owner,
      owner,
      provider: owner,
      catalog: false,
      isDriver: false,
      type: 'commercial.partner',
      name: 'x',
      unit: 'UNITY',
      isWholesaler: false,
      isRetailer: true,
      roles: [],
    },
    {
      ...base,
      status,
      partner: owner,
      customer: owner,
      owner,
      provider: owner,
      isWholesaler: false,
      isRetailer: false,
      roles: ['OPERACION', 'CUSTOMER'],
      cart: { items: [], total: 0 },
      delivery: null,
    },
  ]),
);

/** Owner columns as the server's collections give them (a cart's owner sits in `partner`). */
const ownerOf = (collection: string, doc: Json) => (column: OwnerColumn) => (collection === 'carts' && column === 'partner' ? doc.owner : doc[column]) as string;

const viewers = (role: Role): Array<{ viewer: Viewer; me: string }> =>
  [A, B].flatMap((me) => [true, false].map((isWholesaler) => ({ me, viewer: { role, isWholesaler, taxes: [], provider: role === 'PROVEEDOR' ? me : null } })));

describe('sync audiences', () => {
  const cases = ROLES.flatMap((role) =>
    Object.keys(COLLECTION_READS).flatMap((collection) => {
      const rule = readRule(role, collection);
      return rule && filters(rule) ? [{ role, collection, rule }] : [];
    }),
  );

  it('cover the filtering rules the provider, purchasing, partner and customer read by', () => {
    expect(cases.map(({ role, collection }) => `${role}:${collection}`)).toEqual(
      expect.arrayContaining(['PROVEEDOR:products', 'COMPRAS:users', 'COMPRAS:cashflows', 'AV:drafts', 'CUSTOMER:drafts', 'CUSTOMER:products', 'CUSTOMER:deliveries']),
    );
  });

  it.each(cases)('hold $role’s key for a version of $collection exactly when its rule shows it', ({ role, collection, rule }) => {
    for (const doc of VERSIONS) {
      const keys = docAudiences(collection, doc, ownerOf(collection, doc));
      for (const { viewer, me } of viewers(role)) {
        const within = doc.status === true && withinScope(rule.scope, doc, ownerOf(collection, doc), me);
        const shown = within && (rule.view === null || VIEWS[rule.view].show(doc, viewer) !== null);
        expect({ doc, viewer, me, shown: keys.has(callerAudience(rule, viewer, me)) }).toEqual({ doc, viewer, me, shown });
      }
    }
  });
});
