/**
 * How the purchasing screens read their documents (components/documents/read.ts). A buy the server
 * has not answered yet is what the screen sent: no `number`, no prices and no state.
 */
import { BUY_DEFAULT_STATE, type BuyState } from '../../../src-shared/constants/buys.js';
import type { BuyItemRead } from '../../../src-shared/ipc/read-documents.js';
import type { TaxDef } from '../../../src-shared/pricing/index.js';
import type { BuyDoc, TaxDoc } from './read.js';

/** A buy item as stored, or as sent (product and quantity only) while the create is on its way. */
export type BuyItemDoc = BuyItemRead;

/** The taxes as pricing reads them. */
export function taxDefsOf(docs: readonly TaxDoc[]): TaxDef[] {
  return docs.map((tax) => ({ _id: tax._id, name: tax.name, type: tax.type, aliquot: tax.aliquot }));
}

/** A create the server has not answered yet carries no state: it starts in the default one. */
export function buyState(buy: BuyDoc): BuyState {
  return buy.state ?? BUY_DEFAULT_STATE;
}
