/**
 * The purchasing documents as the screens read them, cast from the loose IPC documents in this one
 * place. A document the server has not answered yet is what the screen sent (a create has no
 * `number`, no prices and no state until the server's version comes back), so every server-made
 * field is optional here and the screens say "pending sync" instead of guessing.
 */
import { BUY_DEFAULT_STATE, type BuyState } from '../../../src-shared/constants.js';
import type { BuyFields } from '../../../src-shared/documents/buys.js';
import type { TaxFields, WithdrawalFields } from '../../../src-shared/documents/catalog.js';
import type { ProductFields } from '../../../src-shared/documents/products.js';
import type { UserFields } from '../../../src-shared/documents/users.js';
import type { IpcDocument } from '../../../src-shared/ipc/documents.js';
import type { TaxDef } from '../../../src-shared/pricing/index.js';

/** A replica document: the server's fields pass through untouched (the index signature), these are typed. */
export interface DocBase extends IpcDocument {
  _id: string;
  number?: number;
  status?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** A buy item as stored, or as sent (product and quantity only) while the create is on its way. */
export interface BuyItemDoc {
  number?: number;
  product: string;
  quantity: number;
  unitCost?: number;
  price?: number;
}

export type BuyDoc = DocBase & Partial<Omit<BuyFields, 'cart'>> & { cart?: { items: BuyItemDoc[]; total?: number } };
export type ProductDoc = DocBase & ProductFields;
export type WithdrawalDoc = DocBase & WithdrawalFields;
export type TaxDoc = DocBase & TaxFields;
export type UserDoc = DocBase & UserFields;

export const asBuy = (doc: IpcDocument): BuyDoc => doc as BuyDoc;
export const asProduct = (doc: IpcDocument): ProductDoc => doc as ProductDoc;
export const asWithdrawal = (doc: IpcDocument): WithdrawalDoc => doc as WithdrawalDoc;
export const asUser = (doc: IpcDocument): UserDoc => doc as UserDoc;

export function asTaxes(docs: readonly IpcDocument[]): TaxDef[] {
  return docs.map((doc) => {
    const tax = doc as TaxDoc;
    return { _id: tax._id, name: tax.name, type: tax.type, aliquot: tax.aliquot };
  });
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
