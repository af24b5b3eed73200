/** Provider receipts as the screens read them, cast from the loose IPC documents in this one place. */
import type { ReceiptType } from '../../../src-shared/constants.js';
import type { ReceiptFields } from '../../../src-shared/documents/money.js';
import type { IpcDocument } from '../../../src-shared/ipc/documents.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { DocBase } from './purchasing.js';

export type ReceiptDoc = DocBase & ReceiptFields;

export const asReceipt = (doc: IpcDocument): ReceiptDoc => doc as ReceiptDoc;

export const RECEIPT_TYPE_LABEL: Readonly<Record<ReceiptType, MessageKey>> = {
  FC: 'receipts.type.FC',
  NC: 'receipts.type.NC',
  ND: 'receipts.type.ND',
};

export const RECEIPT_TYPE_COLOR: Readonly<Record<ReceiptType, string>> = { FC: 'blue', NC: 'grape', ND: 'orange' };
