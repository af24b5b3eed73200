/** "Abrir carpeta de registros": the shell opens the folder, the browser host only says where it is. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../src-shared/ipc/settings.js';
import { settingsHandlers, type LogFolder } from '../../../../src-main/ipc/handlers/settings.js';
import { createIpcRouter } from '../../../../src-main/ipc/router.js';
import { createFileSettingsStore } from '../../../../src-main/settings/file-store.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'log-folder-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const openLogFolder = (logFolder?: LogFolder) =>
  createIpcRouter([settingsHandlers(createFileSettingsStore(join(dir, 'settings.json')), DEFAULT_SETTINGS.server, logFolder)]).call('deskSettings.openLogFolder', undefined);

describe('deskSettings.openLogFolder', () => {
  const path = '/data/Mostrador/logs';
  const file = `${path}/app.log`;

  it('asks the shell to open the folder, and says whether it did', async () => {
    const opened: string[] = [];
    expect(await openLogFolder({ path, file, open: async (p) => (opened.push(p), '') })).toEqual({ ok: true, value: { path, opened: true } });
    expect(await openLogFolder({ path, file, open: async () => 'Failed to open path' })).toEqual({ ok: true, value: { path, opened: false } });
    expect(opened).toEqual([path]);
  });

  it('answers the path where no folder can be opened (the browser host), and null without a log file', async () => {
    expect(await openLogFolder({ path, file })).toEqual({ ok: true, value: { path, opened: false } });
    expect(await openLogFolder()).toEqual({ ok: true, value: { path: null, opened: false } });
  });
});
