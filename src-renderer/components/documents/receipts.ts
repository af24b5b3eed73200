/** How the screens show a provider receipt's type. */
import type { ReceiptType } from '../../../src-shared/constants/money-flows.js';
import type { MessageKey } from '../../i18n/catalog.js';

export const RECEIPT_TYPE_LABEL: Readonly<Record<ReceiptType, MessageKey>> = {
  FC: 'receipts.type.FC',
  NC: 'receipts.type.NC',
  ND: 'receipts.type.ND',
};

export const RECEIPT_TYPE_COLOR: Readonly<Record<ReceiptType, string>> = { FC: 'blue', NC: 'grape', ND: 'orange' };
