/**
 * Where a backup now goes and which file outside the backups folder a restore reads: always chosen
 * by the main process, never taken from the page. The desktop shell asks the user in its own
 * dialogs (`src-main/electron/backup-dialogs.ts`); the browser host has none, so everything stays
 * in the data folder's backups folder.
 */
export interface BackupPlaces {
  /** Whether the user picks places in dialogs of the main process (the desktop shell). */
  readonly dialogs: boolean;
  /** The folder a backup now goes into (`suggested`: the backups folder); null when the user closed the dialog. */
  chooseFolder(suggested: string): Promise<string | null>;
  /** A backup file to restore, starting in `suggested`; null when the user closed the dialog or there is none. */
  chooseFile(suggested: string): Promise<string | null>;
}

/** No dialogs: backups go into the backups folder, and only its backups can be restored. */
export function createFolderBackupPlaces(): BackupPlaces {
  return {
    dialogs: false,
    chooseFolder: (suggested) => Promise.resolve(suggested),
    chooseFile: () => Promise.resolve(null),
  };
}
