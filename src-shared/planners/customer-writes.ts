/**
 * Customers' plain writes (spec §3, domain §8): an AV's customers are its own — one it creates is
 * its own whatever the body says, and one of another partner is answered as missing (404), so ids
 * cannot be probed. Customers made by the house belong to no partner.
 */
import { PARTNER_ROLE } from '../constants/roles.js';
import type { CustomerFields } from '../documents/customers.js';
import { DEFAULT_IVA_CONDITION, taxIdKindOf } from '../fiscal.js';
import type { CustomerCreateBody, CustomerUpdateBody } from '../schemas/customer.js';
import { ownFields } from './reads.js';
import type { CreateOf, ReferenceWrites } from './reference-writes.js';

/** A tax id sent without its kind is read by its digits (11: a CUIT); a cleared one clears its kind. */
function taxIdentity(body: Pick<CustomerUpdateBody, 'taxId' | 'taxIdKind'>): Pick<CustomerFields, 'taxId' | 'taxIdKind'> {
  if (body.taxId === undefined) return body.taxIdKind === undefined ? {} : { taxIdKind: body.taxIdKind };
  if (body.taxId === null) return { taxId: null, taxIdKind: body.taxIdKind ?? null };
  return { taxId: body.taxId, taxIdKind: body.taxIdKind ?? taxIdKindOf(body.taxId) };
}

export const CUSTOMER_WRITES: ReferenceWrites<'customers', CreateOf<CustomerCreateBody>, CustomerUpdateBody> = {
  collection: 'customers',
  // A customer who does not say otherwise buys as a final consumer.
  create: (body, _reads, { actor }) => ({
    ...body,
    ...taxIdentity(body),
    ivaCondition: body.ivaCondition ?? DEFAULT_IVA_CONDITION,
    partner: actor.role === PARTNER_ROLE ? actor.id : null,
  }),
  // Address parts sent on update are merged into the stored address.
  update: (current, body) => ({
    ...ownFields(current),
    ...body,
    ...taxIdentity(body),
    ...(body.ivaCondition === null ? { ivaCondition: DEFAULT_IVA_CONDITION } : {}),
    address: body.address ? ({ ...(current.address ?? {}), ...body.address } as CustomerFields['address']) : (current.address ?? null),
  }),
  visible: (current, actor) => actor.role !== PARTNER_ROLE || current.partner === actor.id,
};
