/**
 * What a buy derives from its inputs (domain §4 "Buy totals", §6 minimum purchase, §7 withdrawals):
 * the withdrawal option's name and fee copied by id (no option, no fee), the totals, and the warning
 * of a buy under its provider's minimum purchase. The server stores exactly these; a queued buy
 * shows them too.
 */
import { english, said } from '../error-keys/index.js';
import { dec } from '../money.js';
import { computeBuyTotals } from '../pricing/index.js';
import type { BuyWithdrawalInput } from '../schemas/buy.js';
import type { BuyFields, BuyWarning, BuyWithdrawal } from './buys.js';
import type { ProviderFields } from './catalog.js';

/** The option's name and fee (none when no option is named); date and charged come from the request. */
export function copyWithdrawal(input: BuyWithdrawalInput, option: { _id: string; name: string; fee: number } | null): BuyWithdrawal {
  const base = { date: input.date, charged: input.charged };
  return option ? { ...base, _id: option._id, name: option.name, fee: option.fee } : { ...base, _id: null, name: null, fee: 0 };
}

/**
 * A buy under the provider's minimum purchase is accepted, but says so (domain §6): a key with its
 * parameters, which the screens translate, and its English words, as an error's detail carries them.
 */
export function minimumPurchaseWarnings(cost: number, provider: Pick<ProviderFields, 'name' | 'minimumPurchase'>): BuyWarning[] {
  const minimum = provider.minimumPurchase ?? 0;
  if (minimum <= 0 || dec(cost).gte(minimum)) return [];
  const text = said('buy.underMinimum', { provider: provider.name, cost: dec(cost).toNumber(), minimum: dec(minimum).toNumber() });
  return [{ message: english(text), key: 'buy.underMinimum', params: text.params as BuyWarning['params'] }];
}

export type BuyFigures = Pick<BuyFields, 'cost' | 'logistic' | 'total' | 'warnings'>;

/** Totals and warnings follow from the cart, the withdrawal and the provider; recomputed on every change. */
export function buyFigures(cart: BuyFields['cart'], withdrawal: BuyWithdrawal, provider: Pick<ProviderFields, 'name' | 'minimumPurchase'>): BuyFigures {
  const totals = computeBuyTotals({ cart, withdrawal });
  return { ...totals, warnings: minimumPurchaseWarnings(totals.cost, provider) };
}

/**
 * A buy whose withdrawal no longer names an option has nothing to pick up, so it leaves its driver
 * and roadmap (domain §7: only buys with a withdrawal ride on roadmaps).
 */
export function pickUpAssignment(current: Pick<BuyFields, 'driver' | 'roadmap'>, withdrawal: BuyWithdrawal): Pick<BuyFields, 'driver' | 'roadmap'> {
  return withdrawal._id ? { driver: current.driver, roadmap: current.roadmap } : { driver: null, roadmap: null };
}
