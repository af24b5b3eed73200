/**
 * A customer's own drafts and carts as it sees them (domain §8 CUSTOMER row): each item's product,
 * quantity and what the customer pays — never the item's detail (cost, tax base, contribution,
 * profit, margin, the price snapshot) — and a delivery with the customer's price only, never the
 * company's or the partner's, nor whether the partner contributes.
 */
import type { PricedItem } from '../pricing/types.js';
import { pickFields } from './partial-views.js';
import type { DraftFields, OrderDelivery } from './orders.js';

export interface PublicItem {
  number: number;
  product: string;
  quantity: number;
  isWholesaler: boolean;
  /** What `unitQuantity` of the product costs at the item's tier (grams for WEIGHT, units for UNITY). */
  unitPrice: number;
  unitQuantity: number;
  /** What the line costs. */
  price: number;
}

export interface PublicCart {
  items: PublicItem[];
  total: number;
}

export type PublicDraftDelivery = Pick<OrderDelivery, '_id' | 'name' | 'customerPrice' | 'charged' | 'phone' | 'contactEmail' | 'address'>;

type Json = Readonly<Record<string, unknown>>;

/** What every stored document carries, shown as it is. */
const BASE_FIELDS = ['_id', 'number', 'status', 'createdAt', 'updatedAt', 'createdBy'] as const;

/** The stored fields of a draft a customer sees as they are (its history shows only those). */
export const PUBLIC_DRAFT_FIELDS = [...BASE_FIELDS, 'state', 'customer', 'partner', 'notes', 'order'] as const;
/** The stored fields of a cart a customer sees as they are. */
export const PUBLIC_CART_FIELDS = [...BASE_FIELDS, 'customer', 'owner'] as const;

export function publicItem(item: PricedItem): PublicItem {
  return {
    number: item.number,
    product: item.product,
    quantity: item.quantity,
    isWholesaler: item.isWholesaler,
    unitPrice: item.detail.unitCost,
    unitQuantity: item.detail.unitQuantity,
    price: item.price,
  };
}

export function publicCartOf(cart: { items: readonly PricedItem[]; total: number }): PublicCart {
  return { items: cart.items.map(publicItem), total: cart.total };
}

export function publicDraftDelivery(delivery: DraftFields['delivery']): PublicDraftDelivery | null {
  if (!delivery) return null;
  const { _id, name, customerPrice, charged, phone, contactEmail, address } = delivery;
  return { _id, name, customerPrice, charged, phone, contactEmail, address };
}

/** A draft as its customer sees it. */
export function publicDraft(doc: Json): Json {
  const draft = doc as unknown as DraftFields;
  return { ...pickFields(doc, PUBLIC_DRAFT_FIELDS), cart: publicCartOf(draft.cart), delivery: publicDraftDelivery(draft.delivery) };
}

/** A stand-alone cart as its customer sees it. */
export function publicCart(doc: Json): Json {
  const cart = doc as unknown as { items: PricedItem[]; total: number };
  return { ...pickFields(doc, PUBLIC_CART_FIELDS), ...publicCartOf(cart) };
}
