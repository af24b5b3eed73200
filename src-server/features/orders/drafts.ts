/**
 * Drafts (spec §7 `/order/draft`, `/order/v2/draft`; domain §5): carts a customer or a partner
 * starts. A customer's draft is its own (whatever the body names) and its partner is the
 * customer's partner; a partner's draft is for one of its customers. OPEN → CONFIRMED makes a
 * PENDIENTE order of the same items, for the draft's partner or the house, keeping the prices the
 * draft showed (its snapshots, as an order edit does); removing an OPEN draft deletes it for real
 * (CLOSED). A confirmed draft stays as the record of where its order came from.
 */
import { DRAFT_DEFAULT_STATE, type DraftState } from '../../../src-shared/constants.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { contract } from '../../../src-shared/schemas/messages.js';
import type { DraftConfirmBody, DraftCreateBody } from '../../../src-shared/schemas/order.js';
import type { DraftListQuery } from '../../../src-shared/schemas/queries.js';
import { getDoc, insertDoc, listDocs, removeDoc, saveDoc, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { garageOrDefault } from '../catalog/garages.js';
import type { CustomerFields } from '../customers/collection.js';
import { USERS, type UserFields } from '../users/collection.js';
import { DRAFTS, ORDERS, type DraftFields, type OrderFields } from './collection.js';
import { orderDelivery } from '../../../src-shared/documents/order-delivery.js';
import { checkKeptDelivery, deliveryPrices } from './delivery.js';
import { asInputs } from '../../../src-shared/pricing/index.js';
import { priceCart, pricingContext } from './pricing.js';
import { housePartner } from '../money/parties.js';
import { referencedCustomer } from './scope.js';
import { newOrderFields } from './service.js';

const CONFIRMED: DraftState = 'CONFIRMED';
const CLOSED: DraftState = 'CLOSED';

/** The partner a draft's order is for: the draft's, or the house when it has none (domain §6). */
async function sellerOf(db: AnyReader, partner: string | null): Promise<Doc<UserFields>> {
  const user = partner ? await getDoc(db, USERS, partner) : undefined;
  return user ?? housePartner(db);
}

async function draftCustomer(db: AnyReader, caller: Caller, body: DraftCreateBody): Promise<Doc<CustomerFields>> {
  if (caller.role === 'CUSTOMER') return referencedCustomer(db, caller, caller.id);
  if (!body.customer) throw AppError.invalid('customer', contract.required('customer'));
  return referencedCustomer(db, caller, body.customer);
}

export async function createDraft(tx: WriteTx, caller: Caller, body: DraftCreateBody): Promise<Doc<DraftFields>> {
  const db = tx.trx;
  const customer = await draftCustomer(db, caller, body);
  const partner = caller.role === 'AV' ? caller.id : (customer.partner ?? null);
  const context = await pricingContext(db, { customer, partner: await sellerOf(db, partner) });
  const { cart } = await priceCart(db, body.cart.items, context);
  let delivery: DraftFields['delivery'] = null;
  if (body.delivery) {
    const { delivered: _d, deliveredAt: _at, ...copy } = orderDelivery(body.delivery, await deliveryPrices(db, caller, customer, body.delivery._id));
    delivery = copy;
  }
  const fields: DraftFields = { state: DRAFT_DEFAULT_STATE, customer: customer._id, partner, cart, delivery, notes: body.notes ?? null, order: null };
  return insertDoc(tx, DRAFTS, fields, body._id);
}

function seesDraft(caller: Caller, draft: DraftFields): boolean {
  if (caller.role === 'CUSTOMER') return draft.customer === caller.id;
  if (caller.role === 'AV') return draft.partner === caller.id;
  return true;
}

async function visibleDraft(db: AnyReader, caller: Caller, id: string): Promise<Doc<DraftFields>> {
  const draft = await getDoc(db, DRAFTS, id);
  if (!draft || !seesDraft(caller, draft)) throw AppError.notFound('draft', id);
  return draft;
}

async function openDraft(db: AnyReader, caller: Caller, id: string, verb: string): Promise<Doc<DraftFields>> {
  const draft = await visibleDraft(db, caller, id);
  if (draft.state !== DRAFT_DEFAULT_STATE) throw AppError.conflict(said('draft.state.notAllowed', { action: verb, state: draft.state }));
  return draft;
}

export function listDrafts(db: AnyReader, caller: Caller, query: DraftListQuery): Promise<Page<Doc<DraftFields>>> {
  const where = (q: DocQuery): DocQuery => {
    let out = q;
    if (caller.role === 'CUSTOMER') out = out.where('customer', '=', caller.id);
    if (caller.role === 'AV') out = out.where('partner', '=', caller.id);
    if (query.customer) out = out.where('customer', '=', query.customer);
    if (query.state) out = out.where('state', '=', query.state);
    return out;
  };
  return listDocs(db, DRAFTS, { page: query.page, limit: query.limit, where });
}

export async function confirmDraft(tx: WriteTx, caller: Caller, id: string, body: DraftConfirmBody): Promise<{ draft: Doc<DraftFields>; order: Doc<OrderFields> }> {
  const db = tx.trx;
  const draft = await openDraft(db, caller, id, 'confirm');
  const customer = await referencedCustomer(db, caller, draft.customer);
  const partner = await sellerOf(db, draft.partner);
  const context = await pricingContext(db, { customer, partner });
  const priced = await priceCart(db, asInputs(draft.cart.items), context, draft.cart.items);
  let delivery;
  if (body.delivery) delivery = orderDelivery(body.delivery, await deliveryPrices(db, caller, customer, body.delivery._id));
  else if (draft.delivery) {
    await checkKeptDelivery(db, customer, draft.delivery._id);
    delivery = { ...draft.delivery, delivered: false, deliveredAt: null };
  } else throw AppError.invalid('delivery', said('draft.noDelivery', { field: 'delivery' }));
  const garage = await garageOrDefault(db, null);
  const fields = newOrderFields({ customer, partner, garage, priced, delivery, paymentMethod: body.paymentMethod, notes: draft.notes, isBudget: false, isSupply: false });
  const order = await insertDoc(tx, ORDERS, fields);
  const confirmed = await saveDoc(tx, DRAFTS, draft, { ...draft, state: CONFIRMED, order: order._id });
  return { draft: confirmed, order };
}

/** Hard delete (domain §2 allows it for drafts); the answer shows the draft as it ended: CLOSED. */
export async function removeDraft(tx: WriteTx, caller: Caller, id: string): Promise<Doc<DraftFields>> {
  const draft = await openDraft(tx.trx, caller, id, 'remove');
  const removed = await removeDoc(tx, DRAFTS, draft._id);
  return { ...removed, state: CLOSED };
}
