/**
 * Argentina's fiscal identity as documents print it: the IVA condition of a business or customer,
 * and the CUIT/CUIL (11 digits, the last a check digit over the first ten) or DNI that names them.
 * One place for the rules, so the company settings, customers, providers and every print agree.
 */

/** AFIP's IVA conditions a distributor meets at the counter. */
export const IVA_CONDITIONS = ['RI', 'MONOTRIBUTO', 'CONSUMIDOR_FINAL', 'EXENTO'] as const;
export type IvaCondition = (typeof IVA_CONDITIONS)[number];
/** A customer who never said otherwise buys as a final consumer. */
export const DEFAULT_IVA_CONDITION: IvaCondition = 'CONSUMIDOR_FINAL';

/** Kinds of tax identity a customer may carry. */
export const TAX_ID_KINDS = ['CUIT', 'DNI'] as const;
export type TaxIdKind = (typeof TAX_ID_KINDS)[number];

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The digits of a typed CUIT or DNI: clerks type `30-50000000-0`, `30 50000000 0` or `30500000000`. */
export const taxIdDigits = (value: string): string => value.replace(/[\s.\-/]/g, '');

/** The check digit of a CUIT's first ten digits, or null when no digit fits (AFIP never issues those). */
export function cuitCheckDigit(firstTen: string): number | null {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(firstTen[i]) * CUIT_WEIGHTS[i]!;
  const rest = 11 - (sum % 11);
  if (rest === 11) return 0;
  if (rest === 10) return null;
  return rest;
}

/** Whether a typed CUIT has 11 digits whose last one checks the first ten. */
export function isValidCuit(value: string): boolean {
  const digits = taxIdDigits(value);
  if (!/^\d{11}$/.test(digits)) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** A DNI: 7 or 8 digits, dots allowed as typed (`20.123.456`). */
export const isValidDni = (value: string): boolean => /^\d{7,8}$/.test(taxIdDigits(value));

/** A CUIT as printed: `30-50000000-0`. Anything that is not 11 digits is shown as it was stored. */
export function formatCuit(value: string | null | undefined): string {
  if (!value) return '';
  const digits = taxIdDigits(value);
  if (!/^\d{11}$/.test(digits)) return value;
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

/** A DNI as printed: `20.123.456`. */
export function formatDni(value: string | null | undefined): string {
  if (!value) return '';
  const digits = taxIdDigits(value);
  if (!/^\d{7,8}$/.test(digits)) return value;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The kind of a tax id given without one: 11 digits are a CUIT, anything else is read as a DNI. */
export const taxIdKindOf = (value: string): TaxIdKind => (/^\d{11}$/.test(taxIdDigits(value)) ? 'CUIT' : 'DNI');

/** A Responsable Inscripto is invoiced by CUIT: one without a CUIT is worth a warning (not a refusal: it may come later). */
export const lacksCuit = (ivaCondition: IvaCondition | null | undefined, kind: TaxIdKind | null | undefined, taxId: string | null | undefined): boolean =>
  ivaCondition === 'RI' && !(kind === 'CUIT' && Boolean(taxId?.trim()));

/** A tax identity as printed, by its kind. */
export const formatTaxId = (kind: TaxIdKind | null | undefined, value: string | null | undefined): string => (kind === 'DNI' ? formatDni(value) : formatCuit(value));
