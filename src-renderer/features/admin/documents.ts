/**
 * The administration documents as these screens read them: what the replica's reads answer for
 * each feature (src-shared/ipc/read-documents.ts). A document created here and not yet answered by the server has no `number`.
 */
import type { ReadBase, ReadDoc } from '../../../src-shared/ipc/read-documents.js';

/** What every replica document carries: `_id`, `number`, `status`, the times and the pending mark. */
export type AdminDocBase = ReadBase;

export type UserDoc = ReadDoc<'users'>;
export type GarageDoc = ReadDoc<'garages'>;
export type CategoryDoc = ReadDoc<'categories'>;
export type DeliveryDoc = ReadDoc<'deliveries'>;
export type WithdrawalDoc = ReadDoc<'withdrawals'>;
export type ThirdDoc = ReadDoc<'thirds'>;
export type MethodDoc = ReadDoc<'chargeMethods'>;
export type TaxDoc = ReadDoc<'taxes'>;

/** Whether the server has yet to answer this document's create: only the server numbers documents (domain §2). */
export const awaitsServer = (doc: AdminDocBase): boolean => typeof doc.number !== 'number';

/** A text field as a form holds it: empty means "not given" (null clears it on an edit). */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
