/**
 * The screens' words and formats for the chosen locale: `t('key', {count})`, money, dates, weights.
 * A message with a `count` takes its singular form, the key ending in `.one`, when the count is 1
 * and the catalog has one ("1 fila", not "1 filas").
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale, type Unit } from '../../src-shared/constants.js';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '../../src-shared/format.js';
import { CATALOG, type MessageKey } from './catalog.js';

export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

export interface I18n {
  locale: Locale;
  t: Translate;
  money: (value: number) => string;
  date: (value: string | Date | null | undefined) => string;
  dateTime: (value: string | Date | null | undefined) => string;
  quantity: (value: number, unit: Unit) => string;
}

export function makeI18n(locale: Locale): I18n {
  const messages = CATALOG[locale];
  const t: Translate = (key, params) => {
    const text = (params?.count === 1 ? messages[`${key}.one` as MessageKey] : undefined) ?? messages[key] ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match)) : text;
  };
  return {
    locale,
    t,
    money: (value) => formatMoney(value, locale),
    date: (value) => (value ? formatDate(value, locale) : '—'),
    dateTime: (value) => (value ? formatDateTime(value, locale) : '—'),
    quantity: (value, unit) => formatQuantity(value, unit, locale),
  };
}

const I18nContext = createContext<I18n>(makeI18n(DEFAULT_LOCALE));

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => makeI18n(locale), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = (): I18n => useContext(I18nContext);
export const useT = (): Translate => useContext(I18nContext).t;
