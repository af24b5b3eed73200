/**
 * The delivery option an order names (domain §7), checked: enabled, offered to the caller's role,
 * and for the order's customer, wholesaler or retail (`src-shared/deliveries/audience.ts`). What the
 * order copies from it is `src-shared/documents/order-delivery.ts`.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import type { CustomerFields } from '../../../src-shared/documents/customers.js';
import { deliveryCustomers, deliveryOpenToCustomer, deliveryOpenToRole } from '../../../src-shared/deliveries/audience.js';
import { deliveryPricesOf, NO_DELIVERY, type DeliveryPrices } from '../../../src-shared/documents/order-delivery.js';
import { getDoc, type AnyReader } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { DELIVERIES } from '../catalog/collections.js';
import { invalidReference } from './scope.js';

type OrderCustomer = Pick<CustomerFields, 'name' | 'isWholesaler'>;

const DELIVERY_PATH = 'delivery._id';

function refuseForCustomer(option: { name: string; isWholesaler?: boolean | null; isRetailer?: boolean | null }, customer: OrderCustomer, path: string): Error {
  const only = deliveryCustomers(option) === 'wholesalers' ? 'wholesaler' : 'retail';
  return invalidReference(path, said('delivery.onlyFor', { option: option.name, only, customer: customer.name }));
}

/**
 * The prices of the option `id` the caller picks for `customer`'s order, or none when no option is
 * named. An option that lists roles is offered only to them (as `GET /delivery/public` shows it);
 * the admin may pick any.
 */
export async function deliveryPrices(db: AnyReader, caller: Caller, customer: OrderCustomer, id: string | null | undefined, path = DELIVERY_PATH): Promise<DeliveryPrices> {
  if (!id) return NO_DELIVERY;
  const option = await getDoc(db, DELIVERIES, id);
  if (!option || !option.status) throw invalidReference(path, said('reference.notEnabled', { what: 'delivery option', id }));
  if (!deliveryOpenToRole(option, caller.role)) throw invalidReference(path, said('delivery.notForRole', { option: option.name, role: caller.role }));
  if (!deliveryOpenToCustomer(option, customer)) throw refuseForCustomer(option, customer, path);
  return deliveryPricesOf(option);
}

/**
 * An option the order already names, kept for another customer (an edit that changes the customer,
 * a draft confirmed with its own delivery): it must still be one that customer may use. Who picked it
 * was checked when it was picked; an option since removed leaves the copy the order holds.
 */
export async function checkKeptDelivery(db: AnyReader, customer: OrderCustomer, id: string | null | undefined, path = DELIVERY_PATH): Promise<void> {
  if (!id) return;
  const option = await getDoc(db, DELIVERIES, id);
  if (option && !deliveryOpenToCustomer(option, customer)) throw refuseForCustomer(option, customer, path);
}
