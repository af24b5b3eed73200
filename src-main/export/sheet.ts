/**
 * A file an export writes rows into, one at a time, whatever its format: the XLSX writer streams a
 * workbook, the CSV writer text. Both write to a temporary name and rename it at the end, so a
 * cancelled or failed export never leaves half a file under the name the user chose.
 */
import type { Locale } from '../../src-shared/constants/locales.js';
import type { Cell } from '../../src-shared/export/cells.js';
import type { ExportColumn } from '../../src-shared/export/columns.js';

export interface SheetOptions {
  /** The list's name: the worksheet's name. */
  title: string;
  locale: Locale;
}

export interface SheetWriter {
  /** Writes one row (the header row is written on opening); resolves when the file takes more. */
  row(cells: readonly Cell[]): Promise<void> | void;
  /** Completes the file and gives it its final name. */
  finish(): Promise<void>;
  /** Stops writing and removes what was written. */
  abort(): Promise<void>;
}

export type OpenSheet = (path: string, columns: readonly ExportColumn[], options: SheetOptions) => SheetWriter;

/** Where a file is written until it is complete. */
export const partPath = (path: string): string => `${path}.part`;
