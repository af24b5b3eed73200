/** Spreadsheets the screens hand over to be read (src-shared/ipc/sheet.ts). */
import { readXlsxTable } from '../../import/xlsx-reader.js';
import type { IpcHandlers } from '../router.js';

export function sheetHandlers(): IpcHandlers {
  return {
    'sheet.read': async ({ data, sheet }) => {
      const table = await readXlsxTable(Buffer.from(data, 'base64'), sheet);
      return table === null || table.source.format !== 'xlsx' ? { status: 'unreadable' } : { status: 'read', sheet: table.source.sheet, lines: table.lines };
    },
  };
}
