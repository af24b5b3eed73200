/**
 * How a negative-stock alert is worded (domain §5): it is about a moment in the past — the garage's
 * real stock a change left below zero, and when — told beside the product's real stock now, which
 * may since have recovered. The alerts list and its export word it from here, so a positive figure
 * now never reads as contradicting "negative stock".
 */
import type { Locale } from './constants/locales.js';
import type { Unit } from './constants/products.js';
import { formatDayMonth, formatQuantity } from './format.js';

/**
 * `negative`: still below zero; `recovered`: at zero or above now. The `…Unknown` twins are alerts
 * raised before the figure was kept (their `after` is null): they say it went below zero, not to what.
 */
export const NEGATIVE_ALERT_LABELS = ['negative', 'recovered', 'negativeUnknown', 'recoveredUnknown'] as const;
export type NegativeAlertLabel = (typeof NEGATIVE_ALERT_LABELS)[number];

export interface NegativeAlertWords {
  label: NegativeAlertLabel;
  /** `figure`: what the garage was left at; `date`: the alert's day and month (the list's date column has the year); `real`: the product's real stock now. */
  params: { figure: string; date: string; real: string };
}

export function negativeAlertWords(
  alert: { readonly after?: unknown; readonly createdAt?: unknown },
  realNow: number,
  unit: Unit,
  format: { readonly locale: Locale; readonly timeZone?: string | undefined },
): NegativeAlertWords {
  const left = typeof alert.after === 'number' && Number.isFinite(alert.after) ? alert.after : null;
  const recovered = realNow >= 0;
  const label: NegativeAlertLabel = left === null ? (recovered ? 'recoveredUnknown' : 'negativeUnknown') : recovered ? 'recovered' : 'negative';
  const date = typeof alert.createdAt === 'string' && alert.createdAt !== '' ? formatDayMonth(alert.createdAt, format.locale, format.timeZone) : '—';
  return {
    label,
    params: { figure: left === null ? '' : formatQuantity(left, unit, format.locale), date, real: formatQuantity(realNow, unit, format.locale) },
  };
}
