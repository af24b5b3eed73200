/**
 * Partner and provider balances as the server answers them (domain §6): `/finance/partners`,
 * `/finance/partner/{id}` and the provider balances of `/statistics/provider-balances`. The server
 * writes these shapes and the screens read them, so both import them from here.
 */
import type { Page } from './page.js';

export interface PartnerBalance {
  /** Σ toPay of the partner's delivered orders. */
  toPay: number;
  /** Σ commercial.partner INGRESS naming the partner (money it collected for the company). */
  collected: number;
  /** Σ commercial.partner EGRESS naming the partner (money the company paid it). */
  paid: number;
  /** toPay − collected + paid: positive, the partner owes the company. */
  balance: number;
}

/** A partner (an AV user) as the finance answers name it. */
export interface PartnerRef {
  _id: string;
  name: string;
  username: string;
  status: boolean;
}

/** One row of `GET /finance/partners`. */
export interface PartnerRow extends PartnerBalance {
  partner: PartnerRef;
}

export interface PartnerMovement {
  /** `order`: a delivered order the partner owes `toPay` for; `ingress`/`egress`: a cash flow entry. */
  kind: 'order' | 'ingress' | 'egress';
  _id: string;
  number: number;
  at: string;
  amount: number;
  /** What it does to the balance (+ the partner owes more). */
  effect: number;
  description: string | null;
  customer: string | null;
  /** Orders only: already closed by a partner audit. */
  stored?: boolean;
}

/** `GET /finance/partner/{id}`: the balance and every movement behind it, oldest first. */
export interface PartnerFinance extends PartnerBalance {
  partner: PartnerRef;
  movements: PartnerMovement[];
}

export interface ProviderBalance {
  invoiced: number;
  debitNotes: number;
  creditNotes: number;
  paid: number;
  /** Σ FC + Σ ND − Σ NC − Σ provider EGRESS: what the company owes the provider. */
  balance: number;
}

export interface ProviderRef {
  _id: string;
  name: string;
  status: boolean;
}

/** One row of `GET /statistics/provider-balances`. */
export interface ProviderBalanceRow extends ProviderBalance {
  provider: ProviderRef;
}

export interface ProviderMovement {
  /** A receipt (FC, NC, ND) or a payment (EGRESS). */
  kind: 'FC' | 'NC' | 'ND' | 'EGRESS';
  collection: 'receipts' | 'cashflows';
  _id: string;
  number: number;
  at: string;
  amount: number;
  /** What it does to the balance: + the company owes more. */
  effect: number;
}

/** `GET /statistics/provider-balances/{id}`: the balance and its movements, newest first, paged. */
export interface ProviderBalanceDetail extends ProviderBalance {
  provider: ProviderRef;
  movements: Page<ProviderMovement>;
}
