/**
 * Backups of the embedded server's database (data safety), over the server-side library
 * (src-server/backup): a daily one while the server runs, taken through its own connection so its
 * writes reach the copy; one now into a folder the user picks; the list of the automatic ones; and a
 * restore, which only runs with the server stopped (`AppState.whileStopped` restarts it after).
 */
import { join } from 'node:path';
import { backupDatabase, BACKUPS_FOLDER, listBackups, restoreDatabase, runDailyBackup, SERVER_DB_FILE, type BackupInfo, type RestoreResult } from '../../src-server/backup/index.js';
import { runPeriodically } from '../../src-server/maintenance/periodic.js';
import type { RunningServer } from '../../src-server/server.js';
import type { BackupProgressValue } from '../../src-shared/ipc/backup.js';

export type ProgressSink = (progress: BackupProgressValue) => void;

/** How often the daily backup is checked for while the app runs (it is taken once a calendar day). */
export const DAILY_CHECK_MS = 60 * 60_000;

export function embeddedBackupsFolder(dataDir: string): string {
  return join(dataDir, BACKUPS_FOLDER);
}

/** Reports each phase and whole percent once, so a large database does not flood the screens. */
function deduplicated(operation: BackupProgressValue['operation'], sink: ProgressSink | undefined) {
  let last = '';
  return (progress: { phase: string; percent: number }) => {
    const key = `${progress.phase}:${progress.percent}`;
    if (key === last) return;
    last = key;
    sink?.({ operation, phase: progress.phase, percent: progress.percent });
  };
}

export function backupEmbeddedNow(server: RunningServer, folder: string, sink?: ProgressSink): Promise<BackupInfo> {
  const handle = server.database.sqlite;
  if (handle === null) throw new Error('the embedded server does not run on SQLite');
  return backupDatabase(handle, folder, { kind: 'manual', onProgress: deduplicated('backup', sink) });
}

export function listEmbeddedBackups(dataDir: string): BackupInfo[] {
  return listBackups(embeddedBackupsFolder(dataDir));
}

/** Replaces the embedded database with a backup. The embedded server must be stopped. */
export function restoreEmbedded(dataDir: string, file: string, sink?: ProgressSink, nativeBinding?: string): Promise<RestoreResult> {
  return restoreDatabase(file, join(dataDir, SERVER_DB_FILE), { onProgress: deduplicated('restore', sink), nativeBinding });
}

export interface DailyBackups {
  /** Stops checking, and waits for a backup under way to finish. */
  stop(): Promise<void>;
}

/** Takes the daily backup now if it is due, then checks again every hour while the server runs. */
export function scheduleDailyBackups(server: RunningServer, dataDir: string, log?: (message: string) => void): DailyBackups {
  return runPeriodically(
    async () => {
      const made = await runDailyBackup(dataDir, { file: SERVER_DB_FILE, ...(server.database.sqlite ? { source: server.database.sqlite } : {}) });
      if (made) log?.(`daily backup taken: ${made.file}`);
    },
    DAILY_CHECK_MS,
    (error) => log?.(`the daily backup failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}
