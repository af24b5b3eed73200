/**
 * The delivery option an order names (domain §7), checked: enabled and offered to the caller. What
 * the order copies from it is `src-shared/documents/order-delivery.ts`.
 */
import { deliveryPricesOf, NO_DELIVERY, type DeliveryPrices } from '../../../src-shared/documents/order-delivery.js';
import { getDoc, type AnyReader } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { DELIVERIES } from '../catalog/collections.js';
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
  return deliveryPricesOf(option);
}
