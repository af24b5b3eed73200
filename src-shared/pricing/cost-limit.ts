/**
 * A product's stored cost — its tax base and its unit cost — is one amount of money, held to
 * MONEY_MAX (limits.ts) as every price and cost a client types is. Both can be derived rather than
 * typed: a mixed product's tax base sums its components' times their quantities (100 components of
 * 10,000 million pesos, 100,000 units each, is 10^17 pesos, past what its cents hold exactly), and
 * a unit cost left out is the tax base with its purchase taxes. The server refuses such a product
 * instead of storing a cost no cart could ever take.
 */
import { said, type ErrorText } from '../error-keys/index.js';
import { MONEY_MAX } from '../limits.js';
import { dec } from '../money.js';

/** Why the product's derived cost is too large, or null. */
export function productCostProblem(cost: { readonly taxBase: number; readonly unitCost: number }): ErrorText | null {
  return dec(cost.taxBase).gt(MONEY_MAX) || dec(cost.unitCost).gt(MONEY_MAX) ? said('product.costTooLarge', { max: MONEY_MAX }) : null;
}
