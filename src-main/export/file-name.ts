/** The suggested file name of an export: the list's name and the day, without characters a file system refuses. */
import type { ExportFormat } from '../../src-shared/export/columns.js';

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

export function exportFileName(title: string, format: ExportFormat, day: Date = new Date()): string {
  const base = title.replace(UNSAFE, '-').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 60) || 'export';
  const stamp = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return `${base} ${stamp}.${format}`;
}
