/**
 * Backups of the embedded database from the settings screen (src-shared/ipc/backup.ts): only the
 * signed-in administrator, only in embedded mode. A restore stops the embedded server, replaces its
 * database and starts it again; progress goes out as `backup-progress` events.
 */
import { AppError } from '../../../src-shared/errors.js';
import { backupEmbeddedNow, embeddedBackupsFolder, listEmbeddedBackups, restoreEmbedded, type ProgressSink } from '../../embedded/backup.js';
import type { AppState } from '../../runtime/app-state.js';
import type { EventHub } from '../events.js';
import type { IpcHandlers } from '../router.js';

export interface BackupHandlerOptions {
  dataDir: string;
  events: EventHub;
  nativeBinding?: string | undefined;
}

function requireAdmin(state: AppState): void {
  const session = state.session();
  if (session.status !== 'signed-in') throw AppError.unauthorized('sign in as an administrator to manage backups');
  if (session.role !== 'ADMIN') throw AppError.forbidden('only an administrator may back up or restore the database');
}

const SHARED_SERVER = 'this computer uses a shared server: back it up on the server (README "Backups")';

export function backupHandlers(state: AppState, options: BackupHandlerOptions): IpcHandlers {
  const progress: ProgressSink = (value) => options.events.emit('backup-progress', value);
  return {
    'backup.now': async ({ folder }) => {
      requireAdmin(state);
      const server = state.embeddedServer();
      if (server === null) throw AppError.conflict(SHARED_SERVER);
      return backupEmbeddedNow(server, folder, progress);
    },
    'backup.list': () => {
      requireAdmin(state);
      if (state.embeddedServer() === null) throw AppError.conflict(SHARED_SERVER);
      return { folder: embeddedBackupsFolder(options.dataDir), backups: listEmbeddedBackups(options.dataDir) };
    },
    'backup.restore': async ({ file }) => {
      requireAdmin(state);
      if (state.embeddedServer() === null) throw AppError.conflict(SHARED_SERVER);
      return state.whileStopped(() => restoreEmbedded(options.dataDir, file, progress, options.nativeBinding));
    },
  };
}
