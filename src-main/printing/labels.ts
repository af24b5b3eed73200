/** Quantities, unit prices and addresses as the printouts write them. */
import { GRAMS_PER_KG, MONEY_DECIMALS, type Unit } from '../../src-shared/constants/products.js';
import { formatQuantity } from '../../src-shared/format.js';
import { Decimal } from '../../src-shared/money.js';
import { money } from './html.js';
import type { PrintT } from './words.js';

/** Grams shown as kg from 1000 g (domain §3), units as they are. */
export const quantity = (value: number, unit: Unit): string => formatQuantity(value, unit, 'es-AR');

/** The price of one unit, or of one kg for products sold by weight (quantities are grams). */
export function unitPrice(amount: number, qty: number, unit: Unit, t: PrintT): string {
  if (qty === 0) return '';
  if (unit === 'WEIGHT') return t('unit.perKg', { price: money(Decimal.from(amount).mul(GRAMS_PER_KG).div(qty, MONEY_DECIMALS)) });
  return money(Decimal.from(amount).div(qty, MONEY_DECIMALS));
}

/** An address on one line: street and unit, city, province. */
export function addressLine(address: { street?: string | null; unit?: string | null; city?: string | null; province?: string | null } | null | undefined): string | null {
  if (!address) return null;
  const street = [address.street, address.unit].filter(Boolean).join(' ');
  const parts = [street, address.city, address.province].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}
