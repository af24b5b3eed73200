/**
 * Which delivery options a caller may pick (domain §7): an option names the roles that may pick it
 * (none named: every role), and whether wholesaler and retail customers may (a flag left out: they may).
 */
import type { Role } from '../constants.js';

export interface DeliveryAudience {
  roles?: readonly string[] | null;
  isWholesaler?: boolean | null;
  isRetailer?: boolean | null;
}

export function deliveryOpenToRole(option: DeliveryAudience, role: Role): boolean {
  return !option.roles || option.roles.length === 0 || option.roles.includes(role);
}

/** Whether a customer, wholesaler or retail, may use the option. */
export function deliveryOpenToCustomer(option: DeliveryAudience, customer: { isWholesaler?: boolean | null }): boolean {
  return customer.isWholesaler ? option.isWholesaler !== false : option.isRetailer !== false;
}
