/**
 * Stand-alone carts (spec §7 Cart): a priced cart being filled, kept by whoever created it (a
 * partner, an admin or a customer); only its owner sees it, the admin sees all. Items are priced as
 * order items for the cart's customer and keep their snapshot when edited, like an order's; a
 * customer's cart is always for itself (another customer's id is refused, never replaced).
 */
import type { CustomerFields } from '../documents/customers.js';
import type { CartFields } from '../documents/orders.js';
import { AppError } from '../errors.js';
import { asInputs, type PricedItem } from '../pricing/index.js';
import type { CartCreateBody, CartItemInput, CartReplaceBody, CartUpdateBody } from '../schemas/cart.js';
import { ownCustomerId, referencedCustomer } from './order-parties.js';
import { priceCart, pricingContext } from './order-pricing.js';
import { createdId, ownFields, readOne } from './reads.js';
import type { Plan, PlanActor, PlanContext, PlanReads, Stored } from './types.js';

type Customer = Stored<CustomerFields> | null;

const seesAll = (actor: PlanActor): boolean => actor.role === 'ADMIN';

/** The customer a cart is for: a customer's own cart is for itself; others name one they can see, or none. */
async function customerFor(reads: PlanReads, actor: PlanActor, requested: string | null | undefined): Promise<Customer> {
  const id = actor.role === 'CUSTOMER' ? ownCustomerId(actor, requested) : requested;
  return id ? referencedCustomer(reads, actor, id) : null;
}

async function pricedFields(
  reads: PlanReads,
  actor: PlanActor,
  customer: Customer,
  items: readonly CartItemInput[],
  previous: readonly PricedItem[],
): Promise<Pick<CartFields, 'customer' | 'items' | 'total'>> {
  // A partner who sells at wholesaler prices sees its carts priced so (domain §8); a customer sells nothing.
  const seller = actor.role === 'CUSTOMER' ? undefined : await readOne(reads, 'users', actor.id);
  const context = await pricingContext(reads, { customer, partner: seller, catalogOnly: actor.role === 'CUSTOMER' });
  const { cart } = await priceCart(reads, items, context, previous, 'items');
  return { customer: customer?._id ?? null, items: cart.items, total: cart.total };
}

export async function planCartCreate(body: CartCreateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'carts'>> {
  const customer = await customerFor(reads, ctx.actor, body.customer);
  const fields = await pricedFields(reads, ctx.actor, customer, body.items, []);
  const _id = await createdId(reads, ctx, 'carts', 'cart', body._id);
  return { doc: { collection: 'carts', _id, before: null, fields: { ...fields, owner: ctx.actor.id } }, linked: [], stock: [] };
}

/** The cart if the caller may see it (its owner, or the admin); 404 otherwise. */
export async function visibleCart(reads: PlanReads, actor: PlanActor, id: string): Promise<Stored<CartFields>> {
  const cart = await readOne(reads, 'carts', id);
  if (!cart || (!seesAll(actor) && cart.owner !== actor.id)) throw AppError.notFound('cart', id);
  return cart;
}

/** `undefined` keeps the current customer or items. */
async function planCartEdit(id: string, change: { customer?: string | null | undefined; items?: CartItemInput[] | undefined }, reads: PlanReads, ctx: PlanContext): Promise<Plan<'carts'>> {
  const cart = await visibleCart(reads, ctx.actor, id);
  const keepCustomer = change.customer === undefined && ctx.actor.role !== 'CUSTOMER';
  const current = keepCustomer && cart.customer ? ((await readOne(reads, 'customers', cart.customer)) ?? null) : null;
  const customer = keepCustomer ? current : await customerFor(reads, ctx.actor, change.customer);
  const fields = await pricedFields(reads, ctx.actor, customer, change.items ?? asInputs(cart.items), cart.items);
  return { doc: { collection: 'carts', _id: cart._id, before: cart, fields: { ...ownFields(cart), ...fields } }, linked: [], stock: [] };
}

/** `PUT /cart/{id}`: the items restated; a customer left out goes back to none. */
export function planCartReplace(id: string, body: CartReplaceBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'carts'>> {
  return planCartEdit(id, { customer: body.customer ?? null, items: body.items }, reads, ctx);
}

export function planCartUpdate(id: string, body: CartUpdateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'carts'>> {
  return planCartEdit(id, body, reads, ctx);
}
