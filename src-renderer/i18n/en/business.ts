import type { business as es } from '../es/business.js';

/** Administration → Company (English). */
export const business: Record<keyof typeof es, string> = {
  'admin.tab.business': 'Company',
  'admin.business.intro': 'The company details printed documents show, and the time zone that decides where each day and month begins.',
  'admin.business.companyName': 'Legal name',
  'admin.business.cuit': 'CUIT',
  'admin.business.cuitHint': 'E.g. 30-71234567-1',
  'admin.business.ivaCondition': 'VAT status',
  'admin.business.iva.RI': 'Responsable Inscripto (VAT registered)',
  'admin.business.iva.MONOTRIBUTO': 'Monotributo (simplified regime)',
  'admin.business.iva.CONSUMIDOR_FINAL': 'Consumidor Final (final consumer)',
  'admin.business.iva.EXENTO': 'Exento (exempt)',
  'admin.business.address': 'Address',
  'admin.business.addressHint': 'Street, city and province, or none',
  'admin.business.phone': 'Phone',
  'admin.business.logo': 'Logo',
  'admin.business.logoHint': 'A PNG or JPEG image of up to {kb} KB',
  'admin.business.logoPick': 'Choose image',
  'admin.business.logoRemove': 'Remove logo',
  'admin.business.logoNone': 'No logo',
  'admin.business.logoWrongType': 'The logo must be a PNG or JPEG image',
  'admin.business.logoTooBig': 'The logo cannot exceed {kb} KB',
  'admin.business.timeZone': 'Time zone',
  'admin.business.timeZoneHint': 'Days and months of lists, statistics, audits and prints are cut at midnight in this zone',
  'admin.business.saved': 'Company details saved',
};
