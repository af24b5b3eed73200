/**
 * The order being edited as the server will store it: the order planner itself (`planOrderCreate`
 * for a new order, `planOrderUpdate` for a stored one, src-shared/planners) run as a pure function
 * over the documents the editor holds (`heldPlanReads`), with the very input the save sends
 * (form.ts). Nothing is priced here: the lines, their tiers, the wholesaler/retailer rules, the
 * delivery option's prices, the discount, the taxes and the totals are the plan's.
 *
 * A refusal about one part — an item's product or quantity, the delivery option, the discount — is
 * shown beside that part, and the order is planned again without it, so the rest keeps its figures
 * while the clerk types. Before a customer is picked the lines are priced as the planner prices
 * them for no customer (`pricingContext` with none: retail tiers, the partner's own wholesaler
 * rule), so prices show while the clerk types; the totals wait for the customer. Any other refusal
 * of the order as a whole leaves no figures.
 */
import { AppError } from '../../../src-shared/errors.js';
import type { OrderDelivery, OrderFields } from '../../../src-shared/documents/orders.js';
import { heldPlanReads, type HeldDocuments } from '../../../src-shared/planners/held-reads.js';
import { planOrderCreate } from '../../../src-shared/planners/order-create.js';
import { planOrderUpdate } from '../../../src-shared/planners/order-edit.js';
import { resolvePartner } from '../../../src-shared/planners/order-parties.js';
import { priceCart, pricingContext } from '../../../src-shared/planners/order-pricing.js';
import type { Plan, PlanActor, PlanContext } from '../../../src-shared/planners/types.js';
import { isWholesalerItem, pricedTier, sellsAtWholesale, type Cart, type MarginTier, type OrderPricingContext, type OrderTotals, type PricedItem } from '../../../src-shared/pricing/index.js';
import type { KeyedText } from '../../components/errors.js';
import type { OrderDoc, ProductDoc } from '../../components/documents/read.js';
import { createInput, updateInput, type ItemDraft, type OrderForm } from './form.js';

/** What the plan says of one line: its item as priced and the tier it took, or why it was refused. */
export interface LineFigures {
  /** The plan's item; null when the planner refused the line. */
  priced: PricedItem | null;
  /** The margin tier the plan's item took. */
  tier: MarginTier | null;
  /** One kg or one unit at that tier (`pricedTier`). */
  unitPrice: number | null;
  /** Why the planner refused the line, as a key the row translates. */
  error: KeyedText | null;
  /**
   * Whether the line is priced as wholesaler — or would be, when it is refused: the item's own
   * choice, else the order's (its customer, its partner, a supply order). Null before any plan.
   */
  isWholesaler: boolean | null;
}

export interface OrderPreview {
  /** By the line's key (`ItemDraft.key`). */
  figures: ReadonlyMap<string, LineFigures>;
  cart: Cart<PricedItem>;
  /** Null when the plan has none: refused as a whole, or its discount refused. */
  totals: OrderTotals | null;
  /** The delivery as the plan copies it from its option (prices, `contributes`) with who pays it. */
  delivery: OrderDelivery | null;
  discountError: KeyedText | null;
  /** The planner's refusal of the delivery option (not for this customer, not for this role). */
  deliveryError: KeyedText | null;
  /** Why there are no figures at all: the planner refused the order as a whole. */
  blocked: Blocked | null;
}

/**
 * No customer is picked yet (prices depend on it, domain §8); or the planner's refusal of the
 * order as a whole, without words when a document it reads is not held here.
 */
export type Blocked = { reason: 'customer' } | { reason: 'refused'; text: KeyedText | null };

export interface PricedLine extends LineFigures {
  item: ItemDraft;
  /** Undefined while the product loads. */
  product: ProductDoc | undefined;
  /** UNITY quantities may have decimals (domain §4 splitPackage, the product's or its category's). */
  splitPackage: boolean;
}

export interface PreviewInputs {
  held: HeldDocuments;
  actor: PlanActor;
  /** The stored order's id; null for a new one. */
  id: string | null;
  /** Staff name the partner; an AV's orders are its own (the same rule as the save's input). */
  withPartner: boolean;
}

export const NO_CART: Cart<PricedItem> = { items: [], total: 0 };
const UNPRICED: LineFigures = { priced: null, tier: null, unitPrice: null, error: null, isWholesaler: null };

/** A preview names no new document: the id it is planned under is never shown or sent. */
const PREVIEW_ID = '000000000000000000000000';

/** How the order prices a line that says nothing itself (domain §4, §8), from the parties the plan took. */
type OrderLevel = Pick<OrderPricingContext, 'customer' | 'isSupply'>;

function heldLevel(held: HeldDocuments, fields: Pick<OrderFields, 'customer' | 'partner' | 'isSupply'>): OrderLevel {
  const customer = held.docs.customers?.find((c) => c._id === fields.customer);
  const partner = held.docs.users?.find((u) => u._id === fields.partner);
  return { customer: { isWholesaler: sellsAtWholesale(customer, partner) }, isSupply: fields.isSupply };
}

/** The plan's order; for a new order with no customer yet, its lines alone (`fields` null). */
async function planOf(form: OrderForm, inputs: PreviewInputs): Promise<{ cart: Cart<PricedItem>; fields: OrderFields | null; level: OrderLevel }> {
  const reads = heldPlanReads(inputs.held);
  const ctx: PlanContext = { actor: inputs.actor, now: new Date().toISOString(), newId: () => PREVIEW_ID };
  const fieldsOf = async (plan: Promise<Plan<'orders'>>) => {
    const { fields } = (await plan).doc;
    return { cart: fields.cart, fields, level: heldLevel(inputs.held, fields) };
  };
  if (inputs.id !== null) return fieldsOf(planOrderUpdate(inputs.id, updateInput(form, inputs.withPartner), reads, ctx));
  const { isBudget, isSupply, ...body } = createInput(form, inputs.withPartner);
  if (form.customer !== null) return fieldsOf(planOrderCreate({ query: { isBudget, isSupply }, body }, reads, ctx));
  const partner = await resolvePartner(reads, inputs.actor, body.partner);
  const context = await pricingContext(reads, { customer: null, partner, isBudget, isSupply });
  return { cart: (await priceCart(reads, body.cart.items, context)).cart, fields: null, level: { customer: { isWholesaler: context.wholesaler }, isSupply } };
}

/** The one part a validation refusal is about, when it names one. */
function refusedPart(error: unknown): { path: string; text: KeyedText } | null {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION') return null;
  const first = error.details?.[0];
  if (first?.key === undefined) return null;
  return { path: first.path, text: { key: first.key, params: first.params } };
}

/** A refusal's own words (a conflict: no house partner, no enabled garage); none for a read not held here. */
function keyedRefusal(error: unknown): KeyedText | null {
  return error instanceof AppError && error.key !== undefined ? { key: error.key, params: error.params } : null;
}

const ITEM_PATH = /^cart\.items\.(\d+)\./;

function totalsOf(fields: OrderFields): OrderTotals {
  const { cost, discountAmount, contribution, taxes, total, logistic, toPay, profit } = fields;
  return { cost, discountAmount, contribution, taxes, total, logistic, toPay, profit };
}

/**
 * The order as planned. `products` are the held products, whose unit tells how the tier's unit
 * price reads; the planner reads them itself from `inputs.held`.
 */
export async function previewOrder(form: OrderForm, inputs: PreviewInputs, products: ReadonlyMap<string, Pick<ProductDoc, 'unit'>>): Promise<OrderPreview> {
  const figures = new Map<string, LineFigures>();
  /** The items still planned: each refused one is left out of the next round. */
  let planned = form.items;
  let draft = form;
  let discountError: KeyedText | null = null;
  let deliveryError: KeyedText | null = null;
  // Each round leaves out one refused part, so there are at most as many rounds as parts.
  for (let round = 0; round <= form.items.length + 2; round += 1) {
    try {
      const { cart, fields, level } = await planOf({ ...draft, items: planned }, inputs);
      planned.forEach((item, at) => {
        const priced = cart.items[at];
        const unit = products.get(item.product)?.unit;
        if (!priced || !unit) return;
        const { tier, unitPrice } = pricedTier(priced, unit, fields?.isBudget ?? form.isBudget);
        figures.set(item.key, { priced, tier, unitPrice, error: null, isWholesaler: priced.isWholesaler });
      });
      // A refused line still shows what it would be priced as: the same rule the plan priced the others by.
      for (const item of form.items) {
        const refused = figures.get(item.key);
        if (refused?.error) figures.set(item.key, { ...refused, isWholesaler: isWholesalerItem(item, level) });
      }
      if (fields === null) return { figures, cart, totals: null, delivery: null, discountError, deliveryError, blocked: { reason: 'customer' } };
      return { figures, cart, totals: discountError ? null : totalsOf(fields), delivery: fields.delivery, discountError, deliveryError, blocked: null };
    } catch (error) {
      const part = refusedPart(error);
      const line = part && ITEM_PATH.exec(part.path);
      const refused = line ? planned[Number(line[1])] : undefined;
      if (part && refused) {
        figures.set(refused.key, { ...UNPRICED, error: part.text });
        planned = planned.filter((item) => item !== refused);
      } else if (part?.path === 'discount' && discountError === null) {
        discountError = part.text;
        draft = { ...draft, discount: 0 };
      } else if (part?.path === 'delivery._id' && deliveryError === null) {
        deliveryError = part.text;
        draft = { ...draft, deliveryOption: null };
      } else {
        const blocked: Blocked = form.customer === null ? { reason: 'customer' } : { reason: 'refused', text: part?.text ?? keyedRefusal(error) };
        return { figures, cart: NO_CART, totals: null, delivery: null, discountError, deliveryError, blocked };
      }
    }
  }
  return { figures, cart: NO_CART, totals: null, delivery: null, discountError, deliveryError, blocked: { reason: 'refused', text: null } };
}

/**
 * An order that can no longer change is not planned: it shows what the server stored for it, each
 * line the stored item in its place (the copy lists the items as stored, `formFromOrder`).
 */
export function storedPreview(form: OrderForm, order: OrderDoc, products: ReadonlyMap<string, Pick<ProductDoc, 'unit'>>): OrderPreview {
  const items = order.cart?.items ?? [];
  const figures = new Map<string, LineFigures>();
  form.items.forEach((item, at) => {
    const priced = items[at];
    const unit = products.get(item.product)?.unit;
    if (!priced || priced.product !== item.product || !unit) return;
    figures.set(item.key, { priced, ...pricedTier(priced, unit, order.isBudget ?? false), error: null, isWholesaler: priced.isWholesaler });
  });
  return { figures, cart: order.cart ?? NO_CART, totals: null, delivery: order.delivery ?? null, discountError: null, deliveryError: null, blocked: null };
}

/** The editor's rows: the form's lines as they are now, each with what the latest plan said of it. */
export function linesOf(form: OrderForm, preview: OrderPreview | null, products: ReadonlyMap<string, ProductDoc>, splits: (product: ProductDoc) => boolean): PricedLine[] {
  return form.items.map((item) => {
    const product = products.get(item.product);
    return { item, product, splitPackage: product ? splits(product) : false, ...(preview?.figures.get(item.key) ?? UNPRICED) };
  });
}
