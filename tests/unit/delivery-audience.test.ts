/**
 * Who may use a delivery option (src-shared/deliveries/audience.ts), the rule the server enforces
 * and the order editor offers options by: wholesalers only, retailers only, or anyone (both flags or
 * neither); roles listed or not.
 */
import { describe, expect, it } from 'vitest';
import { deliveryCustomers, deliveryOpenToCustomer, deliveryOpenToRole } from '../../src-shared/deliveries/audience.js';

const WHOLESALER = { isWholesaler: true };
const RETAIL = { isWholesaler: false };

describe('which customers a delivery option is for', () => {
  it.each([
    [{ isWholesaler: true, isRetailer: false }, 'wholesalers', true, false],
    [{ isWholesaler: true }, 'wholesalers', true, false],
    [{ isWholesaler: false, isRetailer: true }, 'retailers', false, true],
    [{ isRetailer: true, isWholesaler: null }, 'retailers', false, true],
    [{ isWholesaler: true, isRetailer: true }, 'anyone', true, true],
    [{ isWholesaler: false, isRetailer: false }, 'anyone', true, true],
    [{}, 'anyone', true, true],
  ] as const)('%o is for %s', (option, customers, wholesaler, retail) => {
    expect(deliveryCustomers(option)).toBe(customers);
    expect(deliveryOpenToCustomer(option, WHOLESALER)).toBe(wholesaler);
    expect(deliveryOpenToCustomer(option, RETAIL)).toBe(retail);
    // A customer that says nothing buys retail.
    expect(deliveryOpenToCustomer(option, {})).toBe(retail);
  });
});

describe('which roles may pick a delivery option', () => {
  it('lets every role pick an option that lists none, and only the listed ones otherwise (the admin always)', () => {
    expect(deliveryOpenToRole({}, 'AV')).toBe(true);
    expect(deliveryOpenToRole({ roles: [] }, 'CUSTOMER')).toBe(true);
    expect(deliveryOpenToRole({ roles: ['AV', 'CUSTOMER'] }, 'CUSTOMER')).toBe(true);
    expect(deliveryOpenToRole({ roles: ['OPERACION'] }, 'AV')).toBe(false);
    expect(deliveryOpenToRole({ roles: ['OPERACION'] }, 'ADMIN')).toBe(true);
  });
});
