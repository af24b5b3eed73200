/**
 * Exports of the lists to CSV and XLSX (src-shared/ipc/export.ts): the main process pages through
 * the list's own read and streams the rows into the file.
 */
export { createExportService, type ExportService, type ExportServiceOptions } from './service.js';
export { createFolderExportTarget, EXPORTS_FOLDER, EXPORT_TOKEN, EXPORT_URL_PREFIX, type ExportDestination, type ExportTarget } from './target.js';
export { runExport, ExportCancelled } from './run.js';
export { openCsv } from './csv-writer.js';
export { openXlsx } from './xlsx-writer.js';
export type { ListReader, ReadCall } from './rows.js';
export type { GetDocument } from './lookup.js';
