/**
 * A buy being written: what the user decides (provider, items, withdrawal, notes) and nothing the
 * server derives. Prices and totals are computed from it with the shared pricing module.
 */
import { buyCreateBody, type BuyCreateInput } from '../../../src-shared/schemas/buy.js';
import type { BuyDoc, ProductDoc } from '../../components/documents/read.js';

export interface DraftItem {
  product: string;
  /** Grams for WEIGHT products, units for UNITY ones. */
  quantity: number;
  /** The unit cost agreed with the provider; null prices the item at the product's own cost. */
  unitCost: number | null;
}

export interface DraftWithdrawal {
  _id: string | null;
  date: string | null;
  charged: boolean;
}

export interface BuyDraft {
  provider: string | null;
  items: DraftItem[];
  withdrawal: DraftWithdrawal;
  /** The partner (AV) the buy is for; null is the house's. */
  partner: string | null;
  /** The garage the goods go to; null is the default garage. */
  garage: string | null;
  /** A buy without invoice (domain §4: budget). */
  isBudget: boolean;
  notes: string;
}

export const EMPTY_DRAFT: BuyDraft = { provider: null, items: [], withdrawal: { _id: null, date: null, charged: false }, partner: null, garage: null, isBudget: false, notes: '' };

/** What a new line starts with: one unit, or one kilogram of a WEIGHT product. */
export function defaultQuantity(product: Pick<ProductDoc, 'unit'>): number {
  return product.unit === 'WEIGHT' ? 1000 : 1;
}

/**
 * The draft of a stored buy. An item's stored unit cost is kept as agreed only where it differs
 * from the product's current one, so saving again does not pin an old cost on the product.
 */
export function draftFromBuy(buy: BuyDoc, products: ReadonlyMap<string, ProductDoc>): BuyDraft {
  const withdrawal = buy.withdrawal;
  return {
    provider: buy.provider ?? null,
    items: (buy.cart?.items ?? []).map((item) => {
      const current = products.get(item.product)?.unitCost;
      const agreed = item.unitCost !== undefined && item.unitCost !== current ? item.unitCost : null;
      return { product: item.product, quantity: item.quantity, unitCost: agreed };
    }),
    withdrawal: { _id: withdrawal?._id ?? null, date: withdrawal?.date ?? null, charged: withdrawal?._id ? Boolean(withdrawal.charged) : false },
    partner: buy.partner ?? null,
    garage: buy.garage ?? null,
    isBudget: buy.isBudget === true,
    notes: buy.notes ?? '',
  };
}

/**
 * The draft of a buy whose create the server refused, from the body that was sent: an item's unit
 * cost is there only when it was agreed. Null when the body is not a buy's create.
 */
export function draftFromSent(body: unknown): BuyDraft | null {
  const sent = buyCreateBody.safeParse(body);
  if (!sent.success) return null;
  const buy = sent.data;
  const withdrawal = buy.withdrawal._id ? { _id: buy.withdrawal._id, date: buy.withdrawal.date, charged: buy.withdrawal.charged } : EMPTY_DRAFT.withdrawal;
  return {
    provider: buy.provider,
    items: buy.cart.items.map((item) => ({ product: item.product, quantity: item.quantity, unitCost: item.unitCost ?? null })),
    withdrawal,
    partner: buy.partner ?? null,
    garage: buy.garage ?? null,
    isBudget: buy.isBudget === true,
    notes: buy.notes ?? '',
  };
}

/** The request body (spec §5 Buy): items name a product and a quantity, at most an agreed unit cost. */
export function draftBody(draft: BuyDraft): Omit<BuyCreateInput, 'provider'> & { provider: string | undefined } {
  const hasOption = draft.withdrawal._id !== null;
  return {
    provider: draft.provider ?? undefined,
    cart: {
      items: draft.items.map((item) => ({ product: item.product, quantity: item.quantity, ...(item.unitCost === null ? {} : { unitCost: item.unitCost }) })),
    },
    withdrawal: { _id: draft.withdrawal._id, date: hasOption ? draft.withdrawal.date : null, charged: hasOption && draft.withdrawal.charged },
    partner: draft.partner,
    garage: draft.garage,
    isBudget: draft.isBudget,
    notes: draft.notes === '' ? null : draft.notes,
  };
}
