/**
 * Reading orders (spec §7 Order list filters): every filter maps to a column of the orders table.
 * An AV's lists are forced to its own orders whatever `partner` it sends. Dates are the business's
 * days (cut at local midnight in its zone); a date-only `toDate` includes the whole day.
 */
import { ORDER_STATE } from '../../../src-shared/constants/orders.js';
import type { OrderDueQuery, OrderListQuery } from '../../../src-shared/schemas/queries.js';
import { flag, listDocs, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import { containsText } from '../../db/search.js';
import type { Caller } from '../../http/context.js';
import { today } from '../../../src-shared/business-day.js';
import { businessZone, datesBetween, instantsBetween } from '../settings/business-day.js';
import { ORDERS, type OrderFields } from './collection.js';
import { housePartnerId } from '../finance/parties.js';
import { customerFilter, partnerFilter } from './scope.js';

export async function listOrders(db: AnyReader, caller: Caller, query: OrderListQuery): Promise<Page<Doc<OrderFields>>> {
  const partner = partnerFilter(caller, query.partner);
  const customer = customerFilter(caller, query.customer);
  const house = query.noAdmin ? await housePartnerId(db) : null;
  const delivered = query['delivery.delivered'];
  const zone = await businessZone(db);
  const where = (q: DocQuery): DocQuery => {
    let out = q;
    if (partner) out = out.where('partner', '=', partner);
    if (house) out = out.where('partner', '!=', house);
    if (customer) out = out.where('customer', '=', customer);
    if (query.driver) out = out.where('driver', '=', query.driver);
    if (query.query) out = out.where(containsText('name_search', query.query));
    if (query.state) out = out.where('state', '=', query.state);
    out = instantsBetween(out, 'created_at', query.fromDate, query.toDate, zone);
    if (query.stored !== undefined) out = out.where('stored', '=', flag(query.stored));
    if (delivered !== undefined) out = out.where('delivered', '=', flag(delivered));
    return out;
  };
  return listDocs(db, ORDERS, { page: query.page, limit: query.limit, where });
}

/**
 * Orders to take out by `toDate` (default: the business's today): confirmed or prepared,
 * not yet delivered, with a delivery date on or before that day; soonest first.
 */
export async function dueOrders(db: AnyReader, caller: Caller, query: OrderDueQuery, now: Date): Promise<Page<Doc<OrderFields>>> {
  const partner = partnerFilter(caller, undefined);
  const zone = await businessZone(db);
  const until = query.toDate ?? today(now, zone);
  const where = (q: DocQuery): DocQuery => {
    let out = datesBetween(q.where('state', 'in', [ORDER_STATE.CONFIRMED, ORDER_STATE.PREPARED]).where('delivered', '=', 0).where('date', 'is not', null), 'date', undefined, until, zone);
    if (partner) out = out.where('partner', '=', partner);
    if (query.driver) out = out.where('driver', '=', query.driver);
    return out;
  };
  return listDocs(db, ORDERS, { page: query.page, limit: query.limit, where, orderBy: { column: 'date', direction: 'asc' } });
}
