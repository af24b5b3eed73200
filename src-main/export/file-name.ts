/** The suggested file name of an export: the list's name and the business day, without characters a file system refuses. */
import type { DayKey } from '../../src-shared/business-day.js';
import type { ExportFormat } from '../../src-shared/export/columns.js';

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** `day` is the business's day (`localDay` in its zone), not the PC's: a file made at 22:00 in Buenos Aires is named for that day. */
export function exportFileName(title: string, format: ExportFormat, day: DayKey): string {
  const base = title.replace(UNSAFE, '-').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 60) || 'export';
  return `${base} ${day}.${format}`;
}
