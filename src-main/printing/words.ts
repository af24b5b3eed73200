/**
 * What a printout is written with: the words of the app's language (`catalog/`) and the company's
 * header. Amounts and dates keep the Argentine form (`html.ts`) in every language: the documents
 * are Argentine papers in pesos.
 */
import type { Locale } from '../../src-shared/constants/locales.js';
import { DEFAULT_TIME_ZONE } from '../../src-shared/business-settings.js';
import type { CompanyHeader } from './company.js';
import { en } from './catalog/en.js';
import { es, type PrintKey } from './catalog/es.js';

export type { PrintKey } from './catalog/es.js';
export type PrintT = (key: PrintKey, params?: Readonly<Record<string, string | number>>) => string;

const CATALOGS: Readonly<Record<Locale, Readonly<Record<PrintKey, string>>>> = { 'es-AR': es, en };

export function printWords(locale: Locale): PrintT {
  const words = CATALOGS[locale];
  return (key, params) => {
    const text = words[key];
    return params ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match)) : text;
  };
}

export interface PrintContext {
  t: PrintT;
  /** The page's `lang`. */
  lang: 'es' | 'en';
  /** The business's identity for the header; null prints the product's name alone. */
  company: CompanyHeader | null;
  /** The business's time zone: a paper dates its events on the business's day, not the PC's. */
  zone: string;
}

export const printContext = (locale: Locale, company: CompanyHeader | null, zone: string = DEFAULT_TIME_ZONE): PrintContext => ({
  t: printWords(locale),
  lang: locale === 'en' ? 'en' : 'es',
  company,
  zone,
});
