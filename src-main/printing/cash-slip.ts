/** A cash flow entry's slip: who paid whom, how much, how and why, signed by both sides. */
import type { CashflowConcept, CashflowType, PaymentMethod } from '../../src-shared/constants.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import { dayTime, fields, note, page, signature, totals, type Html } from './html.js';
import { CASHFLOW_TYPE_LABEL, CONCEPT_LABEL, PAYMENT_LABEL } from './labels.js';

export interface CashSlip {
  number: number;
  createdAt: string;
  type: CashflowType;
  concept: CashflowConcept;
  paymentMethod: PaymentMethod;
  amount: number;
  /** Who the money moved with (partner, customer, provider or third party), labelled. */
  parties: Array<readonly [string, string]>;
  garage: string | null;
  tag: string | null;
  description: string | null;
}

export function cashSlipTitle(entry: Pick<CashSlip, 'number' | 'concept'>): string {
  return `Comprobante de ${CONCEPT_LABEL[entry.concept].toLowerCase()} N° ${entry.number}`;
}

export function renderCashSlip(entry: CashSlip, paper: PaperSize): string {
  const body: Html[] = [
    fields([
      ['Fecha', dayTime(entry.createdAt)],
      ['Tipo', CASHFLOW_TYPE_LABEL[entry.type]],
      ['Movimiento', CONCEPT_LABEL[entry.concept]],
      ['Forma de pago', PAYMENT_LABEL[entry.paymentMethod]],
      ...entry.parties,
      ['Depósito', entry.garage],
      ['Etiqueta', entry.tag],
    ]),
    totals([['Importe', entry.amount]]),
    note('Concepto', entry.description),
    signature(['Entregó', 'Recibió']),
  ];
  const title = cashSlipTitle(entry);
  return page({ title, heading: title, paper, body });
}
