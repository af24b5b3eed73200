/** Buys as stored and served (spec §3 Buy). The server writes these shapes; the desktop and screens read them. */
import { BUY_DEFAULT_STATE, type BuyState } from '../constants/buys.js';
import type { PricedBuyItem } from '../pricing/index.js';

export interface BuyWithdrawal {
  /** The withdrawal option; null when the goods are delivered by the provider. */
  _id: string | null;
  name: string | null;
  date: string | null;
  charged: boolean;
  fee: number;
}

/** One stock movement unit of a buy: a product (a mixed item's component) and its quantity. */
export interface BuyStockPart {
  product: string;
  quantity: number;
  /**
   * The index of the first cart item it comes from, where a move past the stock limit is refused
   * (`cart.items.<item>.quantity`). Absent on parts stored before it was kept.
   */
  item?: number;
}

/**
 * A warning a buy keeps: its key and parameters (src-shared/error-keys/notices.ts), which the
 * screens translate, and its English words for an API client, as an error's detail carries them.
 */
export interface BuyWarning {
  readonly message: string;
  readonly key: 'buy.underMinimum';
  readonly params: { readonly provider: string; readonly cost: number; readonly minimum: number };
}

export interface BuyFields {
  cart: { items: PricedBuyItem[]; total: number };
  state: BuyState;
  /** Goods received: set by commit (domain §5). */
  committed: boolean;
  provider: string;
  providerName: string;
  partner: string | null;
  garage: string;
  withdrawal: BuyWithdrawal;
  isBudget: boolean;
  notes: string | null;
  driver: string | null;
  roadmap: string | null;
  /** Derived (spec §3): cost = Σ item prices; logistic = fee when charged; total = cart total − logistic. */
  cost: number;
  logistic: number;
  total: number;
  /** Receipts linked to the buy. */
  receipts: string[];
  /** What the buy is accepted with but says about itself (a cost under the provider's minimum purchase). */
  warnings: BuyWarning[];
  approvedAt: string | null;
  committedAt: string | null;
  /**
   * What approval put in pending, per product (mixed items resolved to their components). Roll
   * back, commit and cancel move exactly these, so pending nets to zero even if a mixed product's
   * components change while the buy is approved. Null before approval.
   */
  stockParts?: BuyStockPart[] | null;
}

/** What every new buy starts with (spec §3): to approve, goods not in, no pick-up planned, no receipts. */
export function newBuyState(): Pick<BuyFields, 'state' | 'committed' | 'driver' | 'roadmap' | 'receipts' | 'approvedAt' | 'committedAt' | 'stockParts'> {
  return { state: BUY_DEFAULT_STATE, committed: false, driver: null, roadmap: null, receipts: [], approvedAt: null, committedAt: null, stockParts: null };
}
