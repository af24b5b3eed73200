/**
 * The stock a buy moves (domain §5): each transition's effects applied to each item, in the buy's
 * garage. A mixed product keeps no stock of its own (domain §4), so its items move its components.
 */
import type { BuyAction } from '../../../src-shared/constants.js';
import { Decimal } from '../../../src-shared/money.js';
import { stockDeltas, type BuyFlags, type TransitionEffects } from '../../../src-shared/states/index.js';
import { componentMovement } from '../../../src-shared/stock.js';
import { requireDoc, type AnyReader, type Doc } from '../../db/documents.js';
import { PRODUCTS } from '../products/collection.js';
import type { StockChange } from '../stock/service.js';
import type { BuyFields, BuyStockPart } from './collection.js';

/** The products and quantities the buy's items stand for, with mixed items resolved and like products merged. */
export async function resolveStockParts(db: AnyReader, items: BuyFields['cart']['items']): Promise<BuyStockPart[]> {
  const merged = new Map<string, number[]>();
  const add = (product: string, quantity: number) => merged.set(product, [...(merged.get(product) ?? []), quantity]);
  for (const item of items) {
    const product = await requireDoc(db, PRODUCTS, item.product);
    const components = product.mixed?.components ?? [];
    if (components.length === 0) {
      add(product._id, item.quantity);
      continue;
    }
    for (const component of components) {
      const part = await requireDoc(db, PRODUCTS, component.product);
      add(part._id, componentMovement(product.unit, part.unit, component.quantity, item.quantity));
    }
  }
  // Summed exactly: grams and split-package fractions must not pick up float error.
  return [...merged].map(([product, quantities]) => ({ product, quantity: Decimal.sum(quantities).toNumber() }));
}

/** The changes one transition makes, one per stock part and moved figure. */
export function buyStockChanges(
  buy: Pick<Doc<BuyFields>, '_id' | 'number' | 'garage'>,
  parts: readonly BuyStockPart[],
  effects: TransitionEffects<BuyFlags>,
  action: BuyAction,
): StockChange[] {
  return parts.flatMap((part) =>
    stockDeltas(effects, part.quantity).map(({ field, delta }) => ({
      product: part.product,
      garage: buy.garage,
      field,
      delta,
      reason: `buy #${buy.number} ${action}`,
      refKind: 'buy' as const,
      refId: buy._id,
    })),
  );
}
