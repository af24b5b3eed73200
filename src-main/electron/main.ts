/**
 * The Electron shell (design.md: thin): one instance, one hardened window, and the same runtime as
 * the browser host with the shell's own stores — the token sealed by `safeStorage`, settings in
 * electron-store, printing through Chromium — and better-sqlite3's Electron build.
 */
import { app, dialog, Menu, safeStorage, session, shell } from 'electron';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME } from '../../src-shared/constants/house.js';
import { createFileLog, logFolderOf, type FileLog } from '../log/file-log.js';
import { startRuntime, type Runtime } from '../runtime.js';
import { withSealedMessaging } from '../settings/sealed-messaging.js';
import { registerAppScheme, serveAppProtocol } from './app-protocol.js';
import { createDialogBackupPlaces } from './backup-dialogs.js';
import { createDialogExportTarget } from './export-target.js';
import { connectIpc } from './ipc-main.js';
import { appMenuTemplate } from './menu.js';
import { nativeBindingPath } from './native-binding.js';
import { createElectronPrintService } from './print-service.js';
import { createSafeSecretStore } from './secret-store.js';
import { createElectronSettingsStore } from './settings-store.js';
import { createMainWindow } from './window.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The bundled preload, next to this file in the build (a sandboxed preload is one CommonJS file). */
const PRELOAD = join(here, 'preload.cjs');
/** The renderer's dev server, only in development and only when asked for. */
const DEV_SERVER = !app.isPackaged && process.env.MOSTRADOR_DEV_SERVER ? process.env.MOSTRADOR_DEV_SERVER : null;

// The same data folder as `npm run web` uses by default: <app data>/Mostrador.
app.setPath('userData', join(app.getPath('appData'), PRODUCT_NAME));
registerAppScheme();

/** The log file in the data folder (logs/app.log), echoed to the terminal a developer started the app from. */
const fileLog: FileLog = createFileLog({ folder: logFolderOf(app.getPath('userData')), echo: (line) => console.log(line) });
const log = fileLog.log;

/** No page of ours needs the camera, notifications or anything else a site may ask for. */
function denyPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, answer) => answer(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

async function startShell(): Promise<void> {
  await app.whenReady();
  denyPermissions();
  const rendererDir = join(app.getAppPath(), 'dist', 'renderer');
  serveAppProtocol(rendererDir);
  const dataDir = app.getPath('userData');
  const runtime: Runtime = await startRuntime({
    dataDir,
    secrets: createSafeSecretStore({ safeStorage, path: join(dataDir, 'session.bin'), platform: process.platform, log }),
    // The SMTP password and the SMS key are sealed like the session, in a file of their own.
    settings: withSealedMessaging(createElectronSettingsStore(log), createSafeSecretStore({ safeStorage, path: join(dataDir, 'messaging.bin'), platform: process.platform, log }), log),
    printer: createElectronPrintService(join(app.getPath('documents'), PRODUCT_NAME)),
    exportTarget: createDialogExportTarget(app.getPath('documents')),
    backupPlaces: createDialogBackupPlaces(),
    nativeBinding: nativeBindingPath({ isPackaged: app.isPackaged, appPath: app.getAppPath(), env: process.env, exists: existsSync }),
    rendererDir,
    log,
    serverLog: fileLog.stream,
    logFolder: { path: fileLog.folder, file: fileLog.file, open: (path) => shell.openPath(path) },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate({ isMac: process.platform === 'darwin', isPackaged: app.isPackaged })));
  const window = createMainWindow(PRELOAD, DEV_SERVER, log);
  const disconnect = connectIpc(runtime, window, DEV_SERVER);

  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('window-all-closed', () => app.quit());
  let closed = false;
  app.on('will-quit', (event) => {
    if (closed) return;
    // The replica and the embedded server close cleanly (WAL checkpoint) before the process ends.
    event.preventDefault();
    disconnect();
    runtime
      .close()
      .catch((error: unknown) => log(`closing: ${String(error)}`))
      .finally(() => {
        closed = true;
        app.quit();
      });
  });
}

if (!app.requestSingleInstanceLock()) {
  // Another window of the app is open: it is brought forward by its 'second-instance' handler.
  app.quit();
} else {
  startShell().catch((error: unknown) => {
    log(`could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    dialog.showErrorBox(`${PRODUCT_NAME} no pudo iniciar`, error instanceof Error ? error.message : String(error));
    app.exit(1);
  });
}
