/**
 * The purchasing documents as the screens name them: each is what the replica's reads answer for
 * its feature (src-shared/ipc/read-documents.ts). A document the server has not answered yet is what the screen sent (a create has no
 * `number`, no prices and no state until the server's version comes back), so every server-made
 * field is optional here and the screens say "pending sync" instead of guessing.
 */
import { BUY_DEFAULT_STATE, type BuyState } from '../../../src-shared/constants.js';
import type { BuyItemRead, ReadBase, ReadDoc } from '../../../src-shared/ipc/read-documents.js';
import type { TaxDef } from '../../../src-shared/pricing/index.js';

/** What every replica document carries: `_id`, `number`, `status`, the times and the pending mark. */
export type DocBase = ReadBase;

/** A buy item as stored, or as sent (product and quantity only) while the create is on its way. */
export type BuyItemDoc = BuyItemRead;

export type BuyDoc = ReadDoc<'buys'>;
export type ProductDoc = ReadDoc<'products'>;
export type WithdrawalDoc = ReadDoc<'withdrawals'>;
export type TaxDoc = ReadDoc<'taxes'>;
export type UserDoc = ReadDoc<'users'>;

/** The taxes as pricing reads them. */
export function taxDefsOf(docs: readonly TaxDoc[]): TaxDef[] {
  return docs.map((tax) => ({ _id: tax._id, name: tax.name, type: tax.type, aliquot: tax.aliquot }));
}

/** A create the server has not answered yet carries no state: it starts in the default one. */
export function buyState(buy: BuyDoc): BuyState {
  return buy.state ?? BUY_DEFAULT_STATE;
}

/**
 * Whether the server has yet to answer this document's create: only the server numbers documents
 * (domain §2). The IPC contract exposes no per-document outbox marker, so a pending edit of an
 * already numbered document is not told apart here.
 */
export function awaitsServer(doc: DocBase): boolean {
  return typeof doc.number !== 'number';
}
