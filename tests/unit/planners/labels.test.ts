/**
 * A planner's refusal names a document as the server's own refusals do ('withdrawal option 65f…'):
 * the planners' labels (src-shared/planners/references.ts) are the server's collection labels.
 */
import { describe, expect, it } from 'vitest';
import { labelOf } from '../../../src-shared/planners/references.js';
import type { PlanCollection, PlanCollections } from '../../../src-shared/planners/types.js';
import { COLLECTIONS_BY_NAME } from '../../../src-server/features/registry.js';

/** Every collection planners read or write; the record type makes a new one fail here until listed. */
const PLANNED: Record<PlanCollection, true> = {
  users: true,
  customers: true,
  providers: true,
  categories: true,
  products: true,
  taxes: true,
  deliveries: true,
  withdrawals: true,
  thirds: true,
  garages: true,
  chargeMethods: true,
  payMethods: true,
  buys: true,
  orders: true,
  drafts: true,
  carts: true,
  receipts: true,
  cashflows: true,
  accounts: true,
  accountMovements: true,
  roadmaps: true,
  audits: true,
  records: true,
  settings: true,
  trackers: true,
} satisfies Record<keyof PlanCollections, true>;

describe('planner labels', () => {
  it('name each collection as the server labels it', () => {
    for (const collection of Object.keys(PLANNED) as PlanCollection[]) {
      expect(labelOf(collection), collection).toBe(COLLECTIONS_BY_NAME.get(collection)?.label);
    }
  });
});
