/**
 * The replica's documents as every screen names them: each is what the replica's reads answer for
 * its feature (src-shared/ipc/read-documents.ts). A document written on this desk and not yet
 * answered by the server carries only what was sent (no number, no prices), so the server-made
 * fields are optional there and the screens say "pending sync" instead of guessing.
 */
import type { ReadBase, ReadDoc } from '../../../src-shared/ipc/read-documents.js';

/** What every replica document carries: `_id`, `number`, `status`, the times and the pending mark. */
export type DocBase = ReadBase;

export type AccountDoc = ReadDoc<'accounts'>;
export type BuyDoc = ReadDoc<'buys'>;
/** As stored, or as sent: a queued transfer still carries `destination`, a queued adjust `adjust`. */
export type CashflowDoc = ReadDoc<'cashflow'>;
export type CategoryDoc = ReadDoc<'categories'>;
export type CustomerDoc = ReadDoc<'customers'>;
export type DeliveryDoc = ReadDoc<'deliveries'>;
export type DraftDoc = ReadDoc<'drafts'>;
export type GarageDoc = ReadDoc<'garages'>;
/** Charge and pay methods share one shape. */
export type MethodDoc = ReadDoc<'chargeMethods'>;
export type OrderDoc = ReadDoc<'orders'>;
export type ProductDoc = ReadDoc<'products'>;
export type ProviderDoc = ReadDoc<'providers'>;
export type ReceiptDoc = ReadDoc<'receipts'>;
export type RecordDoc = ReadDoc<'records'>;
export type RoadmapDoc = ReadDoc<'roadmaps'>;
export type TaxDoc = ReadDoc<'taxes'>;
export type ThirdDoc = ReadDoc<'thirds'>;
export type TrackerDoc = ReadDoc<'trackers'>;
export type UserDoc = ReadDoc<'users'>;
export type WithdrawalDoc = ReadDoc<'withdrawals'>;

/**
 * Whether the server has yet to answer this document's create: only the server numbers documents
 * (domain §2). The IPC contract exposes no per-document outbox marker, so a pending edit of an
 * already numbered document is not told apart here.
 */
export const awaitsServer = (doc: DocBase): boolean => typeof doc.number !== 'number';
