/**
 * A buy's cart priced live, exactly as the server will price it: the shared pricing module over the
 * replica's products, taxes and withdrawal options (domain §4 "Buy item", "Buy totals"). A line the
 * planner would refuse (`priceBuyLine`: a quantity the product does not take) shows why and adds
 * nothing to the totals, as a refused line of an order does.
 */
import { useQueries } from '@tanstack/react-query';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import type { ErrorText } from '../../../src-shared/error-keys/index.js';
import { buildCart, computeBuyTotals, priceBuyLine, type BuyTotals } from '../../../src-shared/pricing/index.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSplitsPackage } from '../../components/references/catalog.js';
import { taxDefsOf } from '../../components/documents/purchasing.js';
import type { DraftItem, DraftWithdrawal } from './draft.js';
import type { ProductDoc, WithdrawalDoc } from '../../components/documents/read.js';

export interface PricedLine {
  number: number;
  item: DraftItem;
  product: ProductDoc | undefined;
  /** The unit cost the item is priced with (the agreed one, or the product's). */
  unitCost: number | null;
  price: number | null;
  /** UNITY quantities may have decimals (domain §4 splitPackage, the product's or its category's). */
  splitPackage: boolean;
  /** Why the planner would refuse the line (its quantity); it is then left out of the totals. */
  error: ErrorText | null;
}

export interface BuyPricing {
  lines: PricedLine[];
  totals: BuyTotals;
  products: ReadonlyMap<string, ProductDoc>;
  withdrawals: WithdrawalDoc[];
  /** Every product and the taxes are loaded, so the figures are final. */
  ready: boolean;
}

/** The products a cart names, read from the replica and kept fresh by its changes. */
export function useCartProducts(ids: readonly string[]): { products: Map<string, ProductDoc>; loaded: boolean } {
  const api = useApi();
  const unique = [...new Set(ids)];
  const results = useQueries({ queries: unique.map((id) => ({ queryKey: ['products', 'get', id], queryFn: () => api.product.get({ id }) })) });
  const products = new Map<string, ProductDoc>();
  results.forEach((r) => r.data && products.set(r.data._id, r.data));
  return { products, loaded: results.every((r) => !r.isLoading) };
}

export function useBuyPricing(items: readonly DraftItem[], withdrawal: DraftWithdrawal): BuyPricing {
  const api = useApi();
  const taxesQuery = useIpcQuery(['taxes'], ['all'], () => api.tax.list({ limit: MAX_LIMIT }));
  const optionsQuery = useIpcQuery(['withdrawals'], ['enabled'], () => api.withdrawal.list({ status: true, limit: MAX_LIMIT }));
  const splits = useSplitsPackage();
  const { products, loaded } = useCartProducts(items.map((i) => i.product));
  const taxes = taxDefsOf(taxesQuery.data?.docs ?? []);

  const lines: PricedLine[] = items.map((item, index) => {
    const product = products.get(item.product);
    const splitPackage = product ? splits(product) : false;
    if (!product || !taxesQuery.data) return { number: index + 1, item, product, unitCost: null, price: null, splitPackage, error: null };
    // As the server does: an agreed cost replaces the product's for this item only.
    const { priced, error } = priceBuyLine(product, { quantity: item.quantity, unitCost: item.unitCost ?? undefined }, splitPackage, taxes);
    return { number: index + 1, item, product, unitCost: priced?.unitCost ?? null, price: priced?.price ?? null, splitPackage, error };
  });
  const cart = buildCart(lines.flatMap((l) => (l.price === null ? [] : [{ price: l.price }])));
  const withdrawals = optionsQuery.data?.docs ?? [];
  const option = withdrawals.find((w) => w._id === withdrawal._id);
  // No option, no fee (domain §7), whatever `charged` says.
  const totals = computeBuyTotals({ cart, withdrawal: { charged: withdrawal.charged, fee: option?.fee ?? 0 } });
  return { lines, totals, products, withdrawals, ready: loaded && Boolean(taxesQuery.data) && lines.every((l) => l.price !== null || l.error !== null) };
}
