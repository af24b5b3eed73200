/** Money documents: cash flow entries, accounts and their movements, receipts. The server writes these shapes; the desktop and screens read them. */
import type { CashflowConcept, CashflowType, PaymentMethod, ReceiptType } from '../constants.js';
import { roundMoney } from '../money.js';

/** A money movement (domain §6). Never hard-deleted: removal sets status false and keeps who and when. */
export interface CashflowFields {
  type: CashflowType;
  amount: number;
  concept: CashflowConcept;
  paymentMethod: PaymentMethod;
  description: string | null;
  partner: string | null;
  customer: string | null;
  provider: string | null;
  garage: string | null;
  third: string | null;
  tag: string | null;
  isBudget: boolean;
  /** The other half of a transfer between garages. */
  linked: string | null;
  /** The order whose delivery recorded it. */
  order: string | null;
  /** The account movement of the payment on account that recorded it. */
  payment?: string | null;
  removedAt: string | null;
  removedBy: string | null;
}

/** A customer's current account; its balance always equals the sum of its movements. */
export interface AccountFields {
  customer: string;
  /** The customer's partner, for scoping. */
  partner: string | null;
  balance: number;
}

/** A new account's balance: the one carried over from before (its 'opening' movement), none when not stated. */
export function openingBalance(carried: number | null | undefined): number {
  return roundMoney(carried ?? 0);
}

export interface AccountMovementFields {
  account: string;
  customer: string;
  partner: string | null;
  /** Positive: the customer owes more (a delivered order); negative: a payment. */
  delta: number;
  kind: 'opening' | 'order' | 'orderReversal' | 'payment' | 'correction';
  refId: string | null;
  balance: number;
}

/** A provider's document: invoice (FC), credit note (NC) or debit note (ND). */
export interface ReceiptFields {
  type: ReceiptType;
  grossTotal: number;
  total: number;
  code: string;
  provider: string;
  buy: string | null;
  logisticCreditNote: boolean;
  isBudget: boolean;
  description: string | null;
  taxes: Array<{ id: string; status: boolean; aliquot: number; type: string; value: number; name: string }>;
}
