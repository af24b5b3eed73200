/**
 * The runtime with the desktop's log file, as both hosts start it: "Abrir carpeta de registros"
 * answers the folder the log is written in, and what the main process reports lands in app.log.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySecretStore } from '../../../src-main/auth/secret-store.js';
import { createFileLog, logFolderOf, type FileLog } from '../../../src-main/log/file-log.js';
import { createBrowserPrintService } from '../../../src-main/printing/service.js';
import { startRuntime, type Runtime } from '../../../src-main/runtime.js';
import { STOPPED_SYNC_STATUS } from '../../../src-shared/ipc/sync.js';
import { createFileSettingsStore } from '../../../src-main/settings/file-store.js';

describe('the runtime and its log folder', () => {
  let dataDir: string;
  let fileLog: FileLog;
  let runtime: Runtime;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mostrador-log-'));
    fileLog = createFileLog({ folder: logFolderOf(dataDir) });
    runtime = await startRuntime({
      dataDir,
      secrets: createMemorySecretStore(),
      settings: createFileSettingsStore(join(dataDir, 'settings.json')),
      printer: createBrowserPrintService(),
      log: fileLog.log,
      serverLog: fileLog.stream,
      logFolder: { path: fileLog.folder, file: fileLog.file },
    });
  });
  afterAll(async () => {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the log folder of the data folder, which the browser cannot open', async () => {
    expect(await runtime.router.call('deskSettings.openLogFolder', undefined)).toEqual({ ok: true, value: { path: join(dataDir, 'logs'), opened: false } });
  });

  it('writes what the main process reports to logs/app.log', () => {
    // A host that fails to deliver a push event is reported through the runtime's log.
    const unsubscribe = runtime.events.subscribe(() => {
      throw new Error('the window is gone');
    });
    runtime.events.emit('sync-status', STOPPED_SYNC_STATUS);
    unsubscribe();
    expect(readFileSync(join(dataDir, 'logs', 'app.log'), 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z event sync-status could not be delivered: Error: the window is gone$/m);
  });
});
