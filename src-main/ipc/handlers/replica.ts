/** The signed-in user's replica upgrade: how far it is, and a retry after it failed. */
import type { AppState } from '../../runtime/app-state.js';
import type { IpcHandlers } from '../router.js';

export function replicaHandlers(state: AppState): IpcHandlers {
  return {
    'replica.upgrade': () => state.replicaUpgrade(),
    'replica.retryUpgrade': () => state.retryReplicaUpgrade(),
  };
}
