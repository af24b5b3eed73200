/** Reading buys: `GET /buy` with every filter of spec §7, and one buy; a PROVEEDOR sees only its own (domain §8). */
import { AppError } from '../../../src-shared/errors.js';
import type { BuyListQuery } from '../../../src-shared/schemas/queries.js';
import { getDoc, listDocs, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import { containsText } from '../../db/search.js';
import type { Caller } from '../../http/context.js';
import { businessZone, instantsBetween } from '../settings/business-day.js';
import { BUYS, type BuyFields } from './collection.js';
import { mayReadProvider, providerScope } from './scope.js';

export async function listBuys(db: AnyReader, caller: Caller, query: BuyListQuery): Promise<Page<Doc<BuyFields>>> {
  const zone = await businessZone(db);
  // A restricted caller's provider replaces whatever provider the query names.
  const provider = providerScope(caller) ?? query.provider;
  const where = (q: DocQuery): DocQuery => {
    let out = q;
    if (provider !== undefined) out = out.where('provider', '=', provider);
    if (query.driver) out = out.where('driver', '=', query.driver);
    if (query.state) out = out.where('state', '=', query.state);
    out = instantsBetween(out, 'created_at', query.fromDate, query.toDate, zone);
    // Provider name, notes and number (the collection's search column holds all three).
    if (query.query) out = out.where(containsText('name_search', query.query));
    if (query.withoutReceipt !== undefined) out = out.where('has_receipt', '=', query.withoutReceipt ? 0 : 1);
    return out;
  };
  return listDocs(db, BUYS, { page: query.page, limit: query.limit, where });
}

/** The buy if the caller may read it; 404 otherwise, so ids of other providers cannot be probed. */
export async function visibleBuy(db: AnyReader, caller: Caller, id: string): Promise<Doc<BuyFields>> {
  const buy = await getDoc(db, BUYS, id);
  if (!buy || !mayReadProvider(caller, buy.provider)) throw AppError.notFound('buy', id);
  return buy;
}
