/**
 * `GET /cashflow` and `/cashflow/paid` with every filter of the list query. Removed entries stay
 * for the trail but are not part of the cash book: lists show active entries unless `status`
 * asks otherwise.
 *
 * `/cashflow/paid` is the decision the spec leaves open: the settlements, i.e. the entries that move
 * a partner's or a provider's balance (domain §6) — every commercial.partner entry (orders
 * collected on delivery, payments on account, money a partner hands over or is paid) and the
 * payments to providers (commercial.provider EGRESS) — as opposed to the company's own internal,
 * adjustment and third-party movements.
 */
import type { CashflowListQuery } from '../../../src-shared/schemas/queries.js';
import { flag, listDocs, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import { containsText } from '../../db/search.js';
import type { Caller } from '../../http/context.js';
import { type CashflowFields, CASHFLOWS } from './collection.js';
import { PROVIDER_FLOW, providerFlowsOnly } from './edit.js';
import { periodBounds } from '../../../src-shared/business-day.js';
import { businessZone } from '../settings/business-day.js';

export async function listEntries(db: AnyReader, caller: Caller, query: CashflowListQuery, settlingOnly = false): Promise<Page<Doc<CashflowFields>>> {
  const { from, to } = periodBounds(query.fromDate, query.toDate, await businessZone(db));
  const where = (q: DocQuery): DocQuery => {
    let out = q.where('status', '=', flag(query.status ?? true));
    if (providerFlowsOnly(caller)) out = out.where('type', '=', PROVIDER_FLOW);
    if (query.type) out = out.where('type', '=', query.type);
    if (query.concept) out = out.where('concept', '=', query.concept);
    if (query.paymentMethod) out = out.where('payment_method', '=', query.paymentMethod);
    if (query.partner) out = out.where('partner', '=', query.partner);
    if (query.customer) out = out.where('customer', '=', query.customer);
    if (query.provider) out = out.where('provider', '=', query.provider);
    if (query.garage) out = out.where('garage', '=', query.garage);
    if (query.third) out = out.where('third', '=', query.third);
    if (query.query) out = out.where(containsText('name_search', query.query));
    if (from) out = out.where('created_at', '>=', from);
    if (to) out = out.where('created_at', '<=', to);
    if (settlingOnly) {
      out = out.where((eb) => eb.or([eb('type', '=', 'commercial.partner'), eb.and([eb('type', '=', PROVIDER_FLOW), eb('concept', '=', 'EGRESS')])]));
    }
    return out;
  };
  return listDocs(db, CASHFLOWS, { page: query.page, limit: query.limit, where });
}
