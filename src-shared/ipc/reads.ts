/**
 * Data reads, answered from the local replica so screens work offline: per feature a `list` that
 * takes the same filters as the REST list (one shared query schema), a `get` by id, and a quick
 * `search` for pickers. Feature names are the IPC's (`cashflow`), collections the server's
 * (`cashflows`).
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
  orders: { collection: 'orders', query: orderListQuery },
  drafts: { collection: 'drafts', query: draftListQuery },
  carts: { collection: 'carts', query: pageQuery },
  buys: { collection: 'buys', query: buyListQuery },
  cashflow: { collection: 'cashflows', query: cashflowListQuery },
  customers: { collection: 'customers', query: customerListQuery },
  products: { collection: 'products', query: productListQuery },
  providers: { collection: 'providers', query: providerListQuery },
  users: { collection: 'users', query: userListQuery },
  roadmaps: { collection: 'roadmaps', query: roadmapListQuery },
  receipts: { collection: 'receipts', query: receiptListQuery },
  accounts: { collection: 'accounts', query: accountListQuery },
  accountMovements: { collection: 'accountMovements', query: accountMovementListQuery },
  categories: { collection: 'categories', query: statusQuery },
  deliveries: { collection: 'deliveries', query: statusQuery },
  withdrawals: { collection: 'withdrawals', query: statusQuery },
  garages: { collection: 'garages', query: statusQuery },
  thirds: { collection: 'thirds', query: thirdListQuery },
  chargeMethods: { collection: 'chargeMethods', query: statusQuery },
  payMethods: { collection: 'payMethods', query: statusQuery },
  taxes: { collection: 'taxes', query: pageQuery },
  records: { collection: 'records', query: recordListQuery },
  trackers: { collection: 'trackers', query: trackerListQuery },
} as const satisfies Record<ReadFeatureName, { collection: string; query: z.ZodType }>;

export type ReadFeature = keyof typeof READ_FEATURES;
export type ReadKind = 'list' | 'get' | 'search';

/** Feature `F`'s documents, one of them, a page of them, and a search's matches. */
type DocSchema<F extends ReadFeature> = (typeof READ_DOCUMENTS)[F];
type ReadCalls<F extends ReadFeature> = {
  [N in `${F}.list`]: IpcCallDef<(typeof READ_FEATURES)[F]['query'], ReturnType<typeof pageOf<DocSchema<F>>>>;
} & { [N in `${F}.get`]: IpcCallDef<typeof idParams, DocSchema<F>> } & {
  [N in `${F}.search`]: IpcCallDef<typeof searchInput, z.ZodArray<DocSchema<F>>>;
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
export type DataCalls = UnionToIntersection<{ [F in ReadFeature]: ReadCalls<F> }[ReadFeature]>;

function buildDataCalls(): DataCalls {
  const calls: Record<string, IpcCallDef> = {};
  for (const feature of Object.keys(READ_FEATURES) as ReadFeature[]) {
    const doc: z.ZodType = READ_DOCUMENTS[feature];
    calls[`${feature}.list`] = ipcCall(READ_FEATURES[feature].query, pageOf(doc));
    calls[`${feature}.get`] = ipcCall(idParams, doc);
    calls[`${feature}.search`] = ipcCall(searchInput, z.array(doc));
  }
  return calls as DataCalls;
}

export const DATA_CALLS: DataCalls = buildDataCalls();

/** The feature and kind of a read call's name; null for any other name. */
export function parseReadName(name: string): { feature: ReadFeature; kind: ReadKind } | null {
  const [feature, kind, ...rest] = name.split('.');
  if (rest.length > 0 || feature === undefined || !Object.hasOwn(READ_FEATURES, feature)) return null;
  if (kind !== 'list' && kind !== 'get' && kind !== 'search') return null;
  return { feature: feature as ReadFeature, kind };
}
