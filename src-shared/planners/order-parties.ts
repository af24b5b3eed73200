/**
 * Who an order or a draft belongs to and who may see it (domain §6, §8), and the other documents an
 * order names (its garage, its delivery option), checked as the server takes them. An AV sees only
 * its own orders and customers, and a missing one and another partner's answer alike (404 for a
 * document in the path, 400 for an id in the body) so ids cannot be probed.
 */
import { PARTNER_ROLE, type Role } from '../constants/roles.js';
import { deliveryCustomers, deliveryOpenToCustomer, deliveryOpenToRole, type DeliveryAudience } from '../deliveries/audience.js';
import type { CustomerFields } from '../documents/customers.js';
import { deliveryPricesOf, NO_DELIVERY, type DeliveryPrices } from '../documents/order-delivery.js';
import type { DraftFields, OrderFields } from '../documents/orders.js';
import type { UserFields } from '../documents/users.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { housePartner, referencedPartner } from './partners.js';
import { readOne } from './reads.js';
import { labelOf, notEnabled } from './references.js';
import type { PlanActor, PlanReads, Stored } from './types.js';

/**
 * The partner an order is taken for: an AV's orders are always its own, whatever the body says;
 * staff name an AV user, or the order belongs to the house.
 */
export async function resolvePartner(reads: PlanReads, actor: PlanActor, requested: string | null | undefined): Promise<Stored<UserFields>> {
  if (actor.role === PARTNER_ROLE) {
    const self = await readOne(reads, 'users', actor.id);
    if (!self) throw AppError.notFound('user', actor.id);
    return self;
  }
  if (!requested) return housePartner(reads);
  return referencedPartner(reads, requested);
}

/** Whether a caller may see a customer: an AV only its own, a customer only itself. */
export function seesCustomer(actor: PlanActor, customer: Pick<Stored<CustomerFields>, '_id' | 'partner'>): boolean {
  if (actor.role === PARTNER_ROLE) return customer.partner === actor.id;
  if (actor.role === 'CUSTOMER') return customer._id === actor.id;
  return true;
}

/**
 * The customer a customer's own cart or draft is for: itself. Its own id or none may be sent; any
 * other id is refused on `path` rather than silently replaced, and answered alike whether that
 * customer exists or not, so ids cannot be probed.
 */
export function ownCustomerId(actor: PlanActor, requested: string | null | undefined, path = 'customer'): string {
  if (requested && requested !== actor.id) throw AppError.invalid(path, said('customer.ownOnly', { field: path }));
  return actor.id;
}

/** A customer named in a body: enabled and visible to the caller, else 400 on `path`. */
export async function referencedCustomer(reads: PlanReads, actor: PlanActor, id: string, path = 'customer'): Promise<Stored<CustomerFields>> {
  const customer = await readOne(reads, 'customers', id);
  // Another partner's customer is refused as a missing one: neither its name nor that it exists is told.
  if (!customer || !customer.status || !seesCustomer(actor, customer)) throw AppError.invalid(path, notEnabled(labelOf('customers'), id, customer && seesCustomer(actor, customer) ? customer : null));
  return customer;
}

/** Whether a caller may see an order: an AV its own partner's, a customer its own. */
export function seesOrder(actor: PlanActor, order: Pick<OrderFields, 'partner' | 'customer'>): boolean {
  if (actor.role === PARTNER_ROLE) return order.partner === actor.id;
  if (actor.role === 'CUSTOMER') return order.customer === actor.id;
  return true;
}

/** The order if the caller may see it; 404 otherwise (an AV or a customer asking for another's order). */
export async function visibleOrder(reads: PlanReads, actor: PlanActor, id: string): Promise<Stored<OrderFields>> {
  const order = await readOne(reads, 'orders', id);
  if (!order || !seesOrder(actor, order)) throw AppError.notFound('order', id);
  return order;
}

/** Whether a caller may see a draft: a customer its own, an AV its own partner's. */
export function seesDraft(actor: PlanActor, draft: Pick<DraftFields, 'customer' | 'partner'>): boolean {
  if (actor.role === 'CUSTOMER') return draft.customer === actor.id;
  if (actor.role === PARTNER_ROLE) return draft.partner === actor.id;
  return true;
}

type OrderCustomer = Pick<CustomerFields, 'name' | 'isWholesaler'>;

const DELIVERY_PATH = 'delivery._id';

function refuseForCustomer(option: DeliveryAudience & { name: string }, customer: OrderCustomer, path: string): AppError {
  const only = deliveryCustomers(option) === 'wholesalers' ? 'wholesaler' : 'retail';
  return AppError.invalid(path, said('delivery.onlyFor', { option: option.name, only, customer: customer.name }));
}

/**
 * The prices of the delivery option `id` (domain §7) the caller picks for `customer`'s order, or
 * none when no option is named: it must be enabled, offered to the caller's role (as
 * `GET /delivery/public` shows it; the admin may pick any) and to the customer, wholesaler or
 * retail (`src-shared/deliveries/audience.ts`).
 */
export async function deliveryPrices(reads: PlanReads, role: Role, customer: OrderCustomer, id: string | null | undefined, path = DELIVERY_PATH): Promise<DeliveryPrices> {
  if (!id) return NO_DELIVERY;
  const option = await readOne(reads, 'deliveries', id);
  if (!option || !option.status) throw AppError.invalid(path, notEnabled(labelOf('deliveries'), id, option));
  if (!deliveryOpenToRole(option, role)) throw AppError.invalid(path, said('delivery.notForRole', { option: option.name, role }));
  if (!deliveryOpenToCustomer(option, customer)) throw refuseForCustomer(option, customer, path);
  return deliveryPricesOf(option);
}

/**
 * An option the order already names, kept for another customer (an edit that changes the customer,
 * a draft confirmed with its own delivery): it must still be one that customer may use. Who picked it
 * was checked when it was picked; an option since removed leaves the copy the order holds.
 */
export async function checkKeptDelivery(reads: PlanReads, customer: OrderCustomer, id: string | null | undefined, path = DELIVERY_PATH): Promise<void> {
  if (!id) return;
  const option = await readOne(reads, 'deliveries', id);
  if (option && !deliveryOpenToCustomer(option, customer)) throw refuseForCustomer(option, customer, path);
}
