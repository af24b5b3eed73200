/**
 * The columns a list exports: those of its table that say how (`Column.exportAs`), headed as the
 * table heads them. A screen without a `DataTable` (a statistics table) passes the same shape.
 */
import type { ReactNode } from 'react';
import type { ExportAs, ExportColumn } from '../../src-shared/export/columns.js';

export interface ExportableColumn {
  header: ReactNode;
  exportAs?: ExportAs | undefined;
}

export function exportColumns(columns: readonly ExportableColumn[]): ExportColumn[] {
  return columns.flatMap(({ header, exportAs }) => {
    if (exportAs === undefined) return [];
    return [{ ...exportAs, header: exportAs.header ?? (typeof header === 'string' || typeof header === 'number' ? String(header) : '') }];
  });
}

/** `{ value: label }` for a column of codes, from the labels the screen shows them with. */
export function labelsOf<K extends string>(keys: readonly K[], label: (key: K) => string): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, label(key)]));
}

/** A new export's id (the progress events name it): random, so two windows never mix theirs. */
export function newExportJob(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `job-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
