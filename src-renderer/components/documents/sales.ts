/**
 * The sales documents as these screens name them: each is what the replica's reads answer for its
 * feature (src-shared/ipc/read-documents.ts). A document written on this desk and not yet answered
 * by the server carries only what was sent (no number, no prices), so the server-made fields of
 * orders and drafts are optional there.
 */
import type { ReadBase, ReadDoc } from '../../../src-shared/ipc/read-documents.js';

export type BaseFields = ReadBase;
export type OrderDoc = ReadDoc<'orders'>;
export type DraftDoc = ReadDoc<'drafts'>;
export type CustomerDoc = ReadDoc<'customers'>;
export type ProductDoc = ReadDoc<'products'>;
export type UserDoc = ReadDoc<'users'>;
export type AccountDoc = ReadDoc<'accounts'>;
export type CashflowDoc = ReadDoc<'cashflow'>;
export type DeliveryDoc = ReadDoc<'deliveries'>;
export type TaxDoc = ReadDoc<'taxes'>;
