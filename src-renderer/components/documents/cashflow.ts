/**
 * The money documents as these screens read them, cast from the loose IPC documents in this one
 * place, plus the shape of the server's cash balances answer. An entry written on this desk and
 * not yet answered by the server is what the form sent: no `number`, no `type` (the endpoint sets
 * it), and for a transfer no `linked` half yet, so those fields are optional here.
 */
import type { CashflowType } from '../../../src-shared/constants.js';
import type { GarageFields, ProviderFields, ThirdFields } from '../../../src-shared/documents/catalog.js';
import type { CustomerFields } from '../../../src-shared/documents/customers.js';
import type { CashflowFields } from '../../../src-shared/documents/money.js';
import type { UserFields } from '../../../src-shared/documents/users.js';
import type { CashBalances } from '../../../src-shared/documents/statistics.js';
import type { IpcDocument } from '../../../src-shared/ipc/documents.js';

/** A type, not an interface: list rows must fit the IPC's loose document (an index signature). */
export type DocBase = {
  _id: string;
  number?: number;
  status?: boolean;
  createdAt?: string;
  updatedAt?: string;
  createdBy?: string | null;
};

/** As stored, or as sent: a queued transfer still carries `destination`, a queued adjust `adjust`. */
export type CashflowDoc = DocBase & Partial<CashflowFields> & { destination?: string | null; adjust?: boolean };
export type GarageDoc = DocBase & GarageFields;
export type ThirdDoc = DocBase & ThirdFields;
export type ProviderDoc = DocBase & ProviderFields;
export type CustomerDoc = DocBase & CustomerFields;
export type UserDoc = DocBase & UserFields;

/** The one cast of a loose IPC document to what a screen reads. */
export const asDoc = <T extends DocBase>(doc: IpcDocument): T => doc as unknown as T;

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

export const asCashBalances = (answer: unknown): CashBalances => answer as CashBalances;
