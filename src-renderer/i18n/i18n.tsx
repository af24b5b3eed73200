/**
 * The screens' words and formats for the chosen locale: `t('key', {count})`, money, dates, weights.
 * Instants are shown in the business's time zone once it is known (signed in), so "el 26/11/2026 a
 * las 22:14" reads the same on every desk, and `today()` is the business's day.
 * A message with a `count` takes the form the language's plural rules give it (`plural.ts`): the
 * key ending in `.one` for one, when the catalog has it ("1 fila", not "1 filas").
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { today, type DayKey } from '../../src-shared/business-day.js';
import { DEFAULT_LOCALE, type Locale } from '../../src-shared/constants/locales.js';
import type { Unit } from '../../src-shared/constants/products.js';
import { formatDate, formatDateTime, formatMoment, formatMoney, formatMoneyShort, formatNumber, formatQuantity } from '../../src-shared/format.js';
import { CATALOG, type MessageKey } from './catalog.js';
import { pluralKey } from './plural.js';

export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

export interface I18n {
  locale: Locale;
  t: Translate;
  money: (value: number) => string;
  /** Money for a chart's axis: `$ 60 M` (`formatMoneyShort`). */
  moneyShort: (value: number) => string;
  date: (value: string | Date | null | undefined) => string;
  dateTime: (value: string | Date | null | undefined) => string;
  /** An instant inside a sentence: "el 26/11/2026 a las 22:14" (`formatMoment`). */
  moment: (value: string | Date | null | undefined) => string;
  quantity: (value: number, unit: Unit) => string;
  /** A count of things, grouped: "1.316". */
  count: (value: number) => string;
  /**
   * A document's number where it stands alone — a picker's option, a badge, a cell under a header
   * that does not say "N.º": "N.º 12" (es), "No. 12" (en). Under a "N.º" header the cell shows the
   * bare number, as the export does.
   */
  docNumber: (value: number) => string;
  /** The business's time zone; undefined (this computer's) before sign-in. */
  timeZone: string | undefined;
  /** The business's day today (`YYYY-MM-DD`): what a date picker starts on and sends. */
  today: () => DayKey;
}

const machineZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Parameters that are figures: counts, and the bounds of a range (a quantity's, an amount's). */
const FIGURE_PARAMS: ReadonlySet<string> = new Set(['count', 'min', 'max']);
/** Messages whose bounds are years, which are never grouped ("entre los años 1900 y 2999"). */
const YEAR_BOUNDS: ReadonlySet<string> = new Set(['validation.dateYears']);
const isFigure = (key: string, name: string): boolean => FIGURE_PARAMS.has(name) && !(name !== 'count' && YEAR_BOUNDS.has(key));
/** Parameters that are amounts of money, by the message that takes them: written as money ("$ 1.210,00"). */
const MONEY_PARAMS: Readonly<Record<string, ReadonlySet<string>>> = {
  'buy.underMinimum': new Set(['cost', 'minimum']),
  'receipt.netOverTotal': new Set(['grossTotal', 'total']),
  'receipt.taxesOverTotal': new Set(['sum', 'total']),
};
const isMoney = (key: string, name: string): boolean => MONEY_PARAMS[key]?.has(name) === true;
/** Parameters that are quantities of a product, by the message that takes them, in the `unit` it sends: grams read as a weight ("10.000 kg"). */
const QUANTITY_PARAMS: Readonly<Record<string, ReadonlySet<string>>> = {
  'stock.figureTooLarge': new Set(['max']),
};
const unitOf = (params: Readonly<Record<string, unknown>> | undefined): Unit | null => (params?.unit === 'WEIGHT' || params?.unit === 'UNITY' ? params.unit : null);

export function makeI18n(locale: Locale, timeZone?: string): I18n {
  const messages = CATALOG[locale];
  const t: Translate = (key, params) => {
    const form = typeof params?.count === 'number' ? pluralKey(key, params.count, locale, (candidate) => candidate in messages) : key;
    const text = messages[form] ?? key;
    // A count and a limit read grouped as any figure does ("1.394 filas", "como máximo 10.000.000"),
    // an amount as money; other parameters (numbers of documents, years) go as given.
    const unit = unitOf(params);
    const shown = (name: string): string => {
      const value = params?.[name];
      if (typeof value === 'number' && isMoney(key, name)) return formatMoney(value, locale);
      if (typeof value === 'number' && unit && QUANTITY_PARAMS[key]?.has(name)) return formatQuantity(value, unit, locale);
      return typeof value === 'number' && isFigure(key, name) ? formatNumber(value, undefined, locale) : String(value);
    };
    return params ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? shown(name) : match)) : text;
  };
  return {
    locale,
    t,
    money: (value) => formatMoney(value, locale),
    moneyShort: (value) => formatMoneyShort(value, locale),
    date: (value) => (value ? formatDate(value, locale, timeZone) : '—'),
    dateTime: (value) => (value ? formatDateTime(value, locale, timeZone) : '—'),
    moment: (value) => (value ? formatMoment(value, locale, timeZone) : '—'),
    quantity: (value, unit) => formatQuantity(value, unit, locale),
    count: (value) => formatNumber(value, undefined, locale),
    docNumber: (value) => t('common.docNumber', { number: value }),
    timeZone,
    today: () => today(new Date(), timeZone ?? machineZone()),
  };
}

const I18nContext = createContext<I18n>(makeI18n(DEFAULT_LOCALE));

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => makeI18n(locale), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The same words and formats, with instants shown in the business's time zone. */
export function BusinessTimeZone({ timeZone, children }: { timeZone: string | undefined; children: ReactNode }) {
  const { locale } = useContext(I18nContext);
  const value = useMemo(() => makeI18n(locale, timeZone), [locale, timeZone]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = (): I18n => useContext(I18nContext);
export const useT = (): Translate => useContext(I18nContext).t;
