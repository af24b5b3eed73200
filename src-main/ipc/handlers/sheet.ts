/** Spreadsheets the screens hand over to be read (src-shared/ipc/sheet.ts). */
import { readXlsxTable } from '../../import/xlsx-reader.js';
import type { IpcHandlers } from '../router.js';

export function sheetHandlers(): IpcHandlers {
  return {
    'sheet.read': async ({ data, sheet }) => {
      const read = await readXlsxTable(Buffer.from(data, 'base64'), sheet);
      if (read.status !== 'read') return { status: read.status };
      const { source, lines } = read.table;
      return source.format === 'xlsx' ? { status: 'read', sheet: source.sheet, lines } : { status: 'unreadable' };
    },
  };
}
