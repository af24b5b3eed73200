/**
 * Carts as clients send them: items name a product and a quantity, nothing else. Prices, numbers
 * and detail snapshots are the server's (domain §4, §7: a client never sets prices).
 */
import type { z } from 'zod';
import { MIN_CART_ITEMS } from '../constants/field-lengths.js';
import { CART_ITEMS_MAX } from '../limits.js';
import { clientId, flag, id, list, obj, quantity, unitMoney } from './common.js';

/** Quantities are grams for WEIGHT and units for UNITY; whole-number rules need the product, so the server checks them. */
export const cartItemInput = obj({
  product: id(),
  quantity: quantity(),
  /** Prices this item as wholesaler regardless of the customer (domain §4). */
  isWholesaler: flag().optional(),
});
export type CartItemInput = z.output<typeof cartItemInput>;

/** The cart of an order, draft or buy: at least one item (spec §5). */
export const cartInput = obj({
  items: list(cartItemInput, { min: MIN_CART_ITEMS, max: CART_ITEMS_MAX, noun: 'item', listLabel: 'cart' }),
});
export type CartInput = z.output<typeof cartInput>;

/** A buy item may state the unit cost agreed with the provider; committing the buy updates the product with it (domain §5). */
export const buyCartItemInput = obj({
  product: id(),
  quantity: quantity(),
  unitCost: unitMoney().optional(),
});
export type BuyCartItemInput = z.output<typeof buyCartItemInput>;

export const buyCartInput = obj({
  items: list(buyCartItemInput, { min: MIN_CART_ITEMS, max: CART_ITEMS_MAX, noun: 'item', listLabel: 'cart' }),
});
export type BuyCartInput = z.output<typeof buyCartInput>;

/**
 * Stand-alone carts (`/cart`): a shopping cart being filled, so it may be empty; `customer` says
 * whose it is when a partner keeps it for a customer.
 */
export const cartCreateBody = obj({
  _id: clientId(),
  customer: id().nullable().optional(),
  items: list(cartItemInput, { max: CART_ITEMS_MAX, noun: 'item', listLabel: 'cart' }),
});
export type CartCreateBody = z.output<typeof cartCreateBody>;
export type CartCreateInput = z.input<typeof cartCreateBody>;

/** `PUT /cart/{id}` replaces the items. */
export const cartReplaceBody = obj({
  customer: id().nullable().optional(),
  items: list(cartItemInput, { max: CART_ITEMS_MAX, noun: 'item', listLabel: 'cart' }),
});
export type CartReplaceBody = z.output<typeof cartReplaceBody>;

/** `PATCH /cart/{id}` changes what is sent. */
export const cartUpdateBody = obj({
  customer: id().nullable().optional(),
  items: list(cartItemInput, { max: CART_ITEMS_MAX, noun: 'item', listLabel: 'cart' }).optional(),
});
export type CartUpdateBody = z.output<typeof cartUpdateBody>;
