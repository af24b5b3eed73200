/**
 * Data reads, answered from the local replica so screens work offline: per feature a `list` that
 * takes the same filters as the REST list (one shared query schema), a `get` by id, and a quick
 * `search` for pickers. A read is named for its feature as the routes are (`order.list`, and for
 * drafts, whose routes are the order's, `order.draftList`); the collection it reads keeps its
 * storage name (`cashflows`).
 */
import { z } from 'zod';
import { idParams } from '../schemas/params.js';
import {
  accountListQuery,
  accountMovementListQuery,
  buyListQuery,
  cashflowListQuery,
  customerListQuery,
  draftListQuery,
  orderListQuery,
  pageQuery,
  productListQuery,
  providerListQuery,
  receiptListQuery,
  recordListQuery,
  roadmapListQuery,
  statusQuery,
  thirdListQuery,
  trackerListQuery,
  userListQuery,
} from '../schemas/queries.js';
import { ipcCall, type IpcCallDef } from './define.js';
import { pageOf } from '../routes/responses/shapes.js';
import { searchInput } from './documents.js';
import { READ_DOCUMENTS, type ReadFeatureName } from './read-documents.js';

/** Which replica collection each feature reads, and the list filters it accepts. */
export const READ_FEATURES = {
  order: { collection: 'orders', query: orderListQuery },
  draft: { collection: 'drafts', query: draftListQuery },
  cart: { collection: 'carts', query: pageQuery },
  buy: { collection: 'buys', query: buyListQuery },
  cashflow: { collection: 'cashflows', query: cashflowListQuery },
  customer: { collection: 'customers', query: customerListQuery },
  product: { collection: 'products', query: productListQuery },
  provider: { collection: 'providers', query: providerListQuery },
  user: { collection: 'users', query: userListQuery },
  roadmap: { collection: 'roadmaps', query: roadmapListQuery },
  receipt: { collection: 'receipts', query: receiptListQuery },
  account: { collection: 'accounts', query: accountListQuery },
  accountMovement: { collection: 'accountMovements', query: accountMovementListQuery },
  category: { collection: 'categories', query: statusQuery },
  delivery: { collection: 'deliveries', query: statusQuery },
  withdrawal: { collection: 'withdrawals', query: statusQuery },
  garage: { collection: 'garages', query: statusQuery },
  third: { collection: 'thirds', query: thirdListQuery },
  chargeMethod: { collection: 'chargeMethods', query: statusQuery },
  payMethod: { collection: 'payMethods', query: statusQuery },
  tax: { collection: 'taxes', query: pageQuery },
  record: { collection: 'records', query: recordListQuery },
  tracker: { collection: 'trackers', query: trackerListQuery },
} as const satisfies Record<ReadFeatureName, { collection: string; query: z.ZodType }>;

export type ReadFeature = keyof typeof READ_FEATURES;
export type ReadKind = 'list' | 'get' | 'search';

/** A read's call name: `${feature}.${kind}`, but a draft's is the order's, as its routes are. */
export type ReadCallName<F extends ReadFeature, K extends ReadKind> = F extends 'draft' ? `order.draft${Capitalize<K>}` : `${F}.${K}`;

export function readCallName<F extends ReadFeature, K extends ReadKind>(feature: F, kind: K): ReadCallName<F, K> {
  const name = feature === 'draft' ? `order.draft${kind[0]!.toUpperCase()}${kind.slice(1)}` : `${feature}.${kind}`;
  return name as ReadCallName<F, K>;
}

/** Feature `F`'s documents, one of them, a page of them, and a search's matches. */
type DocSchema<F extends ReadFeature> = (typeof READ_DOCUMENTS)[F];
type ReadCalls<F extends ReadFeature> = {
  [N in ReadCallName<F, 'list'>]: IpcCallDef<(typeof READ_FEATURES)[F]['query'], ReturnType<typeof pageOf<DocSchema<F>>>>;
} & { [N in ReadCallName<F, 'get'>]: IpcCallDef<typeof idParams, DocSchema<F>> } & {
  [N in ReadCallName<F, 'search'>]: IpcCallDef<typeof searchInput, z.ZodArray<DocSchema<F>>>;
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
export type DataCalls = UnionToIntersection<{ [F in ReadFeature]: ReadCalls<F> }[ReadFeature]>;

const READ_KINDS = ['list', 'get', 'search'] as const satisfies readonly ReadKind[];
const READ_FEATURE_NAMES = Object.keys(READ_FEATURES) as ReadFeature[];
/** Every read call's name, to its feature and kind. */
const READ_CALLS: ReadonlyMap<string, { feature: ReadFeature; kind: ReadKind }> = new Map(
  READ_FEATURE_NAMES.flatMap((feature) => READ_KINDS.map((kind) => [readCallName(feature, kind), { feature, kind }] as const)),
);

function buildDataCalls(): DataCalls {
  const calls: Record<string, IpcCallDef> = {};
  for (const feature of READ_FEATURE_NAMES) {
    const doc: z.ZodType = READ_DOCUMENTS[feature];
    calls[readCallName(feature, 'list')] = ipcCall(READ_FEATURES[feature].query, pageOf(doc));
    calls[readCallName(feature, 'get')] = ipcCall(idParams, doc);
    calls[readCallName(feature, 'search')] = ipcCall(searchInput, z.array(doc));
  }
  return calls as DataCalls;
}

export const DATA_CALLS: DataCalls = buildDataCalls();

/** The feature and kind of a read call's name; null for any other name. */
export function parseReadName(name: string): { feature: ReadFeature; kind: ReadKind } | null {
  return READ_CALLS.get(name) ?? null;
}
