/**
 * The reports of the statistics and partner finance routes, checked in full (fields beyond them
 * pass through) and declared as the shared interfaces the screens read (documents/statistics.ts,
 * documents/finance.ts), so a report and its schema cannot drift apart.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../constants/money-flows.js';
import type { PartnerFinance, PartnerRow } from '../../documents/finance.js';
import type { CashBalances, Creditors, FinanceStatistics, MyFinances, PartnerHistory, PartnerMonth } from '../../documents/statistics.js';
import { pageOf } from './shapes.js';

const totals = z.record(z.string(), z.number());
const span = { from: z.string(), to: z.string() };
const partnerBalance = { toPay: z.number(), collected: z.number(), paid: z.number(), balance: z.number() };
const partnerRef = z.looseObject({ _id: z.string(), name: z.string(), username: z.string(), status: z.boolean() });
const named = z.looseObject({ _id: z.string(), name: z.string().nullable() });

export const partnerRow: z.ZodType<PartnerRow> = z.looseObject({ partner: partnerRef, ...partnerBalance });

export const partnerFinance: z.ZodType<PartnerFinance> = z.looseObject({
  partner: partnerRef,
  ...partnerBalance,
  movements: z.array(
    z.looseObject({
      kind: z.enum(['order', 'ingress', 'egress']),
      _id: z.string(),
      number: z.number(),
      at: z.string(),
      amount: z.number(),
      effect: z.number(),
      description: z.string().nullable(),
      customer: z.string().nullable(),
      stored: z.boolean().optional(),
    }),
  ),
});

const financeMonth = z.looseObject({
  month: z.string(),
  orders: z.number(),
  sales: z.number(),
  cost: z.number(),
  contribution: z.number(),
  logistic: z.number(),
  toPay: z.number(),
  profit: z.number(),
  buys: z.number(),
  purchases: z.number(),
  cashIn: z.number(),
  cashOut: z.number(),
  cashNet: z.number(),
});
export const financeStatistics: z.ZodType<FinanceStatistics> = z.looseObject({ ...span, months: z.array(financeMonth), totals });

const partnerMonth: z.ZodType<PartnerMonth> = z.looseObject({
  month: z.string(),
  orders: z.number(),
  sales: z.number(),
  toPay: z.number(),
  profit: z.number(),
  collected: z.number(),
  paid: z.number(),
});
export const partnerHistory: z.ZodType<PartnerHistory> = z.looseObject({ ...span, partners: z.array(z.looseObject({ partner: named, months: z.array(partnerMonth), totals })) });
export const myFinances: z.ZodType<MyFinances> = z.looseObject({ ...span, ...partnerBalance, partner: z.looseObject({ _id: z.string(), name: z.string() }), months: z.array(partnerMonth), totals });

const methodFigures = z.looseObject({ ingress: z.number(), egress: z.number(), balance: z.number() });
const byMethod = z.record(z.enum(PAYMENT_METHODS), methodFigures);
export const cashBalances: z.ZodType<CashBalances> = z.looseObject({
  garages: z.array(z.looseObject({ garage: named.nullable(), methods: byMethod, balance: z.number() })),
  methods: byMethod,
  balance: z.number(),
});

export const creditors: z.ZodType<Creditors> = z.looseObject({
  customers: pageOf(z.looseObject({ account: z.looseObject({ _id: z.string(), number: z.number(), status: z.boolean() }), customer: named, partner: z.string().nullable(), balance: z.number() })),
  partners: pageOf(z.looseObject({ partner: named, ...partnerBalance })),
  totals: z.looseObject({ customers: z.number(), partners: z.number() }),
});
