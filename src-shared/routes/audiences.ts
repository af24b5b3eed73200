/**
 * Audiences: who among a role's callers receives a document under a read rule that filters (an owner
 * scope, the provider-flow scope, a view that leaves documents out), named by a key. A caller has
 * one key per collection it reads so filtered; a document version is seen by the keys it yields.
 *
 * What it is for: a sync pull must tell a caller to drop a document it held and may no longer see
 * (moved to another partner, to another provider, left out by its view, disabled, removed), and
 * must not tell a caller of documents it never could see (their ids and how many there are). The
 * server records, when a write takes a document away from an audience, that this audience had it
 * (the `sync_departures` table); a pull sends a filtered caller the removal of a document it cannot
 * see only when its audience had it.
 *
 * One rule for both sides: `show(doc, viewer) !== null` exactly when the document's keys hold the
 * viewer's key (tests/unit/audiences.test.ts checks each view against its show).
 */
import { ROLES, type Role } from '../constants/roles.js';
import { inPublicCatalog } from '../documents/public-product.js';
import { readRule, withinScope, COLLECTION_READS, type OwnerColumn, type ReadRule } from './reads.js';
import { VIEWS, type Viewer, type ViewName } from './views.js';

type Json = Readonly<Record<string, unknown>>;

/** How a view splits a role's callers: the viewer's part of its key, and the parts a document is shown to. */
interface ViewAudience {
  readonly viewer: (viewer: Viewer) => string;
  readonly doc: (doc: Json, role: Role) => readonly string[];
}

const NO_VIEWER: Omit<Viewer, 'role'> = { isWholesaler: false, taxes: [], provider: null };

/** A view that shows a document to every caller of the role alike, or to none. */
const sameForAll = (view: ViewName): ViewAudience => ({
  viewer: () => '',
  doc: (doc, role) => (VIEWS[view].show(doc, { ...NO_VIEWER, role }) === null ? [] : ['']),
});

/** A view that shows every document to every caller of the role (its owner scope does the holding). */
const EVERY_ONE: ViewAudience = { viewer: () => '', doc: () => [''] };

const VIEW_AUDIENCES: Readonly<Record<ViewName, ViewAudience>> = {
  // Prices differ per customer, whether the product is shown does not.
  publicProduct: { viewer: () => '', doc: (doc) => (inPublicCatalog(doc as { status: boolean; catalog?: boolean }) ? [''] : []) },
  // Wholesaler and retail customers are offered different options.
  publicDelivery: {
    viewer: (viewer) => (viewer.isWholesaler ? 'mayorista' : 'minorista'),
    doc: (doc, role) => [true, false].flatMap((isWholesaler) => (VIEWS.publicDelivery.show(doc, { ...NO_VIEWER, role, isWholesaler }) === null ? [] : [isWholesaler ? 'mayorista' : 'minorista'])),
  },
  deliveryForRole: sameForAll('deliveryForRole'),
  // A customer's own documents: these views keep fields back, never a document (their show never answers null).
  publicDraft: EVERY_ONE,
  publicCart: EVERY_ONE,
  publicOrder: EVERY_ONE,
  publicAccount: EVERY_ONE,
  driver: sameForAll('driver'),
  // A provider sees its own provider's products.
  providerProduct: { viewer: (viewer) => viewer.provider ?? '', doc: (doc) => (typeof doc.provider === 'string' ? [doc.provider] : []) },
};

/** Whether a rule holds some callers of its role away from some documents. */
export function filters(rule: ReadRule): boolean {
  return rule.scope.kind !== 'all' || rule.view !== null;
}

const keyOf = (role: Role, owner: string, view: string): string => `${role}|${owner}|${view}`;

/** The caller's key under its (filtering) rule of a collection: `me` is its id in owner columns. */
export function callerAudience(rule: ReadRule, viewer: Viewer, me: string | null): string {
  const owner = rule.scope.kind === 'own' ? (me ?? '') : '';
  return keyOf(viewer.role, owner, rule.view === null ? '' : VIEW_AUDIENCES[rule.view].viewer(viewer));
}

/** Every role whose rule of each collection filters, with that rule. */
const FILTERED: ReadonlyMap<string, ReadonlyArray<readonly [Role, ReadRule]>> = new Map(
  Object.keys(COLLECTION_READS).map((collection) => [
    collection,
    ROLES.flatMap((role) => {
      const rule = readRule(role, collection);
      return rule && filters(rule) ? [[role, rule] as const] : [];
    }),
  ]),
);

/** Whether some role reads the collection through a filtering rule (only then do its writes record departures). */
export function hasAudiences(collection: string): boolean {
  return (FILTERED.get(collection)?.length ?? 0) > 0;
}

/**
 * The keys of the callers that receive this version of a document by sync pull; none for a
 * disabled or removed one (null), which every caller is told to drop. `ownerOf` reads its owner columns.
 */
export function docAudiences(collection: string, doc: Json | null, ownerOf: (column: OwnerColumn) => string | null | undefined): Set<string> {
  const keys = new Set<string>();
  if (doc === null || doc.status !== true) return keys;
  for (const [role, rule] of FILTERED.get(collection) ?? []) {
    let owner = '';
    if (rule.scope.kind === 'own') {
      const id = ownerOf(rule.scope.column);
      if (typeof id !== 'string' || id === '') continue;
      owner = id;
    } else if (!withinScope(rule.scope, doc, () => null, null)) continue;
    for (const view of rule.view === null ? [''] : VIEW_AUDIENCES[rule.view].doc(doc, role)) keys.add(keyOf(role, owner, view));
  }
  return keys;
}
