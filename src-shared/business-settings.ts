/**
 * The business's own settings: one document for the whole company (its fiscal identity as prints
 * show it, and the time zone its days and months are cut in). Every reader goes through
 * `businessSettingsOf`, so a business that never saved them still gets the defaults.
 */
import type { IvaCondition } from './fiscal.js';

/** The settings document's fixed id: there is one per business, so it is never made up. */
export const BUSINESS_SETTINGS_ID = '000000000000000000000b5e';

/** Where the business's days and months end unless the admin says otherwise (domain §2). */
export const DEFAULT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** The zones the administration offers, Buenos Aires first; any IANA zone is accepted. */
export const TIME_ZONE_CHOICES = [
  DEFAULT_TIME_ZONE,
  'America/Argentina/Cordoba',
  'America/Argentina/Mendoza',
  'America/Argentina/Salta',
  'America/Argentina/Ushuaia',
  'America/Montevideo',
  'America/Santiago',
  'America/Asuncion',
  'America/Sao_Paulo',
  'America/Bogota',
  'America/Mexico_City',
  'America/New_York',
  'Europe/Madrid',
  'UTC',
] as const;

/** Largest logo, in bytes of the image: it travels in every replica and every print. */
export const LOGO_MAX_BYTES = 200 * 1024;
export const COMPANY_NAME_MAX = 100;
export const BUSINESS_PHONE_MAX = 30;

export interface BusinessAddress {
  street: string;
  city: string;
  province: string;
}

export interface BusinessSettings {
  /** Razón social. */
  companyName: string | null;
  /** 11 digits, checked (src-shared/fiscal.ts). */
  cuit: string | null;
  ivaCondition: IvaCondition | null;
  address: BusinessAddress | null;
  phone: string | null;
  /** A PNG or JPEG data URL. */
  logo: string | null;
  /** An IANA zone: where the business's days and months begin. */
  timeZone: string;
}

export const DEFAULT_BUSINESS_SETTINGS: Readonly<BusinessSettings> = {
  companyName: null,
  cuit: null,
  ivaCondition: null,
  address: null,
  phone: null,
  logo: null,
  timeZone: DEFAULT_TIME_ZONE,
};

/** Whether `Intl` knows the zone; an unknown one would throw wherever a date is cut or shown. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The settings of a stored document (or of none), every field filled: what the document holds when
 * it is well formed, the default otherwise — a replica or a print never breaks on a missing field.
 */
export function businessSettingsOf(stored: object | null | undefined): BusinessSettings {
  if (!stored) return { ...DEFAULT_BUSINESS_SETTINGS };
  const doc = stored as Readonly<Record<string, unknown>>;
  const address = doc.address as Partial<BusinessAddress> | null | undefined;
  const zone = typeof doc.timeZone === 'string' && isTimeZone(doc.timeZone) ? doc.timeZone : DEFAULT_TIME_ZONE;
  return {
    companyName: textOrNull(doc.companyName),
    cuit: textOrNull(doc.cuit),
    ivaCondition: (textOrNull(doc.ivaCondition) as IvaCondition | null) ?? null,
    address: address && typeof address === 'object' ? { street: address.street ?? '', city: address.city ?? '', province: address.province ?? '' } : null,
    phone: textOrNull(doc.phone),
    logo: textOrNull(doc.logo),
    timeZone: zone,
  };
}
