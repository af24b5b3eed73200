/**
 * The administration documents as these screens read them, cast from the loose IPC documents in
 * this one place. A document created here and not yet answered by the server has no `number`.
 */
import type { CategoryFields, DeliveryFields, GarageFields, MethodFields, TaxFields, ThirdFields, WithdrawalFields } from '../../../src-shared/documents/catalog.js';
import type { UserFields } from '../../../src-shared/documents/users.js';
import type { IpcDocument } from '../../../src-shared/ipc/documents.js';

/** A type, not an interface: list rows must fit the IPC's loose document (an index signature). */
export type AdminDocBase = {
  _id: string;
  number?: number;
  status?: boolean;
  createdAt?: string;
  updatedAt?: string;
};

export type UserDoc = AdminDocBase & UserFields;
export type GarageDoc = AdminDocBase & GarageFields;
export type CategoryDoc = AdminDocBase & CategoryFields;
export type DeliveryDoc = AdminDocBase & DeliveryFields;
export type WithdrawalDoc = AdminDocBase & WithdrawalFields;
export type ThirdDoc = AdminDocBase & ThirdFields;
export type MethodDoc = AdminDocBase & MethodFields;
export type TaxDoc = AdminDocBase & TaxFields;

/** The one cast of a loose IPC document to what a screen reads. */
export const asAdminDoc = <T extends AdminDocBase>(doc: IpcDocument): T => doc as unknown as T;

/** Whether the server has yet to answer this document's create: only the server numbers documents (domain §2). */
export const awaitsServer = (doc: AdminDocBase): boolean => typeof doc.number !== 'number';

/** A text field as a form holds it: empty means "not given" (null clears it on an edit). */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
