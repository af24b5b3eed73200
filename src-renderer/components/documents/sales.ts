/**
 * The sales documents as these screens read them. The IPC hands out loose documents; they are cast
 * here, once. A document written on this desk and not yet answered by the server carries only what
 * was sent (no number, no prices), so the server-made fields of orders and drafts are optional.
 */
import type { CustomerFields } from '../../../src-shared/documents/customers.js';
import type { DeliveryFields, TaxFields } from '../../../src-shared/documents/catalog.js';
import type { AccountFields, CashflowFields } from '../../../src-shared/documents/money.js';
import type { DraftFields, OrderFields } from '../../../src-shared/documents/orders.js';
import type { ProductFields } from '../../../src-shared/documents/products.js';
import type { UserFields } from '../../../src-shared/documents/users.js';
import type { IpcDocument, IpcDocumentPage } from '../../../src-shared/ipc/documents.js';

export interface BaseFields {
  _id: string;
  number?: number;
  status?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export type OrderDoc = BaseFields & Partial<OrderFields>;
export type DraftDoc = BaseFields & Partial<DraftFields>;
export type CustomerDoc = BaseFields & CustomerFields;
export type ProductDoc = BaseFields & ProductFields;
export type UserDoc = BaseFields & UserFields;
export type AccountDoc = BaseFields & AccountFields;
export type CashflowDoc = BaseFields & CashflowFields;
export type DeliveryDoc = BaseFields & DeliveryFields;
export type TaxDoc = BaseFields & TaxFields;

export const asOrder = (doc: IpcDocument): OrderDoc => doc as unknown as OrderDoc;
export const asDraft = (doc: IpcDocument): DraftDoc => doc as unknown as DraftDoc;
export const asCustomer = (doc: IpcDocument): CustomerDoc => doc as unknown as CustomerDoc;
export const asProduct = (doc: IpcDocument): ProductDoc => doc as unknown as ProductDoc;
export const asUser = (doc: IpcDocument): UserDoc => doc as unknown as UserDoc;
export const asAccount = (doc: IpcDocument): AccountDoc => doc as unknown as AccountDoc;
export const asCashflow = (doc: IpcDocument): CashflowDoc => doc as unknown as CashflowDoc;

export function docsOf<T>(page: IpcDocumentPage | undefined, cast: (doc: IpcDocument) => T): T[] {
  return (page?.docs ?? []).map(cast);
}

export const asDeliveries = (page: IpcDocumentPage | undefined): DeliveryDoc[] => docsOf(page, (d) => d as unknown as DeliveryDoc);
export const asTaxes = (page: IpcDocumentPage | undefined): TaxDoc[] => docsOf(page, (d) => d as unknown as TaxDoc);
