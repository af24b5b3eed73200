/** A cash flow entry's slip: who paid whom, how much, how and why, signed by both sides. */
import type { CashflowConcept, CashflowType, PaymentMethod } from '../../src-shared/constants/money-flows.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import { dayTime, fields, note, page, signature, totals, type Html } from './html.js';
import type { PrintContext, PrintKey, PrintT } from './words.js';

/** Whom the money moved with. */
export type CashParty = 'partner' | 'customer' | 'provider' | 'third';
const PARTY_LABEL: Readonly<Record<CashParty, PrintKey>> = { partner: 'field.partner', customer: 'field.customer', provider: 'field.provider', third: 'field.third' };

export interface CashSlip {
  number: number;
  createdAt: string;
  type: CashflowType;
  concept: CashflowConcept;
  paymentMethod: PaymentMethod;
  amount: number;
  /** Who the money moved with (partner, customer, provider or third party), by name. */
  parties: Array<readonly [CashParty, string]>;
  garage: string | null;
  tag: string | null;
  description: string | null;
}

export function cashSlipTitle(entry: Pick<CashSlip, 'number' | 'concept'>, t: PrintT): string {
  return t('cash.title', { concept: t(`concept.${entry.concept}`).toLowerCase(), number: entry.number });
}

export function renderCashSlip(entry: CashSlip, paper: PaperSize, print: PrintContext): string {
  const { t } = print;
  const body: Html[] = [
    fields([
      [t('page.date'), dayTime(entry.createdAt, print)],
      [t('field.kind'), t(`cashflowType.${entry.type}`)],
      [t('field.concept'), t(`concept.${entry.concept}`)],
      [t('field.paymentMethod'), t(`payment.${entry.paymentMethod}`)],
      ...entry.parties.map(([party, name]) => [t(PARTY_LABEL[party]), name] as const),
      [t('field.garage'), entry.garage],
      [t('field.tag'), entry.tag],
    ]),
    totals([[t('total.amount'), entry.amount]]),
    note(t('field.description'), entry.description),
    signature([t('cash.handedOver'), t('cash.receivedBy')]),
  ];
  const title = cashSlipTitle(entry, t);
  return page({ title, heading: title, paper, body, print });
}
