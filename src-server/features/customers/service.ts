/**
 * Customers (spec §3, domain §8): an AV keeps its own customers and never sees another partner's —
 * every read and write checks ownership, answering 404 so ids cannot be probed.
 */
import { AppError } from '../../../src-shared/errors.js';
import { DEFAULT_IVA_CONDITION, taxIdKindOf } from '../../../src-shared/fiscal.js';
import type { CustomerCreateBody, CustomerUpdateBody } from '../../../src-shared/schemas/customer.js';
import type { CustomerListQuery } from '../../../src-shared/schemas/queries.js';
import { getDoc, type AnyReader, type Doc, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { crud } from '../crud.js';
import { CUSTOMERS, type CustomerFields } from './collection.js';

/** A tax id sent without its kind is read by its digits (11: a CUIT); a cleared one clears its kind. */
function taxIdentity(body: Pick<CustomerUpdateBody, 'taxId' | 'taxIdKind'>): Pick<CustomerFields, 'taxId' | 'taxIdKind'> {
  if (body.taxId === undefined) return body.taxIdKind === undefined ? {} : { taxIdKind: body.taxIdKind };
  if (body.taxId === null) return { taxId: null, taxIdKind: body.taxIdKind ?? null };
  return { taxId: body.taxId, taxIdKind: body.taxIdKind ?? taxIdKindOf(body.taxId) };
}

const store = crud<CustomerFields, CustomerCreateBody & { partner: string | null }, CustomerUpdateBody>(CUSTOMERS, {
  // A customer who does not say otherwise buys as a final consumer.
  fromCreate: (_tx, body) => ({ ...body, ...taxIdentity(body), ivaCondition: body.ivaCondition ?? DEFAULT_IVA_CONDITION }),
  // Address parts sent on update are merged into the stored address.
  fromUpdate: (_tx, current, body) => ({
    ...current,
    ...body,
    ...taxIdentity(body),
    ...(body.ivaCondition === null ? { ivaCondition: DEFAULT_IVA_CONDITION } : {}),
    address: body.address ? { ...(current.address ?? {}), ...body.address } as CustomerFields['address'] : (current.address ?? null),
  }),
  searchColumn: 'name_search',
  orderBy: { column: 'name_search', direction: 'asc' },
});

/** The customer if the caller may see it; 404 otherwise. */
export async function visibleCustomer(db: AnyReader, caller: Caller, id: string): Promise<Doc<CustomerFields>> {
  const customer = await getDoc(db, CUSTOMERS, id);
  if (!customer || (caller.role === 'AV' && customer.partner !== caller.id)) throw AppError.notFound('customer', id);
  return customer;
}

export function listCustomers(db: AnyReader, caller: Caller, query: CustomerListQuery): Promise<Page<Doc<CustomerFields>>> {
  const partner = caller.role === 'AV' ? caller.id : query.partner;
  return store.list(db, query, (q) => {
    let out = q;
    if (partner) out = out.where('partner', '=', partner);
    if (query.segment) out = out.where('segment', '=', query.segment);
    if (query.isWholesaler !== undefined) out = out.where('is_wholesaler', '=', query.isWholesaler ? 1 : 0);
    return out;
  });
}

export function createCustomer(tx: WriteTx, caller: Caller, body: CustomerCreateBody): Promise<Doc<CustomerFields>> {
  // A partner's customers are its own; those created by the house belong to no partner.
  return store.create(tx, { ...body, partner: caller.role === 'AV' ? caller.id : null });
}

export async function updateCustomer(tx: WriteTx, caller: Caller, id: string, body: CustomerUpdateBody): Promise<Doc<CustomerFields>> {
  await visibleCustomer(tx.trx, caller, id);
  return store.update(tx, id, body);
}

export async function disableCustomer(tx: WriteTx, caller: Caller, id: string): Promise<Doc<CustomerFields>> {
  await visibleCustomer(tx.trx, caller, id);
  return store.setStatus(tx, id, false);
}
