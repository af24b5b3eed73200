/**
 * The cash flow forms (domain §6): one draft for every kind of entry, the body each endpoint takes,
 * and its check by the endpoint's own shared schema, so the form refuses exactly what the server
 * would. A transfer between garages is the internal endpoint with a destination (two linked
 * entries, EGRESS at the origin and INGRESS at the destination); an adjust is a cash count
 * correction at one garage.
 */
import type { z } from 'zod';
import type { CashflowConcept, PaymentMethod } from '../../../src-shared/constants/money-flows.js';
import type { IpcClient } from '../../../src-shared/ipc/client.js';
import type { QueuedWrite } from '../../../src-shared/ipc/route-input.js';
import type { RouteName } from '../../../src-shared/routes/index.js';
import { cashflowExternalBody, cashflowInternalBody, cashflowPartnerBody, cashflowProviderBody } from '../../../src-shared/schemas/cashflow.js';
import type { ErrorDetail } from '../../../src-shared/errors.js';
import { issuesToDetails } from '../../../src-shared/schemas/messages.js';

export const ENTRY_KINDS = ['partner', 'provider', 'internal', 'transfer', 'adjust', 'external'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The route each form posts to, for the role check. */
export const KIND_ROUTE: Readonly<Record<EntryKind, RouteName>> = {
  partner: 'cashflow.createPartner',
  provider: 'cashflow.createProvider',
  internal: 'cashflow.createInternal',
  transfer: 'cashflow.createInternal',
  adjust: 'cashflow.createInternal',
  external: 'cashflow.createExternal',
};

export interface EntryDraft {
  amount: number | null;
  concept: CashflowConcept;
  paymentMethod: PaymentMethod;
  description: string;
  partner: string | null;
  customer: string | null;
  provider: string | null;
  /** The garage whose cash moves; for a transfer, the origin. */
  garage: string | null;
  destination: string | null;
  third: string | null;
  tag: string;
  isBudget: boolean;
}

export function newDraft(kind: EntryKind): EntryDraft {
  return {
    amount: null,
    // Paying a provider or a third and moving money out to another garage are the usual cases.
    concept: kind === 'partner' || kind === 'internal' ? 'INGRESS' : 'EGRESS',
    paymentMethod: 'CASH',
    description: '',
    partner: null,
    customer: null,
    provider: null,
    garage: null,
    destination: null,
    third: null,
    tag: '',
    isBudget: false,
  };
}

const SCHEMA = {
  partner: cashflowPartnerBody,
  provider: cashflowProviderBody,
  internal: cashflowInternalBody,
  transfer: cashflowInternalBody,
  adjust: cashflowInternalBody,
  external: cashflowExternalBody,
} as const satisfies Record<EntryKind, z.ZodType>;

const present = <T>(value: T | null | undefined): T | undefined => (value === null || value === undefined ? undefined : value);
const filled = (value: string): string | undefined => (value.trim() ? value : undefined);

/** The body the kind's endpoint takes, with what was left blank left out. */
export function entryBody(kind: EntryKind, draft: EntryDraft): Record<string, unknown> {
  const money = {
    amount: present(draft.amount),
    concept: kind === 'transfer' ? 'EGRESS' : draft.concept,
    paymentMethod: draft.paymentMethod,
    description: filled(draft.description),
  };
  const garage = present(draft.garage);
  const tag = filled(draft.tag)?.trim();
  switch (kind) {
    case 'partner':
      return { ...money, partner: present(draft.partner), customer: present(draft.customer), garage, isBudget: draft.isBudget };
    case 'provider':
      return { ...money, provider: present(draft.provider), garage };
    case 'internal':
      return { ...money, garage, tag };
    case 'transfer':
      return { ...money, garage, destination: present(draft.destination), tag };
    case 'adjust':
      return { ...money, garage, tag, adjust: true };
    case 'external':
      return { ...money, third: present(draft.third), garage };
  }
}

/** A field's problem: what the schema said (none when only left blank), and whether it was left blank. */
export interface FieldProblem {
  detail: ErrorDetail | null;
  missing: boolean;
}

export type EntryCheck = { ok: true } | { ok: false; errors: Record<string, FieldProblem> };

/** The endpoint's own schema on the body: per field, its message and whether it was left blank. */
export function checkEntry(kind: EntryKind, body: Record<string, unknown>): EntryCheck {
  const parsed = SCHEMA[kind].safeParse(body);
  if (parsed.success) return { ok: true };
  const errors: Record<string, FieldProblem> = {};
  for (const detail of issuesToDetails(parsed.error)) errors[detail.path] ??= { detail, missing: body[detail.path] === undefined };
  return { ok: false, errors };
}

/** Queues the entry (the outbox answers at once): its id is the new entry's, the origin's for a transfer. */
export function submitEntry(api: IpcClient, kind: EntryKind, body: Record<string, unknown>): Promise<QueuedWrite> {
  switch (kind) {
    case 'partner':
      return api.cashflow.createPartner(cashflowPartnerBody.parse(body));
    case 'provider':
      return api.cashflow.createProvider(cashflowProviderBody.parse(body));
    case 'external':
      return api.cashflow.createExternal(cashflowExternalBody.parse(body));
    default:
      return api.cashflow.createInternal(cashflowInternalBody.parse(body));
  }
}
