/** Provider receipts: invoices FC, credit notes NC, debit notes ND (spec §3 Receipt, §5). */
import type { z } from 'zod';
import { DESCRIPTION_MAX, NAME_MAX } from '../constants/field-lengths.js';
import { RECEIPT_TYPES } from '../constants/money-flows.js';
import { TAX_TYPES } from '../constants/products.js';
import { TAXES_MAX } from '../limits.js';
import { clientId, flag, id, list, longText, money, obj, oneOf, percent, text } from './common.js';

/** The receipt's code is the provider's document number as printed (e.g. 0001-00001234). */
const RECEIPT_CODE_MAX = 50;

/** One tax line of the receipt: which tax, how much; the rest describes it as printed. */
export const receiptTaxInput = obj({
  id: id(),
  value: money(),
  status: flag().optional(),
  aliquot: percent().optional(),
  type: oneOf(TAX_TYPES).optional(),
  name: text(NAME_MAX).optional(),
});
export type ReceiptTaxInput = z.output<typeof receiptTaxInput>;

/** Amounts are positive; whether they add to or lower the provider balance is the type's (domain §6). */
export const receiptCreateBody = obj({
  _id: clientId(),
  type: oneOf(RECEIPT_TYPES),
  grossTotal: money(),
  total: money(),
  code: text(RECEIPT_CODE_MAX, 1),
  provider: id(),
  buy: id().nullable().optional(),
  logisticCreditNote: flag().optional(),
  isBudget: flag().optional(),
  description: longText(DESCRIPTION_MAX).nullable().optional(),
  taxes: list(receiptTaxInput, { max: TAXES_MAX, noun: 'tax line' }).optional(),
});
export type ReceiptCreateBody = z.output<typeof receiptCreateBody>;
export type ReceiptCreateInput = z.input<typeof receiptCreateBody>;
