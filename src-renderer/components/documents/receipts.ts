/** Provider receipts as the screens read them (src-shared/ipc/read-documents.ts), and how their types are shown. */
import type { ReceiptType } from '../../../src-shared/constants.js';
import type { ReadDoc } from '../../../src-shared/ipc/read-documents.js';
import type { MessageKey } from '../../i18n/catalog.js';

export type ReceiptDoc = ReadDoc<'receipts'>;

export const RECEIPT_TYPE_LABEL: Readonly<Record<ReceiptType, MessageKey>> = {
  FC: 'receipts.type.FC',
  NC: 'receipts.type.NC',
  ND: 'receipts.type.ND',
};

export const RECEIPT_TYPE_COLOR: Readonly<Record<ReceiptType, string>> = { FC: 'blue', NC: 'grape', ND: 'orange' };
