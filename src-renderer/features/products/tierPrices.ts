/** A product's prices per margin tier and for lists: the shared pricing's (`src-shared/pricing/list-prices.ts`), so an export prices alike. */
export { baseQuantity, listPrices, tierPrice, type TierPrice } from '../../../src-shared/pricing/list-prices.js';
