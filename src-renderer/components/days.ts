/** Calendar days as people type them: dd/mm/yyyy (es-AR) or mm/dd/yyyy (en), kept as YYYY-MM-DD. */
import type { Locale } from '../../src-shared/constants/locales.js';

export const dayFormat = (locale: Locale): string => (locale === 'en' ? 'MM/DD/YYYY' : 'DD/MM/YYYY');

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The typed day as YYYY-MM-DD, or null when it is not a real day (a day shown with its weekday,
 * "sábado 28/11/2026", reads as the same day).
 */
export function parseDay(text: string, locale: Locale): string | null {
  const match = /^\s*(?:\p{L}+,?\s+)?(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/u.exec(text);
  if (!match) return null;
  const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = locale === 'en' ? [b, a] : [a, b];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
