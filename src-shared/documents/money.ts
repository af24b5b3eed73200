/** Money documents: cash flow entries, accounts and their movements, receipts. The server writes these shapes; the desktop and screens read them. */
import type { CashflowConcept, CashflowType, PaymentMethod, ReceiptType } from '../constants/money-flows.js';
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

/** What an entry holds where its write says nothing (domain §6). */
export const CASHFLOW_DEFAULTS = {
  description: null,
  partner: null,
  customer: null,
  provider: null,
  garage: null,
  third: null,
  tag: null,
  isBudget: false,
  linked: null,
  order: null,
  payment: null,
  removedAt: null,
  removedBy: null,
} as const satisfies Omit<CashflowFields, 'type' | 'amount' | 'concept' | 'paymentMethod'>;

/** What `POST /cashflow/internal` is sent (src-shared/schemas/cashflow.ts), as far as the entries need it. */
export interface InternalEntryRequest {
  amount: number;
  concept: CashflowConcept;
  paymentMethod: PaymentMethod;
  description?: string | null | undefined;
  garage: string;
  tag?: string | null | undefined;
  destination?: string | null | undefined;
  adjust?: boolean | null | undefined;
}

/**
 * The entries `POST /cashflow/internal` writes (domain §6): one movement at `garage` (a cash count
 * correction with `adjust`), or for a transfer an EGRESS at `garage` (`ids[0]`) and an INGRESS at
 * `destination` (`ids[1]`), each naming the other in `linked`.
 */
export function internalEntries(request: InternalEntryRequest, ids: readonly [origin: string, destination: string]): CashflowFields[] {
  const base = { ...CASHFLOW_DEFAULTS, amount: roundMoney(request.amount), paymentMethod: request.paymentMethod, description: request.description ?? null, tag: request.tag ?? null };
  if (!request.destination) return [{ ...base, type: request.adjust ? 'internal.adjust' : 'internal', concept: request.concept, garage: request.garage }];
  return [
    { ...base, type: 'internal', concept: 'EGRESS', garage: request.garage, linked: ids[1] },
    { ...base, type: 'internal', concept: 'INGRESS', garage: request.destination, linked: ids[0] },
  ];
}

/** A customer's current account; its balance always equals the sum of its movements. */
export interface AccountFields {
  customer: string;
  /** The customer's partner, for scoping. */
  partner: string | null;
  balance: number;
  /** Why the balance was last corrected by hand (`PATCH /account/{id}`), so its history says it. */
  correctionReason?: string | null;
}

/** A new account's balance: the one carried over from before (its 'opening' movement), none when not stated. */
export function openingBalance(carried: number | null | undefined): number {
  return roundMoney(carried ?? 0);
}

/** What moved a customer's account: carried over, a delivered order or its roll-back, a payment, a correction. */
/** `paymentReversal`: a payment collected on a delivery, undone with the delivery's roll back. */
export const ACCOUNT_MOVEMENT_KINDS = ['opening', 'order', 'orderReversal', 'payment', 'paymentReversal', 'correction'] as const;
export type AccountMovementKind = (typeof ACCOUNT_MOVEMENT_KINDS)[number];

export interface AccountMovementFields {
  account: string;
  customer: string;
  partner: string | null;
  /** Positive: the customer owes more (a delivered order); negative: a payment. */
  delta: number;
  kind: AccountMovementKind;
  refId: string | null;
  balance: number;
  /** A correction's reason, as the admin gave it. */
  reason?: string | null;
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
