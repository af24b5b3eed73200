/**
 * Who may use a delivery option (domain §7): the one rule the server enforces on every order that
 * gets an option and the order editor uses to offer them.
 *
 * - Customers: an option flagged for wholesalers only (`isWholesaler` without `isRetailer`) is for
 *   wholesaler customers; one for retailers only, for retail customers; both flags or neither, for
 *   anyone — an option nobody may use is never what an administrator meant by clearing both boxes.
 * - Roles: an option that lists roles may be picked only by callers with one of them (none listed:
 *   every role); the administrator may pick any, as it sees every option.
 */
import type { Role } from '../constants/roles.js';

export interface DeliveryAudience {
  isWholesaler?: boolean | null | undefined;
  isRetailer?: boolean | null | undefined;
  roles?: readonly string[] | null | undefined;
}

export type DeliveryCustomers = 'wholesalers' | 'retailers' | 'anyone';

export function deliveryCustomers(option: DeliveryAudience): DeliveryCustomers {
  const wholesalers = option.isWholesaler === true;
  const retailers = option.isRetailer === true;
  if (wholesalers === retailers) return 'anyone';
  return wholesalers ? 'wholesalers' : 'retailers';
}

/** Whether a customer, wholesaler or retail, may use the option. */
export function deliveryOpenToCustomer(option: DeliveryAudience, customer: { isWholesaler?: boolean | null | undefined }): boolean {
  const customers = deliveryCustomers(option);
  return customers === 'anyone' || (customers === 'wholesalers') === Boolean(customer.isWholesaler);
}

/** Whether a caller of `role` may pick the option. */
export function deliveryOpenToRole(option: DeliveryAudience, role: Role): boolean {
  if (role === 'ADMIN') return true;
  const roles = option.roles ?? [];
  return roles.length === 0 || roles.includes(role);
}
