/**
 * Route answers that are not documents: sign-in and pairing, the dashboard's figures and provider
 * balances (the other reports: statistics.ts), an inventory import's dry run, the sync pull's page.
 */
import { z } from 'zod';
import type { ProviderBalanceDetail, ProviderBalanceRow, ProviderMovement } from '../../documents/finance.js';
import { anyDoc, anyDocAsSent, money, pageOf } from './shapes.js';

/** Signed in: the session's token and who it is (a user, or a customer by code). */
export const sessionAnswer = z.object({ token: z.string(), user: anyDoc, device: z.string().nullable().optional() });
export const otpSentAnswer = z.object({ sent: z.boolean(), expiresAt: z.string() });
export const pairingCodeAnswer = z.object({ code: z.string(), expiresAt: z.string() });
export const meAnswer = z.object({ user: anyDoc, role: z.string(), device: z.string().nullable() });
export const signedOutAnswer = z.object({ ok: z.boolean() });
export const lockAnswer = z.object({ locked: z.boolean(), until: z.string().nullable() });
export const deliveryMessageAnswer = z.object({ message: z.string().nullable() });

const providerRef = z.looseObject({ _id: z.string(), name: z.string(), status: z.boolean() });
const providerBalance = { invoiced: money, debitNotes: money, creditNotes: money, paid: money, balance: money };
const providerMovement: z.ZodType<ProviderMovement> = z.looseObject({
  kind: z.enum(['FC', 'NC', 'ND', 'EGRESS']),
  collection: z.enum(['receipts', 'cashflows']),
  _id: z.string(),
  number: z.number(),
  at: z.string(),
  amount: money,
  effect: money,
});
/** The provider balances, checked in full and declared as the shared interfaces the screens read (documents/finance.ts). */
export const providerBalanceRow: z.ZodType<ProviderBalanceRow> = z.looseObject({ provider: providerRef, ...providerBalance });
export const providerBalanceDetail: z.ZodType<ProviderBalanceDetail> = z.looseObject({ provider: providerRef, ...providerBalance, movements: pageOf(providerMovement) });

export const mainStatistics = z.looseObject({
  orders: z.record(z.string(), z.number()),
  salesThisMonth: z.looseObject({ month: z.string(), orders: z.number(), total: money }),
  buysAwaitingApproval: z.number(),
  shortage: z.number(),
  negative: z.number(),
  cashBalance: money,
});

/** An inventory import: the new audit, or as a dry run the differences it would apply (documents/audits.ts `InventoryDryRun`). */
export const inventoryDryRun = z.looseObject({ dryRun: z.literal(true), differences: z.array(z.looseObject({})), warnings: z.array(z.looseObject({})).optional() });

/** One change of the sync pull: a document's new version, or its removal (`deleted`, no `doc`). */
export const pulledChange = z.object({
  collection: z.string(),
  id: z.string(),
  seq: z.number().int(),
  deleted: z.boolean(),
  doc: anyDocAsSent.nullable().optional(),
});
export const pullPage = z.object({ serverId: z.string(), reset: z.boolean(), cursor: z.number().int().min(0), hasMore: z.boolean(), changes: z.array(pulledChange) });
