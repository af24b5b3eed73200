/**
 * The receipt (recibo) of a payment on a customer's current account (`POST /account/pay`): the
 * company's header, RECIBO with its number and date, the customer with its fiscal identity, the
 * amount in figures, how it was paid, the account's balance after it, and the collector's signature.
 */
import type { PaymentMethod } from '../../src-shared/constants/money-flows.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import { dayTime, escapeHtml, fields, money, page, raw, signature, totals, type Html } from './html.js';
import { fiscalFields, type ReceiptCustomer } from './order-receipt.js';
import type { PrintContext, PrintT } from './words.js';

export interface PaymentReceipt {
  /** The account movement's number. */
  number: number;
  createdAt: string;
  customer: ReceiptCustomer;
  amount: number;
  paymentMethod: PaymentMethod;
  /** The account's balance once the payment was taken (positive: the customer still owes). */
  balanceAfter: number;
  /** The partner who collected it, by name. */
  collectedBy: string | null;
}

export function paymentReceiptTitle(receipt: Pick<PaymentReceipt, 'number'>, t: PrintT): string {
  return t('recibo.title', { number: receipt.number });
}

export function renderPaymentReceipt(receipt: PaymentReceipt, paper: PaperSize, print: PrintContext): string {
  const { t } = print;
  const body: Html[] = [
    fields([
      [t('field.customer'), receipt.customer.name],
      ...fiscalFields(receipt.customer, t),
      [t('field.address'), receipt.customer.address],
      [t('field.paymentMethod'), t(`payment.${receipt.paymentMethod}`)],
      [t('recibo.collectedBy'), receipt.collectedBy],
    ]),
    raw(`<p>${escapeHtml(t('recibo.received', { customer: receipt.customer.name, amount: money(receipt.amount) }))}</p>`),
    totals([[t('total.amount'), receipt.amount]]),
    totals([[t('recibo.balanceAfter'), receipt.balanceAfter]], { grand: false }),
    signature([t('recibo.collectedBy')]),
  ];
  return page({
    title: paymentReceiptTitle(receipt, t),
    heading: t('recibo.heading'),
    meta: [t('page.number', { number: receipt.number }), `${t('page.date')}: ${dayTime(receipt.createdAt, print)}`],
    paper,
    body,
    print,
  });
}
