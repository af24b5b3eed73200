/**
 * Moving a buy along its state machine (domain §5). The shared table (`states/buy.ts`) says what is
 * allowed and what it moves; this planner applies it: the stock each item moves in the buy's garage
 * (a mixed product keeps no stock of its own, so its items move its components), the products'
 * costs on commit, and the new state with its dates.
 */
import { BUY_ACTION, type BuyAction } from '../constants/buys.js';
import type { BuyFields, BuyStockPart } from '../documents/buys.js';
import type { ProductFields } from '../documents/products.js';
import { AppError } from '../errors.js';
import { Decimal } from '../money.js';
import { applyTransition, findBuyTransition, refusedAction, stockDeltas, type BuyFlags, type TransitionEffects } from '../states/index.js';
import { componentMovement } from '../stock.js';
import { costChanges } from './buy-costs.js';
import { changed } from './planned.js';
import { ownFields, pick } from './reads.js';
import { required } from './references.js';
import type { Plan, PlanContext, PlannedDoc, PlanReads, StockMove, Stored } from './types.js';

/** The products and quantities the buy's items stand for, with mixed items resolved and like products merged. */
async function resolveStockParts(reads: PlanReads, items: BuyFields['cart']['items']): Promise<BuyStockPart[]> {
  const products = await reads.docs(
    'products',
    items.map((item) => item.product),
  );
  const componentIds = [...products.values()].flatMap((product) => product.mixed?.components.map((c) => c.product) ?? []);
  const components = componentIds.length > 0 ? await reads.docs('products', componentIds) : new Map<string, Stored<ProductFields>>();
  const merged = new Map<string, { item: number; quantities: number[] }>();
  // A product keeps the first item it comes from.
  const add = (product: string, quantity: number, item: number) => {
    const part = merged.get(product) ?? { item, quantities: [] };
    part.quantities.push(quantity);
    merged.set(product, part);
  };
  for (const [i, item] of items.entries()) {
    const product = pick(products, item.product);
    if (!product) throw AppError.notFound('product', item.product);
    const recipe = product.mixed?.components ?? [];
    if (recipe.length === 0) add(product._id, item.quantity, i);
    for (const component of recipe) {
      const part = pick(components, component.product);
      if (!part) throw AppError.notFound('product', component.product);
      add(part._id, componentMovement(product.unit, part.unit, component.quantity, item.quantity), i);
    }
  }
  // Summed exactly: grams and split-package fractions must not pick up float error.
  return [...merged].map(([product, { item, quantities }]) => ({ product, quantity: Decimal.sum(quantities).toNumber(), item }));
}

/**
 * Parts stored before they kept their cart item: each takes the item it comes from now (the first
 * item of its product, or of a mixed product made of it), read from the cart only then.
 */
async function withItems(reads: PlanReads, buy: Stored<BuyFields>, parts: readonly BuyStockPart[]): Promise<BuyStockPart[]> {
  if (parts.every((part) => part.item !== undefined)) return [...parts];
  const items = new Map((await resolveStockParts(reads, buy.cart.items)).map((part) => [part.product, part.item]));
  return parts.map((part) => ({ ...part, item: part.item ?? items.get(part.product) ?? 0 }));
}

/** The moves one transition makes, one per stock part and moved figure. */
function buyStockMoves(buy: Stored<BuyFields>, parts: readonly BuyStockPart[], effects: TransitionEffects<BuyFlags>, action: BuyAction): StockMove[] {
  return parts.flatMap((part) =>
    stockDeltas(effects, part.quantity).map(({ field, delta }) => ({
      product: part.product,
      garage: buy.garage,
      field,
      delta,
      reason: `buy #${buy.number} ${action}`,
      refKind: 'buy' as const,
      refId: buy._id,
      // The call names no quantity: a move past the stock limit is refused on the buy's item that makes it.
      path: `cart.items.${part.item ?? 0}.quantity`,
    })),
  );
}

/** The dates and remembered stock each action leaves on the buy. */
function bookkeeping(action: BuyAction, parts: BuyFields['stockParts'], now: string): Partial<BuyFields> {
  switch (action) {
    case BUY_ACTION.approve:
      return { approvedAt: now, stockParts: parts };
    case BUY_ACTION.rollbackApprove:
      // Back to editable: the cart may change, so the next approval resolves its parts again.
      return { approvedAt: null, stockParts: null };
    case BUY_ACTION.commit:
      return { committedAt: now };
    default:
      return {};
  }
}

/** The products whose unit cost the buy's items change, as they end up. */
async function costedProducts(reads: PlanReads, buy: Stored<BuyFields>): Promise<PlannedDoc[]> {
  const products = await reads.docs(
    'products',
    buy.cart.items.map((item) => item.product),
  );
  const last = new Map(costChanges(buy.cart.items, products, await reads.taxes()).map((change) => [change.product._id, change.product]));
  return [...last.values()].map((product) => {
    const before = pick(products, product._id);
    if (!before) throw new Error('a changed product was read');
    return changed('products', before, ownFields(product));
  });
}

/** `PUT /buy/{action}/{id}`. */
export async function planBuyAction(id: string, action: BuyAction, reads: PlanReads, ctx: PlanContext): Promise<Plan<'buys'>> {
  const buy = await required(reads, 'buys', id);
  const flags = { committed: buy.committed };
  const row = findBuyTransition(buy.state, flags, action);
  if (!row) throw AppError.conflict(refusedAction('buy', buy.state, action, flags));
  // Approval resolves what the items stand for; later actions move exactly what approval moved.
  const parts = action === BUY_ACTION.approve || !buy.stockParts ? await resolveStockParts(reads, buy.cart.items) : await withItems(reads, buy, buy.stockParts);
  const linked = row.effects.updateCost ? await costedProducts(reads, buy) : [];
  const next = applyTransition(row, flags);
  const doc = changed('buys', buy, { ...ownFields(buy), ...bookkeeping(action, parts, ctx.now), state: next.state, committed: next.flags.committed });
  return { doc, linked, stock: buyStockMoves(buy, parts, row.effects, action) };
}
