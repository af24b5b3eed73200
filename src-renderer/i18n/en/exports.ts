import type { exportList as es } from '../es/exports.js';

export const exportList: Record<keyof typeof es, string> = {
  'export.button': 'Export',
  'export.button.hint': 'Export the list as shown, with its filters',
  'export.xlsx': 'Excel (.xlsx)',
  'export.xlsx.hint': 'Numbers, amounts and dates ready to calculate with',
  'export.csv': 'CSV (.csv)',
  'export.csv.hint': 'Comma-separated text, for other programs',
  'export.empty': 'There are no rows to export: change the filters.',
  'export.progress': 'Exporting… {percent}%',
  'export.rowsOf': '{written} of {total} rows',
  'export.saving': 'Saving the file…',
  'export.cancel': 'Cancel the export',
  'export.done': '{rows} rows exported to {file}.',
  'export.done.one': '1 row exported to {file}.',
  'export.saved': '{count} rows exported. Saved in {path}',
  'export.saved.one': '1 row exported. Saved in {path}',
  'export.cancelled': 'Export cancelled: no file was kept.',
  'export.failed': 'The export failed',
  'export.yes': 'Yes',
  'export.no': 'No',
} as const;
