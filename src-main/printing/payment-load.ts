/**
 * A payment's receipt from the replica: the account movement `POST /account/pay` wrote (its id is
 * the one the desk gave the payment), the cash flow entry it names for how it was paid and who
 * collected it, and the customer's fiscal identity.
 */
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import { load, party, receiptCustomer, type PrintReader } from './load.js';
import type { PaymentReceipt } from './payment-receipt.js';
import { paymentEntrySource, paymentSource } from './sources.js';

export function loadPaymentReceipt(reader: PrintReader, id: string): PaymentReceipt {
  const movement = reader.get('accountMovements', id);
  if (movement !== undefined && movement.kind !== 'payment') throw AppError.conflict(said('print.notPayment', { id }));
  const payment = load(reader, 'accountMovements', id, paymentSource, 'payment');
  const entry = payment.refId ? paymentEntrySource.safeParse(reader.get('cashflows', payment.refId)) : null;
  const paid = entry?.success ? entry.data : null;
  return {
    number: payment.number,
    createdAt: payment.createdAt,
    customer: receiptCustomer(reader, payment.customer),
    // The movement lowers the balance by what was paid.
    amount: Math.abs(payment.delta),
    paymentMethod: paid?.paymentMethod ?? 'DEFAULT',
    balanceAfter: payment.balance,
    collectedBy: paid?.partner ? (party(reader, 'users', paid.partner)?.name ?? null) : null,
  };
}
