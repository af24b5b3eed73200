/**
 * Stand-alone carts (spec §7 Cart): a priced cart being filled, kept by whoever created it (a
 * partner, an admin or a customer); only its owner sees it, the admin sees all. Items are priced as
 * order items for the cart's customer and keep their snapshot when edited, like an order's; a
 * customer's cart is always for itself.
 */
import { AppError } from '../../../src-shared/errors.js';
import type { PricedItem } from '../../../src-shared/pricing/index.js';
import type { CartCreateBody, CartItemInput, CartReplaceBody, CartUpdateBody } from '../../../src-shared/schemas/cart.js';
import type { PageQuery } from '../../../src-shared/schemas/queries.js';
import { getDoc, insertDoc, listDocs, saveDoc, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { CUSTOMERS, type CustomerFields } from '../customers/collection.js';
import { USERS } from '../users/collection.js';
import { CARTS, type CartFields } from './collection.js';
import { asInputs } from '../../../src-shared/pricing/index.js';
import { priceCart, pricingContext } from './pricing.js';
import { referencedCustomer } from './scope.js';

type Customer = Doc<CustomerFields> | null;

function seesAll(caller: Caller): boolean {
  return caller.role === 'ADMIN';
}

/** The customer a cart is for: a customer's own cart is for itself; others name one they can see, or none. */
async function customerFor(db: AnyReader, caller: Caller, requested: string | null | undefined): Promise<Customer> {
  const id = caller.role === 'CUSTOMER' ? caller.id : requested;
  return id ? referencedCustomer(db, caller, id) : null;
}

async function pricedFields(db: AnyReader, caller: Caller, customer: Customer, items: readonly CartItemInput[], previous: readonly PricedItem[]) {
  // A partner who sells at wholesaler prices sees its carts priced so (domain §8).
  const seller = caller.kind === 'user' ? await getDoc(db, USERS, caller.id) : undefined;
  const context = await pricingContext(db, { customer, partner: seller });
  const { cart } = await priceCart(db, items, context, previous, 'items');
  return { customer: customer?._id ?? null, items: cart.items, total: cart.total };
}

export async function createCart(tx: WriteTx, caller: Caller, body: CartCreateBody): Promise<Doc<CartFields>> {
  const customer = await customerFor(tx.trx, caller, body.customer);
  const fields = await pricedFields(tx.trx, caller, customer, body.items, []);
  return insertDoc(tx, CARTS, { ...fields, owner: caller.id }, body._id);
}

export async function visibleCart(db: AnyReader, caller: Caller, id: string): Promise<Doc<CartFields>> {
  const cart = await getDoc(db, CARTS, id);
  if (!cart || (!seesAll(caller) && cart.owner !== caller.id)) throw AppError.notFound('cart', id);
  return cart;
}

export function listCarts(db: AnyReader, caller: Caller, query: PageQuery): Promise<Page<Doc<CartFields>>> {
  const where = (q: DocQuery): DocQuery => (seesAll(caller) ? q : q.where('owner', '=', caller.id));
  return listDocs(db, CARTS, { page: query.page, limit: query.limit, where });
}

/** `undefined` keeps the current customer or items. */
async function editCart(tx: WriteTx, caller: Caller, id: string, change: { customer?: string | null | undefined; items?: CartItemInput[] | undefined }): Promise<Doc<CartFields>> {
  const db = tx.trx;
  const cart = await visibleCart(db, caller, id);
  const keepCustomer = change.customer === undefined && caller.role !== 'CUSTOMER';
  const current = keepCustomer && cart.customer ? ((await getDoc(db, CUSTOMERS, cart.customer)) ?? null) : null;
  const customer = keepCustomer ? current : await customerFor(db, caller, change.customer);
  const fields = await pricedFields(db, caller, customer, change.items ?? asInputs(cart.items), cart.items);
  return saveDoc(tx, CARTS, cart, { ...cart, ...fields });
}

export function replaceCart(tx: WriteTx, caller: Caller, id: string, body: CartReplaceBody): Promise<Doc<CartFields>> {
  return editCart(tx, caller, id, { customer: body.customer ?? null, items: body.items });
}

export function updateCart(tx: WriteTx, caller: Caller, id: string, body: CartUpdateBody): Promise<Doc<CartFields>> {
  return editCart(tx, caller, id, body);
}
