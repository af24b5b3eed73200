/**
 * Backups of the embedded database from the settings screen (src-shared/ipc/backup.ts): only the
 * signed-in administrator, only in embedded mode. A restore stops the embedded server, replaces its
 * database and starts it again; progress goes out as `backup-progress` events. Every place is
 * chosen here (`BackupPlaces`), never taken from the page: a restore names a backup, looked up by
 * `backup-lookup.ts`.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { backupInFolder, createChosenBackups } from '../../embedded/backup-lookup.js';
import type { BackupPlaces } from '../../embedded/backup-places.js';
import { backupEmbeddedNow, embeddedBackupsFolder, listEmbeddedBackups, restoreEmbedded, type ProgressSink } from '../../embedded/backup.js';
import type { AppState } from '../../runtime/app-state.js';
import type { EventHub } from '../events.js';
import type { IpcHandlers } from '../router.js';

export interface BackupHandlerOptions {
  dataDir: string;
  events: EventHub;
  places: BackupPlaces;
  nativeBinding?: string | undefined;
}

function requireAdmin(state: AppState): void {
  const session = state.session();
  if (session.status !== 'signed-in') throw AppError.refuse('UNAUTHORIZED', said('backup.signInAsAdmin', {}));
  if (session.role !== 'ADMIN') throw AppError.refuse('FORBIDDEN', said('backup.adminOnly', {}));
}

const SHARED_SERVER = said('backup.sharedServer', {});

export function backupHandlers(state: AppState, options: BackupHandlerOptions): IpcHandlers {
  const progress: ProgressSink = (value) => options.events.emit('backup-progress', value);
  const folder = embeddedBackupsFolder(options.dataDir);
  const chosen = createChosenBackups();
  const requireEmbedded = () => {
    requireAdmin(state);
    const server = state.embeddedServer();
    if (server === null) throw AppError.conflict(SHARED_SERVER);
    return server;
  };
  return {
    'backup.now': async () => {
      requireEmbedded();
      const into = await options.places.chooseFolder(folder);
      if (into === null) return null;
      // Checked again: the server may have changed while the dialog was open.
      const made = await backupEmbeddedNow(requireEmbedded(), into, progress);
      chosen.remember(made.path);
      return made;
    },
    'backup.list': () => {
      requireEmbedded();
      return { folder, backups: listEmbeddedBackups(options.dataDir), dialogs: options.places.dialogs };
    },
    'backup.choose': async () => {
      requireEmbedded();
      if (!options.places.dialogs) throw AppError.refuse('FORBIDDEN', said('backup.onlyFromFolder', {}));
      const path = await options.places.chooseFile(folder);
      return path === null ? null : { name: chosen.remember(path), path };
    },
    'backup.restore': async ({ name }) => {
      requireEmbedded();
      const file = chosen.pathOf(name) ?? backupInFolder(folder, name);
      return state.whileStopped(() => restoreEmbedded(options.dataDir, file, progress, options.nativeBinding));
    },
  };
}
