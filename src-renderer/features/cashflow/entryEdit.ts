/**
 * Changing a recorded cash entry (`PATCH /cashflow/{id}`, domain §6): only the money fields the
 * contract's update body takes — amount, direction, payment method, description, and the tag of an
 * internal entry. The party decides the type, so a wrong party is fixed by removing the entry and
 * recording it again. Checked with the endpoint's own schema, so the form refuses what the server
 * would; only what changed is sent.
 */
import type { CashflowConcept, PaymentMethod } from '../../../src-shared/constants/money-flows.js';
import { cashflowUpdateBody, type CashflowUpdateBody } from '../../../src-shared/schemas/cashflow.js';
import { issuesToDetails } from '../../../src-shared/schemas/messages.js';
import type { FieldProblem } from './entryForm.js';
import { entryType, recordedBy } from '../../components/documents/cashflow.js';
import { awaitsServer, type CashflowDoc } from '../../components/documents/read.js';

export interface EditDraft {
  amount: number | null;
  concept: CashflowConcept;
  paymentMethod: PaymentMethod;
  description: string;
  tag: string;
}

/** Internal entries (and their adjusts and transfers) are grouped by tag; other kinds carry none. */
export const hasTag = (entry: CashflowDoc): boolean => entryType(entry).startsWith('internal');

/**
 * Why the entry cannot be edited now, or null when it can: not yet numbered by the server, removed,
 * or recorded by an order's delivery or a payment on account (changed only through those).
 */
export function editBlocker(entry: CashflowDoc): 'pending' | 'removed' | 'order' | 'payment' | null {
  if (awaitsServer(entry)) return 'pending';
  if (entry.status === false) return 'removed';
  return recordedBy(entry);
}

export function editDraftOf(entry: CashflowDoc): EditDraft {
  return {
    amount: entry.amount ?? null,
    concept: entry.concept ?? 'INGRESS',
    paymentMethod: entry.paymentMethod ?? 'CASH',
    description: entry.description ?? '',
    tag: entry.tag ?? '',
  };
}

export type EditCheck = { ok: true; body: CashflowUpdateBody } | { ok: false; errors: Record<string, FieldProblem> };

/** The changed fields as the update body, checked by its schema; an empty body means nothing changed. */
export function editBody(entry: CashflowDoc, draft: EditDraft): EditCheck {
  const before = editDraftOf(entry);
  const body: Record<string, unknown> = {};
  if (draft.amount !== before.amount) body.amount = draft.amount ?? undefined;
  if (draft.concept !== before.concept) body.concept = draft.concept;
  if (draft.paymentMethod !== before.paymentMethod) body.paymentMethod = draft.paymentMethod;
  if (draft.description.trim() !== before.description.trim()) body.description = draft.description.trim() || null;
  if (hasTag(entry) && draft.tag.trim() !== before.tag.trim() && draft.tag.trim()) body.tag = draft.tag.trim();
  const parsed = cashflowUpdateBody.safeParse(body);
  if (parsed.success && draft.amount !== null) return { ok: true, body: parsed.data };
  const errors: Record<string, FieldProblem> = draft.amount === null ? { amount: { detail: null, missing: true } } : {};
  for (const detail of parsed.success ? [] : issuesToDetails(parsed.error)) errors[detail.path] ??= { detail, missing: false };
  return { ok: false, errors };
}
