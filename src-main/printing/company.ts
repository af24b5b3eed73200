/**
 * The company's header on every printed document: logo, razón social, CUIT, IVA condition,
 * address and phone — the business settings (`src-shared/business-settings.ts`) as the replica
 * holds them. A business that has not filled them in prints the product's name alone.
 */
import { BUSINESS_SETTINGS_ID, businessSettingsOf, type BusinessSettings } from '../../src-shared/business-settings.js';
import { PRODUCT_NAME } from '../../src-shared/constants/house.js';
import { formatCuit } from '../../src-shared/fiscal.js';
import { SETTINGS_COLLECTION } from '../replica/business-zone.js';
import type { ReplicaDoc } from '../replica/index.js';
import { escapeHtml } from './escape.js';
import type { PrintT } from './words.js';

export type CompanyHeader = Omit<BusinessSettings, 'timeZone'>;

/** The company as the replica knows it (the defaults, all empty, before the admin saves them). */
export function companyOf(reader: { get(collection: string, id: string): ReplicaDoc | undefined }): CompanyHeader {
  const { timeZone: _zone, ...company } = businessSettingsOf(reader.get(SETTINGS_COLLECTION, BUSINESS_SETTINGS_ID));
  return company;
}

/** Only an image data URL may reach the page's `src`; anything else is left out. */
const SAFE_LOGO = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

export function companyBlock(company: CompanyHeader | null, t: PrintT): string {
  const name = company?.companyName?.trim() || PRODUCT_NAME;
  const lines = [
    company?.cuit ? `${t('page.cuit')}: ${formatCuit(company.cuit)}` : null,
    company?.ivaCondition ? t(`iva.${company.ivaCondition}`) : null,
    company?.address ? [company.address.street, company.address.city, company.address.province].filter((p) => p.trim() !== '').join(', ') : null,
    company?.phone ? `${t('page.phone')}: ${company.phone}` : null,
  ].filter((line): line is string => Boolean(line));
  const logo = company?.logo && SAFE_LOGO.test(company.logo) ? `<img class="logo" alt="" src="${company.logo}">` : '';
  return `<div class="company">${logo}<div><div class="company-name">${escapeHtml(name)}</div>${lines.map((l) => `<div>${escapeHtml(l)}</div>`).join('')}</div></div>`;
}
