/** Where backups go and which file a restore reads in the shell: what the user picks in the open dialog. */
import { BrowserWindow, dialog, type OpenDialogOptions } from 'electron';
import type { BackupPlaces } from '../embedded/backup-places.js';

async function ask(options: OpenDialogOptions): Promise<string | null> {
  const window = BrowserWindow.getFocusedWindow();
  const answer = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
  return answer.canceled ? null : (answer.filePaths[0] ?? null);
}

export function createDialogBackupPlaces(): BackupPlaces {
  return {
    dialogs: true,
    // A folder, not a file name: a backup's name says when it was taken, at which level and why, and the list reads it back.
    chooseFolder: (suggested) => ask({ defaultPath: suggested, properties: ['openDirectory', 'createDirectory', 'promptToCreate'] }),
    chooseFile: (suggested) => ask({ defaultPath: suggested, properties: ['openFile'], filters: [{ name: 'Mostrador', extensions: ['db'] }] }),
  };
}
