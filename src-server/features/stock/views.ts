/** Read views of stock (domain §5): shortage and negative lists, the ledger, the alerts. */
import { sql } from 'kysely';
import type { ProductRecordQuery, ProductTrackerQuery, RecordListQuery, TrackerListQuery } from '../../../src-shared/schemas/queries.js';
import { flag, listDocs, requireDoc, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import { PRODUCTS, type ProductFields } from '../products/collection.js';
import { RECORDS, TRACKERS } from './collections.js';
import { businessZone, instantsBetween } from '../settings/business-day.js';

async function productPage(db: AnyReader, where: (q: DocQuery) => DocQuery, page: number, limit: number): Promise<Page<Doc<ProductFields>>> {
  return listDocs(db, PRODUCTS, { page, limit, where, orderBy: { column: 'name_search', direction: 'asc' } });
}

/** Products marked short, or whose theoretical stock is at or below their critical level. */
export function shortageProducts(db: AnyReader, page: number, limit: number): Promise<Page<Doc<ProductFields>>> {
  const atOrBelowCritical = sql<boolean>`coalesce((select sum(s.real) - sum(s.committed) + sum(s.pending) - sum(s.critical) from stock s where s.product = products.id), 0) <= 0`;
  return productPage(db, (q) => q.where('status', '=', 1).where((eb) => eb.or([eb('is_shortage', '=', 1), eb.and([eb('is_mixed', '=', 0), atOrBelowCritical])])), page, limit);
}

/** Products with stock below zero in some garage. */
export function negativeProducts(db: AnyReader, page: number, limit: number): Promise<Page<Doc<ProductFields>>> {
  const negative = sql<boolean>`exists (select 1 from stock s where s.product = products.id and s.real < 0)`;
  return productPage(db, (q) => q.where(negative), page, limit);
}

export async function listRecords(db: AnyReader, query: RecordListQuery | (ProductRecordQuery & { product: string })) {
  const zone = await businessZone(db);
  return listDocs(db, RECORDS, {
    page: query.page,
    limit: query.limit,
    where: (q) => {
      let out = q;
      if (query.product) out = out.where('product', '=', query.product);
      if (query.garage) out = out.where('garage', '=', query.garage);
      if (query.field) out = out.where('field', '=', query.field);
      return instantsBetween(out, 'created_at', query.fromDate, query.toDate, zone);
    },
  });
}

export function listTrackers(db: AnyReader, query: TrackerListQuery | (ProductTrackerQuery & { product: string })) {
  return listDocs(db, TRACKERS, {
    page: query.page,
    limit: query.limit,
    where: (q) => {
      let out = q;
      if (query.product) out = out.where('product', '=', query.product);
      if (query.kind) out = out.where('kind', '=', query.kind);
      if (query.acknowledged !== undefined) out = out.where('acknowledged', '=', flag(query.acknowledged));
      return out;
    },
  });
}

/**
 * `GET /record/{productId}` and `GET /tracker/{productId}`: one product's ledger or alerts. The id
 * names a product, so an id that names none answers 404 like every other call by id (domain §2),
 * not an empty page that looks like a product without movements; a disabled product keeps its own.
 */
export async function productRecords(db: AnyReader, productId: string, query: ProductRecordQuery) {
  await requireDoc(db, PRODUCTS, productId);
  return listRecords(db, { ...query, product: productId });
}

export async function productTrackers(db: AnyReader, productId: string, query: ProductTrackerQuery) {
  await requireDoc(db, PRODUCTS, productId);
  return listTrackers(db, { ...query, product: productId });
}
