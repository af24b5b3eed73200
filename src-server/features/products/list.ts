/** `GET /product/public` with every filter of spec §7; the search matches name, title and slug. */
import type { Role } from '../../../src-shared/constants.js';
import type { ProductListQuery } from '../../../src-shared/schemas/queries.js';
import { flag, listDocs, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import { containsText } from '../../db/search.js';
import { PRODUCTS, type ProductFields } from './collection.js';

/** Roles that see the catalog as customers do: enabled products only. */
const CATALOG_ONLY: readonly Role[] = ['CUSTOMER', 'PROVEEDOR'];

export async function listProducts(db: AnyReader, query: ProductListQuery, role: Role): Promise<Page<Doc<ProductFields>>> {
  const where = (q: DocQuery): DocQuery => {
    let out = q;
    const text = query.query ?? query.name;
    if (text) out = out.where(containsText('name_search', text));
    if (query.provider) out = out.where('provider', '=', query.provider);
    if (query.category) out = out.where('category', '=', query.category);
    if (query.unit) out = out.where('unit', '=', query.unit);
    if (query.catalog !== undefined) out = out.where('catalog', '=', flag(query.catalog));
    if (query.isShortage !== undefined) out = out.where('is_shortage', '=', flag(query.isShortage));
    if (query.splitPackage !== undefined) out = out.where('split_package', '=', flag(query.splitPackage));
    if (CATALOG_ONLY.includes(role)) out = out.where('status', '=', 1).where('catalog', '=', 1);
    else if (query.status !== undefined) out = out.where('status', '=', flag(query.status));
    return out;
  };
  return listDocs(db, PRODUCTS, { page: query.page, limit: query.limit, where, orderBy: { column: 'name_search', direction: 'asc' } });
}
