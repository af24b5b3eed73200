/** An order's derived amounts (domain §4 "Order totals"). */
import { MONEY_DECIMALS } from '../constants/products.js';
import { Decimal, percentOf } from '../money.js';
import { assertDiscount } from './discount.js';
import type { Cart, ItemTax, PricedItem } from './types.js';

/** The delivery fields that move money; absent prices count as 0. */
export interface DeliveryCharges {
  /** The customer pays `customerPrice` on top of the cart. */
  charged?: boolean | null;
  /** The partner also owes the company the customer price. */
  contributes?: boolean | null;
  customerPrice?: number | null;
  partnerPrice?: number | null;
}

export interface OrderTotalsInput {
  cart: Cart<Pick<PricedItem, 'price' | 'detail'>>;
  /** Percent of the contribution given away, 0..100; absent means 0. */
  discount?: number | null;
  delivery?: DeliveryCharges | null;
}

export interface OrderTotals {
  cost: number;
  discountAmount: number;
  /** Net of the discount. */
  contribution: number;
  taxes: ItemTax[];
  total: number;
  logistic: number;
  /** What the partner owes the company. */
  toPay: number;
  /** What the partner keeps. */
  profit: number;
}

function sumTaxes(items: OrderTotalsInput['cart']['items']): ItemTax[] {
  const byId = new Map<string, { name: string; total: Decimal }>();
  for (const tax of items.flatMap((i) => i.detail.taxes)) {
    const seen = byId.get(tax.id);
    byId.set(tax.id, { name: seen?.name ?? tax.name, total: (seen?.total ?? Decimal.ZERO).add(tax.total) });
  }
  return [...byId].map(([id, t]) => ({ id, name: t.name, total: t.total.toNumber() }));
}

/**
 * What the customer pays for a cart and its delivery, before any discount: the cart, plus the
 * delivery's customer price when the customer pays the trip. A draft's total (drafts take no
 * discount), as its customer's page and the staff's drafts list both show it.
 */
export function withDelivery(cartTotal: number, delivery?: DeliveryCharges | null): number {
  return Decimal.from(cartTotal)
    .add(delivery?.charged ? Decimal.from(delivery.customerPrice ?? 0) : Decimal.ZERO)
    .toNumber();
}

export function computeOrderTotals({ cart, discount, delivery }: OrderTotalsInput): OrderTotals {
  const d = discount ?? 0;
  assertDiscount(d);
  const cost = Decimal.sum(cart.items.map((i) => i.detail.cost));
  const grossContribution = Decimal.sum(cart.items.map((i) => i.detail.contribution));
  const discountAmount = percentOf(grossContribution, d, MONEY_DECIMALS);
  const contribution = grossContribution.sub(discountAmount);
  const customerPrice = Decimal.from(delivery?.customerPrice ?? 0);
  const partnerPrice = Decimal.from(delivery?.partnerPrice ?? 0);
  const total = Decimal.from(withDelivery(cart.total, delivery)).sub(discountAmount);
  const logistic = delivery?.contributes ? partnerPrice.add(customerPrice) : partnerPrice;
  const toPay = cost.add(contribution).add(logistic);
  return {
    cost: cost.toNumber(),
    discountAmount: discountAmount.toNumber(),
    contribution: contribution.toNumber(),
    taxes: sumTaxes(cart.items),
    total: total.toNumber(),
    logistic: logistic.toNumber(),
    toPay: toPay.toNumber(),
    profit: total.sub(toPay).toNumber(),
  };
}
