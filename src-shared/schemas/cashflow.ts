/**
 * Cash flow entries (spec §3, §5; domain §6). The endpoint sets the type, so each endpoint has its
 * own body with the party that type needs.
 */
import type { z } from 'zod';
import { DESCRIPTION_MAX, TAG_MAX } from '../constants/field-lengths.js';
import { CASHFLOW_CONCEPTS, PAYMENT_METHODS } from '../constants/money-flows.js';
import { clientId, flag, id, longText, obj, oneOf, positiveMoney, text } from './common.js';
import { contract, issueSaying } from './messages.js';

const entryFields = {
  _id: clientId(),
  amount: positiveMoney(),
  concept: oneOf(CASHFLOW_CONCEPTS),
  paymentMethod: oneOf(PAYMENT_METHODS),
  description: longText(DESCRIPTION_MAX).nullable().optional(),
};

/** `POST /cashflow`: commercial.partner; customer, garage and isBudget are optional (domain §6). */
export const cashflowPartnerBody = obj({
  ...entryFields,
  partner: id(),
  customer: id().nullable().optional(),
  garage: id().nullable().optional(),
  isBudget: flag().optional(),
});
export type CashflowPartnerBody = z.output<typeof cashflowPartnerBody>;
export type CashflowPartnerInput = z.input<typeof cashflowPartnerBody>;

/**
 * `POST /cashflow/provider`: commercial.provider. `garage` says whose cash paid, so cash balances
 * per garage stay right; without it the default garage is meant.
 */
export const cashflowProviderBody = obj({
  ...entryFields,
  provider: id(),
  garage: id().nullable().optional(),
});
export type CashflowProviderBody = z.output<typeof cashflowProviderBody>;
export type CashflowProviderInput = z.input<typeof cashflowProviderBody>;

/**
 * `POST /cashflow/internal`: internal, at a garage with a tag. `destination` makes it a transfer
 * (two linked entries, domain §6); `adjust` records a cash count correction (internal.adjust),
 * which moves no money anywhere, so it cannot have a destination.
 */
export const cashflowInternalBody = obj({
  ...entryFields,
  garage: id(),
  tag: text(TAG_MAX, 1).optional(),
  destination: id().optional(),
  adjust: flag().optional(),
}).superRefine((body, ctx) => {
  if (body.destination === undefined) return;
  if (body.destination === body.garage) {
    ctx.addIssue({ code: 'custom', path: ['destination'], ...issueSaying(contract.differs('destination', 'garage')) });
  }
  if (body.adjust === true) {
    ctx.addIssue({ code: 'custom', path: ['destination'], ...issueSaying(contract.notWith('destination', 'adjust')) });
  }
});
export type CashflowInternalBody = z.output<typeof cashflowInternalBody>;
export type CashflowInternalInput = z.input<typeof cashflowInternalBody>;

/** `POST /cashflow/external`: external, with a third party. */
export const cashflowExternalBody = obj({
  ...entryFields,
  third: id(),
  garage: id().nullable().optional(),
});
export type CashflowExternalBody = z.output<typeof cashflowExternalBody>;
export type CashflowExternalInput = z.input<typeof cashflowExternalBody>;

/**
 * `PATCH /cashflow/{id}`: the money fields only. The party decides the type, so a wrong party is
 * fixed by deleting the entry and recording a new one, which keeps the trail.
 */
export const cashflowUpdateBody = obj({
  amount: positiveMoney().optional(),
  concept: oneOf(CASHFLOW_CONCEPTS).optional(),
  paymentMethod: oneOf(PAYMENT_METHODS).optional(),
  description: entryFields.description,
  tag: text(TAG_MAX, 1).optional(),
});
export type CashflowUpdateBody = z.output<typeof cashflowUpdateBody>;
