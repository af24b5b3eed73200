/**
 * An order's delivery (domain §7): the client names an option by `_id` and the server copies its
 * name, prices and `contributes`; a client never sets delivery prices. Where to deliver and
 * whether the customer pays the delivery come from the request.
 */
import type { OrderDeliveryCreateInput } from '../../../src-shared/schemas/order.js';
import { getDoc, type AnyReader } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { DELIVERIES } from '../catalog/collections.js';
import type { OrderDelivery } from './collection.js';
import { NO_DELIVERY, type DeliveryPrices } from './pricing.js';
import { invalidReference } from './scope.js';

/**
 * The prices of the option `id`, or none when no option is named. An option that lists roles is
 * offered only to them (as `GET /delivery/public` shows it); the admin may pick any.
 */
export async function deliveryPrices(db: AnyReader, caller: Caller, id: string | null | undefined, path = 'delivery._id'): Promise<DeliveryPrices> {
  if (!id) return NO_DELIVERY;
  const option = await getDoc(db, DELIVERIES, id);
  if (!option || !option.status) throw invalidReference(path, `no enabled delivery option has id ${id}`);
  const roles = option.roles ?? [];
  if (caller.role !== 'ADMIN' && roles.length > 0 && !roles.includes(caller.role)) {
    throw invalidReference(path, `the delivery option ${option.name} is not offered to the ${caller.role} role`);
  }
  return {
    _id: option._id,
    name: option.name,
    customerPrice: option.customerPrice ?? 0,
    partnerPrice: option.partnerPrice ?? 0,
    internPrice: option.internPrice ?? 0,
    contributes: Boolean(option.contributes),
  };
}

/** The delivery an order stores: the option's copy plus where to, not yet delivered. */
export function orderDelivery(input: Omit<OrderDeliveryCreateInput, '_id'>, prices: DeliveryPrices): OrderDelivery {
  return {
    ...prices,
    charged: input.charged,
    phone: input.phone,
    contactEmail: input.contactEmail || null,
    address: input.address,
    delivered: false,
    deliveredAt: null,
  };
}
