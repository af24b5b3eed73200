/**
 * The documents the order editor holds, handed to the order planner as the documents it reads
 * (`heldPlanReads`, src-shared/planners/held-reads.ts): the customer, the products of the lines,
 * the categories that split packages, the delivery options, the garages, the users (the partners,
 * the house's, the signed-in one), the stored order when editing, and the tax table.
 */
import type { HeldCollections, HeldDocuments } from '../../../src-shared/planners/held-reads.js';
import type { PlanCollection, PlanCollections, Stored } from '../../../src-shared/planners/types.js';
import type { TaxDef } from '../../../src-shared/pricing/index.js';
import type { CategoryDoc, CustomerDoc, DeliveryDoc, DocBase, GarageDoc, OrderDoc, ProductDoc, UserDoc } from '../../components/documents/read.js';

export interface EditorDocuments {
  users: readonly UserDoc[];
  customer: CustomerDoc | undefined;
  products: Iterable<ProductDoc>;
  categories: readonly CategoryDoc[];
  deliveries: readonly DeliveryDoc[];
  garages: readonly GarageDoc[];
  order: OrderDoc | undefined;
  taxes: readonly TaxDef[] | undefined;
}

/**
 * Replica documents as the stored documents a planner reads. The one cast here, and why it holds:
 * the replica answers what the pull brought, checked whole against the route's response schema, or
 * a queued write's row, which is the plan the same planners built; the read types only leave the
 * server-made fields optional for the rows still on their way.
 */
function stored<C extends PlanCollection>(_collection: C, docs: Iterable<DocBase>): ReadonlyArray<Stored<PlanCollections[C]>> {
  return [...docs] as unknown as ReadonlyArray<Stored<PlanCollections[C]>>;
}

export function heldDocuments(docs: EditorDocuments): HeldDocuments {
  const held: HeldCollections = {
    users: stored('users', docs.users),
    customers: stored('customers', docs.customer ? [docs.customer] : []),
    products: stored('products', docs.products),
    categories: stored('categories', docs.categories),
    deliveries: stored('deliveries', docs.deliveries),
    garages: stored('garages', docs.garages),
    orders: stored('orders', docs.order ? [docs.order] : []),
  };
  return { docs: held, taxes: docs.taxes };
}
