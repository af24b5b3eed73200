/** Sync calls over the signed-in user's engine; signed out there is nothing to sync and nothing refused. */
import type { AppState } from '../../runtime/app-state.js';
import { STOPPED_SYNC_STATUS } from '../../../src-shared/ipc/sync.js';
import { ipcSyncStatus, queuedWriteState, refusedCreation, rejectedWrite } from '../../runtime/sync-events.js';
import type { IpcHandlers } from '../router.js';

export function syncHandlers(state: AppState): IpcHandlers {
  return {
    'sync.status': () => (state.hasWorkspace() ? ipcSyncStatus(state.workspace().sync.status()) : STOPPED_SYNC_STATUS),
    'sync.rejected': () => (state.hasWorkspace() ? state.workspace().sync.rejected().map(rejectedWrite) : []),
    // Signed out, the write stays in that user's replica, to be sent when they sign in again.
    'sync.write': ({ entry }) => (state.hasWorkspace() ? queuedWriteState(state.workspace().sync.entry(entry)) : { state: 'waiting', error: null }),
    'sync.refusedCreation': ({ docId }) => (state.hasWorkspace() ? refusedCreation(state.workspace().sync.rejected(), docId) : null),
    'sync.dismissRejected': ({ id }) => ({ dismissed: state.workspace().sync.dismiss(id) }),
    'sync.syncNow': async () => ipcSyncStatus(await state.workspace().sync.syncNow()),
  };
}
