/**
 * Which document fields each collection is filtered by on the screens, and the replica column
 * (indexed) each is kept in. A filter is named by the document path it reads, the same name the
 * list queries of `src-shared/schemas/queries.ts` use (`state`, `delivery.delivered`, ...), so the
 * IPC layer can pass a parsed query's fields straight through.
 */
import type { ColumnValue, ReplicaDoc } from './types.js';

/**
 * The replica's filter columns, in the order of its `documents` table. The migrations made them
 * (0001 and later): a new one needs a migration that adds it, then its name here.
 */
export const FILTER_COLUMNS = [
  'state',
  'customer',
  'partner',
  'provider',
  'category',
  'driver',
  'garage',
  'roadmap',
  'date',
  'delivered',
  'stored',
  'is_budget',
  'type',
  'kind',
  'concept',
  'payment_method',
  'third',
  'product',
  'field',
  'segment',
  'unit',
  'catalog',
  'is_shortage',
  'split_package',
  'is_wholesaler',
  'is_driver',
  'acknowledged',
  'has_receipt',
  'buy',
  'account',
] as const;

export type FilterColumn = (typeof FILTER_COLUMNS)[number];
export type FilterKind = 'text' | 'flag' | 'date';

export interface FieldSpec {
  /** The filter's name: the document path it reads. */
  readonly name: string;
  readonly column: FilterColumn;
  readonly kind: FilterKind;
  /** Reads the value from the document; by default the value at `name`. */
  readonly read?: (doc: ReplicaDoc) => unknown;
  /** A flag the document leaves out means this (e.g. products are in the catalog unless told). */
  readonly absent?: boolean;
}

const text = (name: string, column: FilterColumn = name as FilterColumn): FieldSpec => ({ name, column, kind: 'text' });
const flag = (name: string, column: FilterColumn, absent = false): FieldSpec => ({ name, column, kind: 'flag', absent });

const ORDER_LIKE = [text('state'), text('customer'), text('partner')];

export const COLLECTION_FIELDS: Readonly<Record<string, readonly FieldSpec[]>> = {
  orders: [
    ...ORDER_LIKE,
    text('driver'),
    text('garage'),
    text('roadmap'),
    { name: 'date', column: 'date', kind: 'date' },
    flag('delivery.delivered', 'delivered'),
    flag('stored', 'stored'),
    flag('isBudget', 'is_budget'),
  ],
  drafts: ORDER_LIKE,
  carts: [text('customer')],
  buys: [
    text('state'),
    text('provider'),
    text('driver'),
    text('garage'),
    text('roadmap'),
    flag('isBudget', 'is_budget'),
    { name: 'hasReceipt', column: 'has_receipt', kind: 'flag', read: (d) => Array.isArray(d.receipts) && d.receipts.length > 0 },
  ],
  products: [text('provider'), text('category'), text('unit'), flag('catalog', 'catalog', true), flag('isShortage', 'is_shortage'), flag('splitPackage', 'split_package')],
  customers: [text('partner'), text('segment'), flag('isWholesaler', 'is_wholesaler')],
  providers: [text('partner')],
  cashflows: [
    text('type'),
    text('concept'),
    text('paymentMethod', 'payment_method'),
    text('partner'),
    text('customer'),
    text('provider'),
    text('garage'),
    text('third'),
    flag('isBudget', 'is_budget'),
  ],
  receipts: [text('type'), text('provider'), text('buy')],
  accounts: [text('customer'), text('partner')],
  accountMovements: [text('account'), text('customer'), text('partner'), text('kind')],
  roadmaps: [text('driver'), { name: 'date', column: 'date', kind: 'date' }],
  users: [text('role', 'type'), flag('isDriver', 'is_driver'), text('provider')],
  records: [text('product'), text('garage'), text('field')],
  trackers: [text('product'), text('kind'), flag('acknowledged', 'acknowledged')],
  audits: [text('kind'), text('partner'), text('customer'), text('provider')],
  thirds: [text('tag', 'kind')],
  taxes: [text('type')],
  categories: [text('section', 'kind')],
};

/** What full-text search covers, for the collections that have it (the server's search columns). */
export const SEARCH_FIELDS: Readonly<Record<string, readonly string[]>> = {
  products: ['name', 'title', 'slug'],
  customers: ['name', 'email', 'phone'],
  providers: ['name', 'cuit'],
};

/**
 * What a list's free-text filter matches where the collection has no full-text index: the same
 * fields the server's `name_search` column holds (each feature's `collection.ts` in src-server), kept
 * folded in the replica's `search_text` column and matched as a substring, as the server does.
 */
export const LIST_SEARCH_FIELDS: Readonly<Record<string, readonly string[]>> = {
  orders: ['customerName', 'notes', 'number'],
  buys: ['providerName', 'notes', 'number'],
  cashflows: ['description', 'tag'],
};

/** Collections whose list search also finds a document by the names of the products it carries. */
export const ITEM_SEARCH_COLLECTIONS: readonly string[] = ['orders', 'buys'];

export function readPath(doc: ReplicaDoc, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function columnValue(spec: FieldSpec, doc: ReplicaDoc): ColumnValue {
  const value = spec.read ? spec.read(doc) : readPath(doc, spec.name);
  if (spec.kind === 'flag') return (value === undefined || value === null ? (spec.absent ?? false) : Boolean(value)) ? 1 : 0;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Accent-free lower-case text: how names sort, the way the server's `*_search` columns do. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function searchTextOf(collection: string, doc: ReplicaDoc): string | null {
  const fields = SEARCH_FIELDS[collection];
  if (!fields) return null;
  return fields
    .map((f) => doc[f])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .join(' ');
}

/** The folded text of `LIST_SEARCH_FIELDS` for a document; null for the other collections. */
export function listSearchTextOf(collection: string, doc: ReplicaDoc): string | null {
  const fields = LIST_SEARCH_FIELDS[collection];
  if (!fields) return null;
  const parts = fields.map((f) => doc[f]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  return foldText(parts.join(' '));
}

/** The distinct products a document's cart names (orders and buys); empty for anything else. */
export function itemProductsOf(collection: string, doc: ReplicaDoc): string[] {
  if (!ITEM_SEARCH_COLLECTIONS.includes(collection)) return [];
  const items = (doc.cart as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const products = items.map((i: unknown) => (i as { product?: unknown } | null)?.product).filter((p): p is string => typeof p === 'string');
  return [...new Set(products)];
}
