/**
 * Customers (domain §8): how their phones are written and compared, and the segments offered at
 * first. No literal of these is to be retyped elsewhere: other modules import them.
 */
/** Customer phone: plus sign, 1–4 digits, optional space, 1–5 digits, optional space, ≥ 4 digits. */
export const CUSTOMER_PHONE_PATTERN = /^\+\d{1,4} ?\d{1,5} ?\d{4,}$/;
export const CUSTOMER_PHONE_EXAMPLE = '+54 11 12345678';
/**
 * Argentina's mobiles are written with a 9 after the country code when dialled from abroad (and so
 * shown by WhatsApp: `+54 9 11 4444 5555`) and without it at home (`+54 11 44445555`); no area
 * code starts with 9, so the 9 there only ever marks a mobile.
 */
const AR_MOBILE = '+549';
const AR = '+54';

/**
 * One phone however it is written: `+54 11 44445555`, `+5411 44445555`, `+541144445555` and
 * `+54 9 11 44445555` are the same line, so sign-in finds the customer and counts its limits once.
 * The database compares its stored phones the same way (`PHONE_KEY_SQL`).
 */
export const phoneKey = (phone: string): string => {
  const compact = phone.replace(/\s/g, '');
  return compact.startsWith(AR_MOBILE) ? AR + compact.slice(AR_MOBILE.length) : compact;
};

/** What `phoneKey` replaces, for the SQL that keys a stored phone alike on SQLite and PostgreSQL (customers/service.ts). */
export const PHONE_KEY_SQL = { space: ' ', mobilePrefix: AR_MOBILE, country: AR } as const;
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
