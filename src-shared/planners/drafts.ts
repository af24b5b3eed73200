/**
 * Drafts (spec §7 `/order/draft`, `/order/v2/draft`; domain §5): carts a customer or a partner
 * starts. A customer's draft is its own (another customer's id is refused) and its partner is the
 * customer's partner; a partner's draft is for one of its customers. OPEN → CONFIRMED makes a
 * PENDIENTE order of the same items, for the draft's partner or the house, keeping the prices the
 * draft showed (its snapshots, as an order edit does). A confirmed draft stays as the record of
 * where its order came from.
 */
import { DRAFT_DEFAULT_STATE, type DraftState } from '../constants/orders.js';
import { PARTNER_ROLE } from '../constants/roles.js';
import type { CustomerFields } from '../documents/customers.js';
import { orderDelivery } from '../documents/order-delivery.js';
import type { DraftFields } from '../documents/orders.js';
import type { UserFields } from '../documents/users.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { TOTAL_MAX } from '../limits.js';
import { asInputs } from '../pricing/index.js';
import { contract } from '../schemas/messages.js';
import type { DraftConfirmBody, DraftCreateBody } from '../schemas/order.js';
import { newOrderFields } from './order-create.js';
import { checkKeptDelivery, deliveryPrices, ownCustomerId, referencedCustomer, seesDraft } from './order-parties.js';
import { housePartner } from './partners.js';
import { garageOrDefault } from './references.js';
import { priceCart, pricingContext, type OverLimit } from './order-pricing.js';
import { createdId, ownFields, readOne } from './reads.js';
import type { Plan, PlanActor, PlanContext, PlanReads, Stored } from './types.js';

const CONFIRMED: DraftState = 'CONFIRMED';
const CLOSED: DraftState = 'CLOSED';

/** The partner a draft's order is for: the draft's, or the house when it has none (domain §6). */
async function sellerOf(reads: PlanReads, partner: string | null): Promise<Stored<UserFields>> {
  return (await readOne(reads, 'users', partner)) ?? housePartner(reads);
}

function draftCustomer(reads: PlanReads, actor: PlanActor, body: DraftCreateBody): Promise<Stored<CustomerFields>> {
  if (actor.role === 'CUSTOMER') return referencedCustomer(reads, actor, ownCustomerId(actor, body.customer));
  if (!body.customer) throw AppError.invalid('customer', contract.required('customer'));
  return referencedCustomer(reads, actor, body.customer);
}

export async function planDraftCreate(body: DraftCreateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'drafts'>> {
  const customer = await draftCustomer(reads, ctx.actor, body);
  const partner = ctx.actor.role === PARTNER_ROLE ? ctx.actor.id : (customer.partner ?? null);
  const context = await pricingContext(reads, { customer, partner: await sellerOf(reads, partner), catalogOnly: ctx.actor.role === 'CUSTOMER' });
  const { cart } = await priceCart(reads, body.cart.items, context);
  let delivery: DraftFields['delivery'] = null;
  if (body.delivery) {
    const { delivered: _d, deliveredAt: _at, ...copy } = orderDelivery(body.delivery, await deliveryPrices(reads, ctx.actor.role, customer, body.delivery._id));
    delivery = copy;
  }
  const fields: DraftFields = { state: DRAFT_DEFAULT_STATE, customer: customer._id, partner, cart, delivery, notes: body.notes ?? null, order: null };
  const _id = await createdId(reads, ctx, 'drafts', 'draft', body._id);
  return { doc: { collection: 'drafts', _id, before: null, fields }, linked: [], stock: [] };
}

/** An OPEN draft the caller may see; 404 for one it may not, 409 for one no longer open. */
export async function openDraft(reads: PlanReads, actor: PlanActor, id: string, verb: string): Promise<Stored<DraftFields>> {
  const draft = await readOne(reads, 'drafts', id);
  if (!draft || !seesDraft(actor, draft)) throw AppError.notFound('draft', id);
  if (draft.state !== DRAFT_DEFAULT_STATE) throw AppError.conflict(said('draft.state.notAllowed', { action: verb, state: draft.state }));
  return draft;
}

/**
 * `DELETE /order/draft/{id}`: an OPEN draft ends CLOSED. The customer's own removal deletes it for
 * real (domain §2 allows it; the customer knows); one by the shop (an admin, the partner) keeps it
 * CLOSED, so the customer's page shows its order was called off rather than losing it without a word.
 */
export async function planDraftRemove(id: string, reads: PlanReads, ctx: PlanContext): Promise<Plan<'drafts'>> {
  const draft = await openDraft(reads, ctx.actor, id, 'remove');
  return {
    doc: { collection: 'drafts', _id: draft._id, before: draft, fields: { ...ownFields(draft), state: CLOSED } },
    linked: [],
    stock: [],
    ...(ctx.actor.role === 'CUSTOMER' ? { removes: true as const } : {}),
  };
}

/**
 * Confirming names no items (the draft holds them): an order past what one document may total is
 * refused on no field, saying what the caller can do (a delivery the customer does not pay, or a
 * smaller draft), as a call's path-only refusals are (`request.noBody`).
 */
const draftOverLimit: OverLimit = () => AppError.invalid('', said('draft.tooLarge', { max: TOTAL_MAX }));

/** The draft, CONFIRMED and naming its order, and the new order (its linked document). */
export async function planDraftConfirm(id: string, body: DraftConfirmBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'drafts'>> {
  const draft = await openDraft(reads, ctx.actor, id, 'confirm');
  const customer = await referencedCustomer(reads, ctx.actor, draft.customer);
  const partner = await sellerOf(reads, draft.partner);
  const context = await pricingContext(reads, { customer, partner });
  const priced = await priceCart(reads, asInputs(draft.cart.items), context, draft.cart.items, 'cart.items', draftOverLimit);
  let delivery;
  if (body.delivery) delivery = orderDelivery(body.delivery, await deliveryPrices(reads, ctx.actor.role, customer, body.delivery._id));
  else if (draft.delivery) {
    await checkKeptDelivery(reads, customer, draft.delivery._id);
    delivery = { ...draft.delivery, delivered: false, deliveredAt: null };
  } else throw AppError.invalid('delivery', said('draft.noDelivery', { field: 'delivery' }));
  const garage = await garageOrDefault(reads, null);
  const order = newOrderFields({ customer, partner, garage, priced, delivery, paymentMethod: body.paymentMethod, notes: draft.notes, isBudget: false, isSupply: false, overLimit: draftOverLimit });
  const orderId = ctx.newId();
  return {
    doc: { collection: 'drafts', _id: draft._id, before: draft, fields: { ...ownFields(draft), state: CONFIRMED, order: orderId } },
    linked: [{ collection: 'orders', _id: orderId, before: null, fields: order }],
    stock: [],
  };
}
