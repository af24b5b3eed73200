/**
 * Opening the signed-in user's workspace when its replica needs a long upgrade first (a new build's
 * replica migrations over a large replica, or the indexes a cut-off first pull left to build):
 * the upgrade runs on a worker thread while the main process keeps answering, and every step is
 * pushed to the screens (`replica-upgrade`), which show it instead of the signed-in screens.
 *
 * A failed upgrade leaves the replica as its last whole step left it and the workspace closed: the
 * screens say what to do, and nothing opens that replica again for that user until they retry
 * (`retry`) or someone signs in anew.
 */
import { said } from '../../src-shared/error-keys/index.js';
import { AppError, type AppErrorValue } from '../../src-shared/errors.js';
import { IDLE_REPLICA_UPGRADE, type ReplicaUpgrade } from '../../src-shared/ipc/replica.js';
import type { EventHub } from '../ipc/events.js';
import { ReplicaMigrationError } from '../replica/index.js';
import { openWorkspace, upgradeWorkspaceReplica, type Workspace, type WorkspaceOptions } from './workspace.js';

export interface ReplicaUpgrades {
  current(): ReplicaUpgrade;
  /** Whether `userId`'s upgrade failed: their workspace stays closed until a retry. */
  failedFor(userId: string): boolean;
  /**
   * Opens the workspace and hands it to `adopt`, at once when nothing long is due; otherwise runs
   * the upgrade first and answers when it has ended (adopted, failed, or called off by `stop`).
   * `adopt` is called before the screens hear the upgrade is over, so they find the workspace.
   */
  open(options: WorkspaceOptions, adopt: (workspace: Workspace) => void): Promise<void> | null;
  /** Forgets a failure (a retry, another user, a sign-out): the screens go back to what the session shows. */
  clear(): void;
  /** Calls off an upgrade under way (the app closes); its step under way rolls back. */
  stop(): void;
}

/** What the screens say of a failed upgrade: the replica's own refusal, or what to do now. */
function failure(error: unknown): AppErrorValue {
  if (error instanceof ReplicaMigrationError) return AppError.conflict(said('desktop.replicaNewer', {})).toValue();
  return AppError.refuse('INTERNAL', said('desktop.replicaUpgradeFailed', {})).toValue();
}

export function createReplicaUpgrades(events: EventHub, log: (message: string) => void): ReplicaUpgrades {
  let state: ReplicaUpgrade = IDLE_REPLICA_UPGRADE;
  let failed: string | null = null;
  let calledOff: AbortController | null = null;
  const set = (next: ReplicaUpgrade): void => {
    state = next;
    events.emit('replica-upgrade', next);
  };
  const fail = (userId: string, error: unknown): void => {
    log(`the replica of ${userId} could not be upgraded: ${error instanceof Error ? error.message : String(error)}`);
    failed = userId;
    set({ status: 'failed', error: failure(error) });
  };

  return {
    current: () => state,
    failedFor: (userId) => failed === userId,
    open(options, adopt) {
      let opened: ReturnType<typeof openWorkspace>;
      try {
        opened = openWorkspace(options);
      } catch (error) {
        // A replica another build migrated cannot be opened by this one at all: the user must know.
        if (!(error instanceof ReplicaMigrationError)) throw error;
        fail(options.userId, error);
        return null;
      }
      if ('reader' in opened) {
        adopt(opened);
        return null;
      }
      const abort = new AbortController();
      calledOff = abort;
      set({ status: 'upgrading', step: 0, steps: opened.migrations.length + opened.indexes });
      return upgradeWorkspaceReplica(options, (step) => set({ status: 'upgrading', ...step }), abort.signal)
        .then(() => {
          if (abort.signal.aborted) return;
          const upgraded = openWorkspace(options);
          if (!('reader' in upgraded)) throw new Error('the replica still needed an upgrade after its upgrade');
          adopt(upgraded);
          set(IDLE_REPLICA_UPGRADE);
        })
        .catch((error: unknown) => {
          if (!abort.signal.aborted) fail(options.userId, error);
        })
        .finally(() => {
          if (calledOff === abort) calledOff = null;
        });
    },
    clear() {
      failed = null;
      if (state.status !== 'idle') set(IDLE_REPLICA_UPGRADE);
    },
    stop() {
      calledOff?.abort();
    },
  };
}
