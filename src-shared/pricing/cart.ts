/** Carts: items numbered 1..n in order, total rounded to money (domain §4 "Cart"). */
import { MONEY_DECIMALS } from '../constants/products.js';
import { Decimal } from '../money.js';
import { priceBuyItem, type BuyItemInput } from './buy-item.js';
import { priceOrderItem, type OrderItemInput, type OrderPricingContext } from './order-item.js';
import type { Cart, PricedBuyItem, PricedItem, TaxDef } from './types.js';

/** Renumbers from 1, replacing whatever numbers the items carried. */
export function numberItems<T extends object>(items: readonly T[]): (T & { number: number })[] {
  return items.map((item, index) => ({ ...item, number: index + 1 }));
}

export function cartTotal(items: readonly { price: number }[]): number {
  return Decimal.sum(items.map((i) => i.price))
    .round(MONEY_DECIMALS)
    .toNumber();
}

export function buildCart<T extends { price: number }>(items: readonly T[]): Cart<T & { number: number }> {
  return { items: numberItems(items), total: cartTotal(items) };
}

export function priceOrderCart(items: readonly OrderItemInput[], order: OrderPricingContext): Cart<PricedItem> {
  return buildCart(items.map((item) => priceOrderItem(item, order)));
}

export function priceBuyCart(items: readonly BuyItemInput[], taxes: readonly TaxDef[]): Cart<PricedBuyItem> {
  return buildCart(items.map((item) => priceBuyItem(item, taxes)));
}
