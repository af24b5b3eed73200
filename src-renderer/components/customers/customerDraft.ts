/** The customer form's working copy and the create / update inputs it becomes (spec §5 Customer). */
import { CUSTOMER_PHONE_PATTERN, typedCustomerPhone } from '../../../src-shared/constants/customers.js';
import { DEFAULT_IVA_CONDITION, formatTaxId, type IvaCondition, type TaxIdKind } from '../../../src-shared/fiscal.js';
import { customerCreateBody, type CustomerCreateInput, type CustomerUpdateInput } from '../../../src-shared/schemas/customer.js';
import type { CustomerDoc } from '../documents/read.js';

export interface CustomerDraft {
  name: string;
  phone: string;
  email: string;
  contactEmail: string;
  segment: string;
  isWholesaler: boolean;
  notes: string;
  address: { label: string; street: string; unit: string; city: string; province: string };
  taxIdKind: TaxIdKind;
  /** As typed (`30-50000000-0`); the contract keeps its digits. */
  taxId: string;
  ivaCondition: IvaCondition;
}

export const EMPTY_CUSTOMER: CustomerDraft = {
  name: '',
  phone: '',
  email: '',
  contactEmail: '',
  segment: '',
  isWholesaler: false,
  notes: '',
  address: { label: '', street: '', unit: '', city: '', province: '' },
  taxIdKind: 'CUIT',
  taxId: '',
  ivaCondition: DEFAULT_IVA_CONDITION,
};

/** The draft of a customer whose create the server refused, from the body that was sent; null when it is not a customer's create. */
export function draftFromSent(body: unknown): CustomerDraft | null {
  const sent = customerCreateBody.safeParse(body);
  return sent.success ? draftOf({ ...sent.data, _id: sent.data._id ?? '' }) : null;
}

export function draftOf(customer: CustomerDoc): CustomerDraft {
  const a = customer.address;
  return {
    name: customer.name,
    phone: customer.phone ?? '',
    email: customer.email ?? '',
    contactEmail: customer.contactEmail ?? '',
    segment: customer.segment ?? '',
    isWholesaler: customer.isWholesaler ?? false,
    notes: customer.notes ?? '',
    address: { label: a?.label ?? '', street: a?.street ?? '', unit: a?.unit ?? '', city: a?.city ?? '', province: a?.province ?? '' },
    taxIdKind: customer.taxIdKind ?? 'CUIT',
    taxId: formatTaxId(customer.taxIdKind, customer.taxId),
    ivaCondition: customer.ivaCondition ?? DEFAULT_IVA_CONDITION,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * A phone already in the contract's form is kept as the clerk wrote it (`+54 11 44445555`); one
 * with dashes or more spaces (`+54 11 4444-5555`) is read as the sign-in page reads it; what still
 * is no phone goes as typed, for the schema to refuse with its example.
 */
const phoneAsTyped = (text: string): string => (CUSTOMER_PHONE_PATTERN.test(text.trim()) ? text : (typedCustomerPhone(text) ?? text));

function details(draft: CustomerDraft) {
  return {
    phone: orNull(phoneAsTyped(draft.phone)),
    email: orNull(draft.email),
    contactEmail: orNull(draft.contactEmail),
    segment: orNull(draft.segment),
    isWholesaler: draft.isWholesaler,
    notes: orNull(draft.notes),
    taxIdKind: orNull(draft.taxId) ? draft.taxIdKind : null,
    taxId: orNull(draft.taxId),
    ivaCondition: draft.ivaCondition,
  };
}

function address(draft: CustomerDraft) {
  const { unit, ...lines } = draft.address;
  return { ...lines, ...(unit.trim() ? { unit: unit.trim() } : {}), offline: true };
}

export function customerCreateInput(draft: CustomerDraft): CustomerCreateInput {
  return { name: draft.name, address: address(draft), ...details(draft) };
}

export function customerUpdateInput(draft: CustomerDraft): CustomerUpdateInput {
  return { name: draft.name, address: address(draft), ...details(draft) };
}
