/**
 * The replica's documents as every screen names them: each is what the replica's reads answer for
 * its feature (src-shared/ipc/read-documents.ts). A document written on this desk and not yet
 * answered by the server carries only what was sent (no number, no prices), so the server-made
 * fields are optional there and the screens say "pending sync" instead of guessing.
 */
import type { ReadBase, ReadDoc } from '../../../src-shared/ipc/read-documents.js';

/** What every replica document carries: `_id`, `number`, `status`, the times and the pending mark. */
export type DocBase = ReadBase;

export type AccountDoc = ReadDoc<'account'>;
export type BuyDoc = ReadDoc<'buy'>;
/** As stored, or as sent: a queued transfer still carries `destination`, a queued adjust `adjust`. */
export type CashflowDoc = ReadDoc<'cashflow'>;
export type CategoryDoc = ReadDoc<'category'>;
export type CustomerDoc = ReadDoc<'customer'>;
export type DeliveryDoc = ReadDoc<'delivery'>;
export type DraftDoc = ReadDoc<'draft'>;
export type GarageDoc = ReadDoc<'garage'>;
/** Charge and pay methods share one shape. */
export type MethodDoc = ReadDoc<'chargeMethod'>;
export type OrderDoc = ReadDoc<'order'>;
export type ProductDoc = ReadDoc<'product'>;
export type ProviderDoc = ReadDoc<'provider'>;
export type ReceiptDoc = ReadDoc<'receipt'>;
export type RecordDoc = ReadDoc<'record'>;
export type RoadmapDoc = ReadDoc<'roadmap'>;
export type TaxDoc = ReadDoc<'tax'>;
export type ThirdDoc = ReadDoc<'third'>;
export type TrackerDoc = ReadDoc<'tracker'>;
export type UserDoc = ReadDoc<'user'>;
export type WithdrawalDoc = ReadDoc<'withdrawal'>;

/**
 * Whether the server has yet to answer this document's create: only the server numbers documents
 * (domain §2). The IPC contract exposes no per-document outbox marker, so a pending edit of an
 * already numbered document is not told apart here.
 */
export const awaitsServer = (doc: DocBase): boolean => typeof doc.number !== 'number';
