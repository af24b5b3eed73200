/** A file size as people read it (a backup's, a count file over the limit): 512 B, 48 KB, 12,3 MB, 1,05 GB (decimal places kept short). */
import type { Locale } from '../../src-shared/constants/locales.js';
import { formatNumber } from '../../src-shared/format.js';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

export function formatBytes(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const places = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  // Rounded here, so the shown digits are the rounded ones and trailing zeros drop.
  const rounded = Number(value.toFixed(places));
  return `${formatNumber(rounded, undefined, locale)} ${UNITS[unit]}`;
}
