/**
 * A customer's own orders and account as it sees them (domain §8 CUSTOMER row): an order's items
 * with product, quantity, unit price and line total, what it pays in all, its state and delivery at
 * the customer's price — never the cost, contribution, profit, what the partner owes, the logistic
 * figure or a partner or internal price; an account's balance and its movements, without the staff
 * ids (partner, who recorded it) behind them.
 */
import { pickFields } from './partial-views.js';
import { publicCartOf, publicDraftDelivery, type PublicCart, type PublicDraftDelivery } from './public-cart.js';
import type { OrderFields } from './orders.js';

type Json = Readonly<Record<string, unknown>>;

const BASE_FIELDS = ['_id', 'number', 'status', 'createdAt', 'updatedAt'] as const;

/** The stored fields of an order a customer sees as they are (its history shows only those). */
export const PUBLIC_ORDER_FIELDS = [...BASE_FIELDS, 'state', 'customer', 'customerName', 'total', 'paymentMethod', 'notes', 'date', 'isBudget'] as const;

export type PublicOrderDelivery = PublicDraftDelivery & Pick<OrderFields['delivery'], 'delivered' | 'deliveredAt'>;

export interface PublicOrder {
  _id: string;
  number: number;
  state: OrderFields['state'];
  total: number;
  cart: PublicCart;
  delivery: PublicOrderDelivery | null;
  createdAt: string;
  date: string | null;
}

/** An order as its customer sees it. */
export function publicOrder(doc: Json): Json {
  const order = doc as unknown as OrderFields;
  const delivery = publicDraftDelivery(order.delivery);
  return {
    ...pickFields(doc, PUBLIC_ORDER_FIELDS),
    cart: publicCartOf(order.cart),
    delivery: delivery ? { ...delivery, delivered: order.delivery.delivered, deliveredAt: order.delivery.deliveredAt } : null,
  };
}

/**
 * The stored fields of an account and of its movements a customer sees: `GET /account/{id}` answers
 * both, and the movements reach sync and history through that route, so one view serves the two.
 */
export const PUBLIC_ACCOUNT_FIELDS = [...BASE_FIELDS, 'customer', 'balance', 'account', 'delta', 'kind', 'refId'] as const;

/** An account, or one of its movements, as its customer sees it. */
export function publicAccount(doc: Json): Json {
  return pickFields(doc, PUBLIC_ACCOUNT_FIELDS);
}
