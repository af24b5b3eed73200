/**
 * The main-process runtime, the same in the Electron shell and in the browser host: it connects
 * to the server (embedded or shared), keeps the session and the signed-in user's replica in sync,
 * and answers the screens through the IPC router. Hosts pass in what differs between them — where
 * secrets and settings are kept, how documents reach paper, better-sqlite3's build — and deliver
 * the router's answers and the push events to their screens.
 */
import { join } from 'node:path';
import type { SecretStore } from './auth/secret-store.js';
import { createFolderBackupPlaces, type BackupPlaces } from './embedded/backup-places.js';
import { createFolderExportTarget, EXPORTS_FOLDER, type ExportTarget } from './export/index.js';
import { createEventHub, type EventHub } from './ipc/events.js';
import { authHandlers } from './ipc/handlers/auth.js';
import { backupHandlers } from './ipc/handlers/backup.js';
import { exportHandlers } from './ipc/handlers/export.js';
import { mutationHandlers } from './ipc/handlers/mutations.js';
import { printHandlers } from './ipc/handlers/print.js';
import { sheetHandlers } from './ipc/handlers/sheet.js';
import { readHandlers } from './ipc/handlers/reads.js';
import { replicaHandlers } from './ipc/handlers/replica.js';
import { settingsHandlers, type LogFolder } from './ipc/handlers/settings.js';
import { businessHandlers } from './ipc/handlers/business.js';
import { syncHandlers } from './ipc/handlers/sync.js';
import { createIpcRouter, type IpcRouter } from './ipc/router.js';
import type { PrintService } from './printing/service.js';
import { startAppState } from './runtime/app-state.js';
import type { SettingsStore } from './settings/store.js';

export interface RuntimeOptions {
  /** Where the embedded database and the replicas live. */
  dataDir: string;
  secrets: SecretStore;
  settings: SettingsStore;
  printer: PrintService;
  /** Where list exports go: the shell's save dialog; by default the data folder's `exports` (the browser host serves them). */
  exportTarget?: ExportTarget | undefined;
  /** Where backups go and which file a restore reads: the shell's dialogs; by default the data folder's `backups` only. */
  backupPlaces?: BackupPlaces | undefined;
  /** better-sqlite3's Electron build (design.md pitfall); absent in plain Node. */
  nativeBinding?: string | undefined;
  /** The renderer build (`dist/renderer`): the embedded server serves its customer ordering page. */
  rendererDir?: string | undefined;
  /** False: the first run's demo data is the catalog alone, without its six months of history. */
  demoHistory?: boolean | undefined;
  log?: (message: string) => void;
  /** Where `log` writes its file (src-main/log/file-log.ts): shown from the settings screen, named by unexpected errors. */
  logFolder?: LogFolder | undefined;
  /** Where the embedded server writes its log lines (the same file). */
  serverLog?: { write(chunk: string): void } | undefined;
}

export interface Runtime {
  readonly router: IpcRouter;
  readonly events: EventHub;
  close(): Promise<void>;
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const log = options.log ?? ((message: string) => console.log(message));
  const events = createEventHub(log);
  const { server } = await options.settings.read();
  const state = await startAppState({
    dataDir: options.dataDir,
    server,
    secrets: options.secrets,
    events,
    nativeBinding: options.nativeBinding,
    rendererDir: options.rendererDir,
    demoHistory: options.demoHistory,
    serverLog: options.serverLog,
    log,
  });
  const target = options.exportTarget ?? createFolderExportTarget(join(options.dataDir, EXPORTS_FOLDER));
  // Exports read through the router itself, exactly as the screens read; it exists once built below.
  const call = (name: string, input: unknown) => router.call(name, input);
  const router: IpcRouter = createIpcRouter(
    [
      authHandlers(state),
      syncHandlers(state),
      replicaHandlers(state),
      readHandlers(state),
      businessHandlers(state),
      mutationHandlers(state),
      printHandlers(state, options.printer, options.settings),
      settingsHandlers(options.settings, server, options.logFolder),
      backupHandlers(state, { dataDir: options.dataDir, events, places: options.backupPlaces ?? createFolderBackupPlaces(), nativeBinding: options.nativeBinding }),
      exportHandlers(state, { target, events, call }),
      sheetHandlers(),
    ],
    { complete: true, logFile: options.logFolder?.file, onInternalError: (name, error) => log(`ipc ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`) },
  );
  return { router, events, close: () => state.close() };
}
