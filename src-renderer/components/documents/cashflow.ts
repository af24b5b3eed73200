/**
 * The money documents as these screens name them: each is what the replica's reads answer for its
 * feature (src-shared/ipc/read-documents.ts). An entry written on this desk and
 * not yet answered by the server is what the form sent: no `number`, no `type` (the endpoint sets
 * it), and for a transfer no `linked` half yet, so those fields are optional here.
 */
import type { CashflowType } from '../../../src-shared/constants.js';
import type { ReadBase, ReadDoc } from '../../../src-shared/ipc/read-documents.js';

/** What every replica document carries: `_id`, `number`, `status`, the times and the pending mark. */
export type DocBase = ReadBase;

/** As stored, or as sent: a queued transfer still carries `destination`, a queued adjust `adjust`. */
export type CashflowDoc = ReadDoc<'cashflow'>;
export type GarageDoc = ReadDoc<'garages'>;
export type ThirdDoc = ReadDoc<'thirds'>;
export type ProviderDoc = ReadDoc<'providers'>;
export type CustomerDoc = ReadDoc<'customers'>;
export type UserDoc = ReadDoc<'users'>;

/** What the endpoint made it; a queued entry's type follows from the party its form named. */
export function entryType(entry: CashflowDoc): CashflowType {
  if (entry.type) return entry.type;
  if (entry.partner) return 'commercial.partner';
  if (entry.provider) return 'commercial.provider';
  if (entry.third) return 'external';
  return entry.adjust ? 'internal.adjust' : 'internal';
}

/** Only the server numbers documents (domain §2): an entry without one awaits its answer. */
export const awaitsServer = (entry: DocBase): boolean => typeof entry.number !== 'number';

/** Half of a transfer between garages: the other half, or (still queued) the destination garage. */
export const isTransfer = (entry: CashflowDoc): boolean => Boolean(entry.linked ?? entry.destination);

/**
 * What recorded the entry when it was not a cash flow form (domain §6): the delivery of an order
 * or a payment on account. Such an entry changes only through what recorded it.
 */
export function recordedBy(entry: CashflowDoc): 'order' | 'payment' | null {
  if (entry.order) return 'order';
  if (entry.payment) return 'payment';
  return null;
}

/** `GET /statistics/cash-balances` (domain §6): the answer's shape is shared with the server. */
export type { CashBalances, GarageBalance, MethodFigures } from '../../../src-shared/documents/statistics.js';
