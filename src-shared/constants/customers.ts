/**
 * Customers (domain §8): how their phones are written and compared, and the segments offered at
 * first. No literal of these is to be retyped elsewhere: other modules import them.
 */
/** Customer phone: plus sign, 1–4 digits, optional space, 1–5 digits, optional space, ≥ 4 digits. */
export const CUSTOMER_PHONE_PATTERN = /^\+\d{1,4} ?\d{1,5} ?\d{4,}$/;
export const CUSTOMER_PHONE_EXAMPLE = '+54 11 12345678';
/**
 * One phone however its optional spaces fall: `+54 11 44445555`, `+5411 44445555` and
 * `+541144445555` are the same line, so sign-in finds the customer and counts its limits once.
 */
export const phoneKey = (phone: string): string => phone.replace(/\s/g, '');
/**
 * A phone as a customer types it on the sign-in page, with the separators people write between
 * digits (spaces, dashes, dots, parentheses: `+54 11 5555-0001`) dropped, so it meets the customer
 * phone pattern and compares as `phoneKey` does; null when it still is not a phone.
 */
export function typedCustomerPhone(text: string): string | null {
  const compact = text.replace(/[\s.()-]/g, '');
  return CUSTOMER_PHONE_PATTERN.test(compact) ? compact : null;
}
/** Customer segments offered before any customer uses one of its own (domain §8). */
export const SEED_SEGMENTS = ['Almacén', 'Autoservicio', 'Carnicería', 'Restaurante', 'Particular', 'Revendedor'] as const;
