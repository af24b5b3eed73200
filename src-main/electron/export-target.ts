/** Where an export goes in the shell: the folder and name the user picks in the save dialog. */
import { BrowserWindow, dialog, type SaveDialogOptions } from 'electron';
import { join } from 'node:path';
import type { ExportTarget } from '../export/index.js';

const FILTERS: Readonly<Record<'xlsx' | 'csv', { name: string; extensions: string[] }>> = { xlsx: { name: 'Excel', extensions: ['xlsx'] }, csv: { name: 'CSV', extensions: ['csv'] } };

export function createDialogExportTarget(defaultDir: string): ExportTarget {
  return {
    async choose(file, format) {
      const options: SaveDialogOptions = { defaultPath: join(defaultDir, file), filters: [FILTERS[format]], properties: ['showOverwriteConfirmation', 'createDirectory'] };
      const window = BrowserWindow.getFocusedWindow();
      const answer = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
      if (answer.canceled || !answer.filePath) return null;
      const path = answer.filePath;
      return { path, file: path.split(/[\\/]/).pop() ?? file, saved: path, download: null };
    },
  };
}
