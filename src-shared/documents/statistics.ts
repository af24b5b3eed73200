/**
 * The statistics reports as the server answers them (domain §6): finances by month, a partner's
 * months (partner history, my finances), cash balances and creditors. Months are `YYYY-MM`;
 * `totals` are the column sums of the month rows (every numeric field but the month).
 */
import type { PaymentMethod } from '../constants/money-flows.js';
import type { PartnerBalance } from './finance.js';
import type { Page } from './page.js';

/** A report's period as the server resolved it (ISO times) and its column sums by field. */
export interface ReportSpan {
  from: string;
  to: string;
}
export type MonthTotals = Record<string, number>;

/** One month of `GET /statistics/finances`. */
export interface FinanceMonth {
  month: string;
  /** Delivered orders and the sums of their parts, counted in the month they were delivered. */
  orders: number;
  sales: number;
  cost: number;
  contribution: number;
  logistic: number;
  toPay: number;
  profit: number;
  /** Approved buys, counted at their total in the month they were created. */
  buys: number;
  purchases: number;
  /** Cash in and out, transfers between garages left out. */
  cashIn: number;
  cashOut: number;
  cashNet: number;
}

export interface FinanceStatistics extends ReportSpan {
  months: FinanceMonth[];
  totals: MonthTotals;
}

/** One month of a partner: its delivered orders, what it owes for them, what it collected or was paid. */
export interface PartnerMonth {
  month: string;
  orders: number;
  sales: number;
  toPay: number;
  profit: number;
  collected: number;
  paid: number;
}

/** `GET /statistics/partner-history`: per partner (by name), its months. */
export interface PartnerHistory extends ReportSpan {
  partners: Array<{ partner: { _id: string; name: string | null }; months: PartnerMonth[]; totals: MonthTotals }>;
}

/** `GET /statistics/my-finances`: the caller's partner view (for staff, the house partner's). */
export interface MyFinances extends PartnerBalance, ReportSpan {
  partner: { _id: string; name: string };
  months: PartnerMonth[];
  totals: MonthTotals;
}

/** `GET /statistics/cash-balances`: Σ INGRESS − Σ EGRESS of active entries. */
export interface MethodFigures {
  ingress: number;
  egress: number;
  balance: number;
}

export interface GarageBalance {
  /** Null for entries that name no garage; a null name for a garage no longer listed. */
  garage: { _id: string; name: string | null } | null;
  methods: Record<PaymentMethod, MethodFigures>;
  balance: number;
}

export interface CashBalances {
  garages: GarageBalance[];
  methods: Record<PaymentMethod, MethodFigures>;
  balance: number;
}

/** A customer whose account balance is positive (closed accounts included). */
export interface CreditorCustomer {
  account: { _id: string; number: number; status: boolean };
  customer: { _id: string; name: string | null };
  partner: string | null;
  balance: number;
}

/** A partner whose balance is positive. */
export interface CreditorPartner extends PartnerBalance {
  partner: { _id: string; name: string | null };
}

/** `GET /statistics/creditors`: both lists paged alike, largest debt first, with grand totals. */
export interface Creditors {
  customers: Page<CreditorCustomer>;
  partners: Page<CreditorPartner>;
  totals: { customers: number; partners: number };
}
