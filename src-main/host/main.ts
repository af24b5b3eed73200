/**
 * `npm run web`: the app without Electron. Starts the main-process runtime (embedded server by
 * default), serves the screens and the IPC on 127.0.0.1, and prints the address to open — with
 * its per-launch secret — on one line. `PORT` fixes the port (random otherwise), `APP_DATA_DIR`
 * the data folder.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMemorySecretStore } from '../auth/secret-store.js';
import { EXPORTS_FOLDER } from '../export/index.js';
import { createFileLog, logFolderOf } from '../log/file-log.js';
import { createBrowserPrintService } from '../printing/service.js';
import { startRuntime } from '../runtime.js';
import { createFileSettingsStore, SETTINGS_FILE } from '../settings/file-store.js';
import { defaultDataDir } from './data-dir.js';
import { startHost } from './server.js';

/**
 * The renderer's build, found from this file so the host runs from any working folder;
 * `RENDERER_DIR` points it at another build (a developer testing two builds side by side).
 */
const RENDERER_DIR = process.env.RENDERER_DIR || fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${value}")`);
  return port;
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.APP_DATA_DIR || defaultDataDir());
  const port = portFromEnv(process.env.PORT);
  // stdout carries only the address to open: the terminal's copy of the log goes to stderr.
  const fileLog = createFileLog({ folder: logFolderOf(dataDir), echo: (line) => console.error(line) });
  const log = fileLog.log;
  const runtime = await startRuntime({
    dataDir,
    secrets: createMemorySecretStore(),
    settings: createFileSettingsStore(join(dataDir, SETTINGS_FILE), log),
    printer: createBrowserPrintService(),
    rendererDir: RENDERER_DIR,
    // As `npm run serve`: SEED_DEMO=catalog keeps the first run's demo data to the catalog.
    demoHistory: process.env.SEED_DEMO !== 'catalog',
    log,
    serverLog: fileLog.stream,
    // A browser tab cannot open a folder on this computer: the settings screen shows the path.
    logFolder: { path: fileLog.folder, file: fileLog.file },
  });
  const host = await startHost({ router: runtime.router, events: runtime.events, rendererDir: RENDERER_DIR, port, log, exportsDir: join(dataDir, EXPORTS_FOLDER) });
  // The one line on stdout: what to open (scripts and end-to-end tests read it).
  console.log(host.openUrl);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    Promise.all([host.close(), runtime.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        log(String(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
