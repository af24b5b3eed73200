/**
 * Reading orders (spec §7 Order list filters): every filter maps to a column of the orders table.
 * An AV's lists are forced to its own orders whatever `partner` it sends. Dates are calendar days
 * in UTC; a date-only `toDate` includes the whole day.
 */
import { ORDER_STATE } from '../../../src-shared/constants.js';
import type { OrderDueQuery, OrderListQuery } from '../../../src-shared/schemas/queries.js';
import { flag, listDocs, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import { containsPattern } from '../../db/search.js';
import type { Caller } from '../../http/context.js';
import { endOfDay } from '../stock/views.js';
import { ORDERS, type OrderFields } from './collection.js';
import { housePartnerId } from '../money/parties.js';
import { customerFilter, partnerFilter } from './scope.js';

/** A date-only lower bound starts at midnight; a date-time is compared in UTC. */
function startOf(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00.000Z` : new Date(date).toISOString();
}

export async function listOrders(db: AnyReader, caller: Caller, query: OrderListQuery): Promise<Page<Doc<OrderFields>>> {
  const partner = partnerFilter(caller, query.partner);
  const customer = customerFilter(caller, query.customer);
  const house = query.noAdmin ? await housePartnerId(db) : null;
  const delivered = query['delivery.delivered'];
  const where = (q: DocQuery): DocQuery => {
    let out = q;
    if (partner) out = out.where('partner', '=', partner);
    if (house) out = out.where('partner', '!=', house);
    if (customer) out = out.where('customer', '=', customer);
    if (query.driver) out = out.where('driver', '=', query.driver);
    if (query.query) out = out.where('name_search', 'like', containsPattern(query.query));
    if (query.state) out = out.where('state', '=', query.state);
    if (query.fromDate) out = out.where('created_at', '>=', startOf(query.fromDate));
    if (query.toDate) out = out.where('created_at', '<=', endOfDay(query.toDate));
    if (query.stored !== undefined) out = out.where('stored', '=', flag(query.stored));
    if (delivered !== undefined) out = out.where('delivered', '=', flag(delivered));
    return out;
  };
  return listDocs(db, ORDERS, { page: query.page, limit: query.limit, where });
}

/**
 * Orders to take out by `toDate` (default: today, by the server's clock): confirmed or prepared,
 * not yet delivered, with a delivery date on or before that day; soonest first.
 */
export function dueOrders(db: AnyReader, caller: Caller, query: OrderDueQuery, now: Date): Promise<Page<Doc<OrderFields>>> {
  const partner = partnerFilter(caller, undefined);
  const until = endOfDay(query.toDate ?? now.toISOString().slice(0, 10));
  const where = (q: DocQuery): DocQuery => {
    let out = q
      .where('state', 'in', [ORDER_STATE.CONFIRMED, ORDER_STATE.PREPARED])
      .where('delivered', '=', 0)
      .where('date', 'is not', null)
      .where('date', '<=', until);
    if (partner) out = out.where('partner', '=', partner);
    if (query.driver) out = out.where('driver', '=', query.driver);
    return out;
  };
  return listDocs(db, ORDERS, { page: query.page, limit: query.limit, where, orderBy: { column: 'date', direction: 'asc' } });
}
