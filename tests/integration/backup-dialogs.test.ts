/**
 * Backups through the desktop runtime's IPC when the shell shows its own dialogs (a stand-in for
 * src-main/electron/backup-dialogs.ts): a backup now goes where the user picked, a file picked in the
 * open dialog can be restored by the name `backup.choose` answered, a closed dialog does nothing —
 * and a name the user neither picked nor made, outside the backups folder, is still refused.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySecretStore } from '../../src-main/auth/secret-store.js';
import type { BackupPlaces } from '../../src-main/embedded/backup-places.js';
import { createBrowserPrintService } from '../../src-main/printing/service.js';
import { startRuntime, type Runtime } from '../../src-main/runtime.js';
import { createFileSettingsStore } from '../../src-main/settings/file-store.js';
import { ADDRESS } from '../support/backups.js';

const ADMIN = { username: 'jefa', password: 'mostrador-2026' };

describe('backups through the shell’s dialogs', () => {
  let dataDir: string;
  let runtime: Runtime;
  /** What the next dialog answers (null: the user closed it), and the folders each one started in. */
  const answers: { folder: string | null; file: string | null } = { folder: null, file: null };
  const startedIn: string[] = [];
  const places: BackupPlaces = {
    dialogs: true,
    chooseFolder: (suggested) => (startedIn.push(suggested), Promise.resolve(answers.folder)),
    chooseFile: (suggested) => (startedIn.push(suggested), Promise.resolve(answers.file)),
  };

  async function ipc<T = unknown>(name: string, input: unknown = {}): Promise<T> {
    const result = await runtime.router.call(name, input);
    if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
    return result.value as T;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mostrador-backup-dialogs-'));
    runtime = await startRuntime({
      dataDir,
      secrets: createMemorySecretStore(),
      settings: createFileSettingsStore(join(dataDir, 'settings.json')),
      printer: createBrowserPrintService(),
      backupPlaces: places,
      log: () => undefined,
    });
    await ipc('auth.setup', ADMIN);
  });
  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says the shell has dialogs, and does nothing when the user closes them', async () => {
    expect(await ipc('backup.list')).toMatchObject({ folder: join(dataDir, 'backups'), dialogs: true });
    expect(await ipc('backup.now')).toBeNull();
    expect(await ipc('backup.choose')).toBeNull();
    expect(startedIn).toEqual([join(dataDir, 'backups'), join(dataDir, 'backups')]);
  });

  it('backs up where the user picked, and restores that backup and a picked file by name', async () => {
    await ipc('customer.create', { name: 'Antes del respaldo', address: ADDRESS });
    const usb = join(dataDir, 'usb');
    answers.folder = usb;
    const made = await ipc<{ path: string; file: string }>('backup.now');
    expect(made.path).toBe(join(usb, made.file));
    await expect(ipc('backup.restore', { name: made.file })).resolves.toMatchObject({ database: join(dataDir, 'server.db') });

    answers.file = made.path;
    const chosen = await ipc<{ name: string; path: string }>('backup.choose');
    expect(chosen).toEqual({ name: made.file, path: made.path });
    await expect(ipc('backup.restore', { name: chosen.name })).resolves.toMatchObject({ database: join(dataDir, 'server.db') });
  });

  it('still refuses a path, or a backup elsewhere that no dialog picked', async () => {
    const elsewhere = join(dataDir, 'otra');
    mkdirSync(elsewhere, { recursive: true });
    answers.folder = elsewhere;
    const made = await ipc<{ path: string; file: string }>('backup.now');
    // Picked through the dialog, so known by name; the same file named by its path is not.
    await expect(ipc('backup.restore', { name: made.path })).rejects.toMatchObject({ code: 'VALIDATION', details: [expect.objectContaining({ path: 'name' })] });
    await expect(ipc('backup.restore', { name: `../otra/${made.file}` })).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(ipc('backup.restore', { name: 'server-20200115T120000000Z-0001_initial-manual.db' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/no backup file named/),
    });
  });
});
