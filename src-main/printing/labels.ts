/** Spanish words the printouts use for the contract's codes (states, payment methods, cash types). */
import {
  GRAMS_PER_KG,
  MONEY_DECIMALS,
  type BuyState,
  type CashflowConcept,
  type CashflowType,
  type OrderPaymentMethod,
  type PaymentMethod,
  type Unit,
} from '../../src-shared/constants.js';
import { formatQuantity } from '../../src-shared/format.js';
import { Decimal } from '../../src-shared/money.js';
import { money } from './html.js';

/** Buy states as users say them (spec §4: A APROBAR is shown as pending). */
export const BUY_STATE_LABEL: Readonly<Record<BuyState, string>> = { 'A APROBAR': 'Pendiente de aprobación', APROBADA: 'Aprobada', CANCELADA: 'Cancelada' };
export const ORDER_PAYMENT_LABEL: Readonly<Record<OrderPaymentMethod, string>> = { EFECTIVO: 'Efectivo', BANCO: 'Banco' };
export const PAYMENT_LABEL: Readonly<Record<PaymentMethod, string>> = { DEFAULT: 'Sin especificar', CASH: 'Efectivo', BANK: 'Banco' };
export const CONCEPT_LABEL: Readonly<Record<CashflowConcept, string>> = { INGRESS: 'Ingreso', EGRESS: 'Egreso' };
export const CASHFLOW_TYPE_LABEL: Readonly<Record<CashflowType, string>> = {
  'commercial.partner': 'Socio comercial',
  'commercial.provider': 'Proveedor',
  external: 'Externo',
  internal: 'Movimiento interno',
  'internal.adjust': 'Ajuste de caja',
};

export const quantity = (value: number, unit: Unit): string => formatQuantity(value, unit, 'es-AR');

/** The price of one unit, or of one kg for products sold by weight (quantities are grams). */
export function unitPrice(amount: number, qty: number, unit: Unit): string {
  if (qty === 0) return '';
  if (unit === 'WEIGHT') return `${money(Decimal.from(amount).mul(GRAMS_PER_KG).div(qty, MONEY_DECIMALS))} /kg`;
  return money(Decimal.from(amount).div(qty, MONEY_DECIMALS));
}

/** An address on one line: street and unit, city, province. */
export function addressLine(address: { street?: string | null; unit?: string | null; city?: string | null; province?: string | null } | null | undefined): string | null {
  if (!address) return null;
  const street = [address.street, address.unit].filter(Boolean).join(' ');
  const parts = [street, address.city, address.province].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}
