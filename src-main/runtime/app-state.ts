/**
 * What the main process is connected to and who is signed in: the backend (absent until the
 * embedded mode's first run is set up) and the signed-in user's workspace. Every change of session
 * goes through `settle`, one at a time, so a replica is never opened twice or used while closing.
 * A workspace whose replica needs a long upgrade first opens when the upgrade ends
 * (`replica-upgrades.ts`); the next change of session waits for that.
 */
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import type { Session, SetupInput } from '../../src-shared/ipc/auth.js';
import type { ReplicaUpgrade } from '../../src-shared/ipc/replica.js';
import type { ServerSetting } from '../../src-shared/ipc/settings.js';
import type { RunningServer } from '../../src-server/server.js';
import type { ApiClient } from '../sync/index.js';
import type { AuthSession } from '../auth/session.js';
import type { SecretStore } from '../auth/secret-store.js';
import { needsSetup, setupEmbeddedServer, startEmbeddedServer } from '../embedded/server.js';
import type { EventHub } from '../ipc/events.js';
import { createBackend, remoteApiUrl, type Backend } from './backend.js';
import { createReplicaUpgrades } from './replica-upgrades.js';
import { serial } from './serial.js';
import { STOPPED_SYNC_STATUS } from '../../src-shared/ipc/sync.js';
import type { Workspace } from './workspace.js';

export interface AppState {
  session(): Session;
  /** The embedded mode's first run: creates the admin (and demo data) and signs in as it. */
  setup(input: SetupInput): Promise<Session>;
  /** Runs an auth step, then opens or closes the workspace to match the session it leaves. */
  settle(step: (auth: AuthSession) => Promise<Session>): Promise<Session>;
  auth(): AuthSession;
  api(): ApiClient;
  /** The signed-in user's replica and sync; UNAUTHORIZED when nobody is signed in. */
  workspace(): Workspace;
  hasWorkspace(): boolean;
  /** How far the signed-in user's replica upgrade is (idle when none runs). */
  replicaUpgrade(): ReplicaUpgrade;
  /** Tries a failed replica upgrade again; answers how it ended. */
  retryReplicaUpgrade(): Promise<ReplicaUpgrade>;
  /** The embedded server, when this computer runs one (null in shared mode or before the setup). */
  embeddedServer(): RunningServer | null;
  /**
   * Stops the embedded server (closing the workspace first), runs `work` on its stopped database,
   * then starts it again and restores the kept session — whether `work` succeeded or not.
   */
  whileStopped<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface AppStateOptions {
  dataDir: string;
  server: ServerSetting;
  secrets: SecretStore;
  events: EventHub;
  nativeBinding?: string | undefined;
  /** The renderer build, for the embedded server's customer ordering page. */
  rendererDir?: string | undefined;
  /** False: the first run's demo data is the catalog alone, without its six months of history. */
  demoHistory?: boolean | undefined;
  log: (message: string) => void;
  /** The embedded server's log lines (the desktop's log file). */
  serverLog?: { write(chunk: string): void } | undefined;
}

/** The embedded server's message channels, from its setting. */
function embeddedMessaging(server: ServerSetting) {
  return server.mode === 'embedded' ? server.messaging : undefined;
}

const SETUP_FIRST = said('desktop.setupFirst', {});

async function connect(options: AppStateOptions): Promise<Backend | null> {
  const { secrets, log } = options;
  if (options.server.mode === 'remote') return createBackend({ baseUrl: remoteApiUrl(options.server), secrets, log });
  if (needsSetup(options.dataDir)) return null;
  const embedded = await startEmbeddedServer({
    dataDir: options.dataDir,
    nativeBinding: options.nativeBinding,
    rendererDir: options.rendererDir,
    messaging: embeddedMessaging(options.server),
    logStream: options.serverLog,
    log,
  });
  return createBackend({ baseUrl: embedded.url, secrets, embedded, log });
}

export async function startAppState(options: AppStateOptions): Promise<AppState> {
  const { events, log } = options;
  let backend = await connect(options);
  let workspace: Workspace | null = null;
  let closed = false;
  const oneAtATime = serial();
  const upgrades = createReplicaUpgrades(events, log);
  /** A replica upgrade under way, whose workspace opens when it ends. */
  let opening: Promise<void> | null = null;

  const requireBackend = (): Backend => {
    if (backend === null) throw AppError.conflict(SETUP_FIRST);
    return backend;
  };

  /**
   * Opens or closes the workspace so it belongs to whoever the session says is signed in. A replica
   * upgrade it starts is waited for, unless `upgrade` says it goes on in the background (the start,
   * before there is a window to show it in).
   */
  async function follow(session: Session, upgrade: 'wait' | 'background' = 'wait'): Promise<Session> {
    await opening;
    if (closed) return session;
    const userId = session.status === 'signed-in' ? session.user._id : null;
    if (workspace !== null && workspace.userId !== userId) {
      const leaving = workspace;
      workspace = null;
      await leaving.close();
      events.emit('sync-status', STOPPED_SYNC_STATUS);
    }
    if (userId === null || !upgrades.failedFor(userId)) upgrades.clear();
    if (userId !== null && workspace === null && !upgrades.failedFor(userId)) {
      const upgrading = upgrades.open({ dataDir: options.dataDir, userId, api: requireBackend().api, events, nativeBinding: options.nativeBinding, log }, (opened) => {
        workspace = opened;
      });
      if (upgrading !== null) {
        const ended = upgrading.finally(() => {
          if (opening === ended) opening = null;
        });
        opening = ended;
        if (upgrade === 'wait') await ended;
      }
    }
    return session;
  }

  const settle = (step: (auth: AuthSession) => Promise<Session>, upgrade: 'wait' | 'background' = 'wait'): Promise<Session> =>
    oneAtATime(async () => follow(await step(requireBackend().auth), upgrade));

  if (backend !== null) {
    await settle((auth) => auth.restore(), 'background');
    // Checked in the background: an unreachable server must not hold up the start.
    settle((auth) => auth.verify()).catch((error: unknown) => log(`the kept session could not be checked: ${String(error)}`));
  }

  return {
    session: () => (backend === null ? { status: 'needs-setup' } : backend.auth.current()),

    setup(input) {
      return oneAtATime(async () => {
        if (closed) throw AppError.refuse('INTERNAL', said('desktop.closing', {}));
        if (options.server.mode !== 'embedded') throw AppError.conflict(said('desktop.sharedServer', {}));
        if (backend !== null) throw AppError.conflict(said('desktop.alreadySetUp', {}));
        const { server, demo } = await setupEmbeddedServer(
          {
            dataDir: options.dataDir,
            nativeBinding: options.nativeBinding,
            rendererDir: options.rendererDir,
            messaging: embeddedMessaging(options.server),
            logStream: options.serverLog,
            demoHistory: options.demoHistory,
            log,
          },
          input,
        );
        if (demo) log(`demo data loaded: ${demo.products} products, ${demo.customers} customers`);
        const ready = createBackend({ baseUrl: server.url, secrets: options.secrets, embedded: server, log });
        backend = ready;
        return follow(await ready.auth.signIn({ username: input.username, password: input.password }));
      });
    },

    settle,
    auth: () => requireBackend().auth,
    api: () => requireBackend().api,

    workspace() {
      if (workspace === null) throw AppError.refuse('UNAUTHORIZED', backend === null ? SETUP_FIRST : said('desktop.signInFirst', {}));
      return workspace;
    },
    hasWorkspace: () => workspace !== null,
    replicaUpgrade: () => upgrades.current(),
    async retryReplicaUpgrade() {
      await settle(async (auth) => {
        upgrades.clear();
        return auth.current();
      });
      return upgrades.current();
    },
    embeddedServer: () => backend?.embedded ?? null,

    whileStopped(work) {
      return oneAtATime(async () => {
        if (closed) throw AppError.refuse('INTERNAL', said('desktop.closing', {}));
        const stopping = backend;
        if (options.server.mode !== 'embedded' || stopping === null) throw AppError.conflict(said('desktop.noOwnServer', {}));
        // A workspace still upgrading at the start would open on the server being stopped.
        await opening;
        const leaving = workspace;
        workspace = null;
        await leaving?.close();
        events.emit('sync-status', STOPPED_SYNC_STATUS);
        backend = null;
        await stopping.close();
        try {
          return await work();
        } finally {
          backend = await connect(options);
          if (backend !== null) {
            await follow(await backend.auth.restore());
            settle((auth) => auth.verify()).catch((error: unknown) => log(`the kept session could not be checked: ${String(error)}`));
          }
        }
      });
    },

    // Not queued behind a session check that may be waiting out the server's time-out: quitting
    // must not hang. A step still running finds the state closed and opens nothing.
    async close() {
      closed = true;
      upgrades.stop();
      await opening;
      const leaving = workspace;
      const server = backend;
      workspace = null;
      backend = null;
      await leaving?.close();
      await server?.close();
    },
  };
}
