/** Which of the main garage's tills a payment comes out of: the one holding more, as a cashier would. */
import type { PaymentMethod } from '../../../src-shared/constants/money-flows.js';
import type { WriteTx } from '../../db/write.js';
import { cashSums } from '../../features/finance/balances.js';

export async function payingMethod(tx: WriteTx, garage: string): Promise<PaymentMethod> {
  const held = await cashSums(tx.trx);
  const of = (method: PaymentMethod) => held.find((c) => c.garage === garage && c.paymentMethod === method)?.balance ?? 0;
  return of('BANK') >= of('CASH') ? 'BANK' : 'CASH';
}
