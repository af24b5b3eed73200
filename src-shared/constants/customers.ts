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
 * A phone as clerks write it, in the pattern's form: `+54 11 4444-5555` and `+54 (11) 4444 5555`
 * are `+54 11 44445555` (country, area, then the number's digits together). Text that does not
 * start with `+` and a digit, or holds anything but digits and separators, is left as typed for
 * the pattern to refuse with its example.
 */
export function writtenPhone(text: string): string {
  const typed = text.trim();
  if (!/^\+\d[\d\s\-().]*$/.test(typed)) return typed;
  const [country, area, ...number] = typed
    .slice(1)
    .split(/[^\d]+/)
    .filter(Boolean);
  return country && area && number.length > 0 ? `+${country} ${area} ${number.join('')}` : typed;
}
/** Customer segments offered before any customer uses one of its own (domain §8). */
export const SEED_SEGMENTS = ['Almacén', 'Autoservicio', 'Carnicería', 'Restaurante', 'Particular', 'Revendedor'] as const;
