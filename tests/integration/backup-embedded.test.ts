/**
 * Backups through the desktop runtime's IPC in embedded mode (data safety), as the browser host runs
 * it (no dialogs): the daily backup taken when the embedded server starts, `backup.now` into the
 * backups folder with progress events, `backup.list`, and `backup.restore` of a backup by name —
 * which stops the embedded server, replaces its database, starts it again and keeps the session,
 * after which the replica rebuilds from the restored data. A refused file leaves the server running
 * on the same data; a name that is a path, leads up or out, or is a link is refused before any file
 * is read. Only the administrator may do any of it.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupProgressValue } from '../../src-shared/ipc/backup.js';
import { createMemorySecretStore } from '../../src-main/auth/secret-store.js';
import { createBrowserPrintService } from '../../src-main/printing/service.js';
import { startRuntime, type Runtime } from '../../src-main/runtime.js';
import { createFileSettingsStore } from '../../src-main/settings/file-store.js';
import { ADDRESS, readDatabaseFile } from '../support/backups.js';
import { latestKnownLevel } from '../../src-server/backup/level.js';

/** The newest migration of this build: what a backup of a fresh database is at. */
const LATEST = latestKnownLevel();

const ADMIN = { username: 'jefa', password: 'mostrador-2026' };

describe('backups through the embedded runtime', () => {
  let dataDir: string;
  let runtime: Runtime;
  const progress: BackupProgressValue[] = [];

  async function ipc<T = unknown>(name: string, input: unknown = {}): Promise<T> {
    const result = await runtime.router.call(name, input);
    if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
    return result.value as T;
  }

  async function customerIds(): Promise<string[]> {
    await ipc('sync.syncNow');
    const page = await ipc<{ docs: Array<{ _id: string }> }>('customer.list', { limit: 200 });
    return page.docs.map((d) => d._id);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mostrador-backup-'));
    runtime = await startRuntime({
      dataDir,
      secrets: createMemorySecretStore(),
      settings: createFileSettingsStore(join(dataDir, 'settings.json')),
      printer: createBrowserPrintService(),
      log: () => undefined,
    });
    runtime.events.subscribe((event, payload) => {
      if (event === 'backup-progress') progress.push(payload as BackupProgressValue);
    });
  });
  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses before the setup, then takes the daily backup once the embedded server runs', async () => {
    await expect(ipc('backup.list')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await ipc('auth.setup', ADMIN);
    let listed: { folder: string; backups: Array<{ kind: string }> } = { folder: '', backups: [] };
    for (let i = 0; i < 200 && listed.backups.length === 0; i += 1) {
      listed = await ipc('backup.list');
      if (listed.backups.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(listed).toMatchObject({ folder: join(dataDir, 'backups'), dialogs: false });
    expect(listed.backups.map((b) => b.kind)).toEqual(['daily']);
  });

  it('backs up now into the backups folder, restores it by name over later writes, and keeps the session', async () => {
    const kept = await ipc<{ id: string }>('customer.create', { name: 'Antes del respaldo', address: ADDRESS });
    expect(await customerIds()).toContain(kept.id);

    // A page that still sends a folder is refused by the contract: it carries no path any more.
    await expect(ipc('backup.now', { folder: join(dataDir, 'elegida') })).rejects.toMatchObject({ code: 'VALIDATION' });
    const made = await ipc<{ path: string; file: string; kind: string; level: string }>('backup.now');
    expect(made).toMatchObject({ kind: 'manual', level: LATEST, path: join(dataDir, 'backups', made.file) });
    expect(progress.filter((p) => p.operation === 'backup').at(-1)).toEqual({ operation: 'backup', phase: 'done', percent: 100 });
    const listed = await ipc<{ backups: Array<{ file: string }> }>('backup.list');
    expect(listed.backups.map((b) => b.file)).toContain(made.file);

    const later = await ipc<{ id: string }>('customer.create', { name: 'Después del respaldo', address: ADDRESS });
    expect(await customerIds()).toContain(later.id);

    const restored = await ipc<{ database: string; replaced: string | null }>('backup.restore', { name: made.file });
    expect(restored.database).toBe(join(dataDir, 'server.db'));
    expect(restored.replaced).toMatch(/server\.db\.replaced-\d{8}T\d{9}Z$/);
    expect(progress.filter((p) => p.operation === 'restore').map((p) => p.phase)).toEqual(expect.arrayContaining(['copy', 'check', 'swap', 'done']));
    expect(readDatabaseFile(restored.replaced ?? '').customers.has(later.id)).toBe(true);

    // The session survived (its token is in the backup), and the replica rebuilt from the restored data.
    expect(await ipc('auth.session')).toMatchObject({ status: 'signed-in', role: 'ADMIN' });
    const ids = await customerIds();
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(later.id);
  });

  it('refuses a corrupt file in the backups folder and keeps running on the same data', async () => {
    const before = await customerIds();
    const corrupt = 'server-20200115T120000000Z-0001_initial-manual.db';
    writeFileSync(join(dataDir, 'backups', corrupt), 'not a database at all');
    await expect(ipc('backup.restore', { name: corrupt })).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/damaged|not a database/) });
    expect(await ipc('auth.session')).toMatchObject({ status: 'signed-in' });
    expect(await customerIds()).toEqual(before);
  });

  it('restores nothing named by a path, outside the backups folder, or through a link', async () => {
    const before = await customerIds();
    // A real database outside the backups folder, with a backup's name: still out of reach.
    const outside = join(dataDir, 'fuera');
    mkdirSync(outside, { recursive: true });
    const stray = 'server-20200116T120000000Z-0001_initial-manual.db';
    writeFileSync(join(outside, stray), 'whatever');
    const linked = 'server-20200117T120000000Z-0001_initial-manual.db';
    symlinkSync(join(dataDir, 'server.db'), join(dataDir, 'backups', linked));
    const refusals: Array<[string, RegExp]> = [
      [join(dataDir, 'server.db'), /not by a path/],
      [join(outside, stray), /not by a path/],
      [`../fuera/${stray}`, /not by a path/],
      [`..\\fuera\\${stray}`, /not by a path/],
      ['..', /not by a path/],
      ['server.db', /not the name of a backup/],
      [stray, /no backup file named/],
      [linked, /is a link/],
    ];
    for (const [name, message] of refusals) {
      await expect(ipc('backup.restore', { name }), name).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(message), details: [expect.objectContaining({ path: 'name' })] });
    }
    // No dialogs here, so no file can be picked elsewhere either.
    await expect(ipc('backup.choose')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await ipc('auth.session')).toMatchObject({ status: 'signed-in' });
    expect(await customerIds()).toEqual(before);
  });

  it('is the administrator’s only', async () => {
    await ipc('auth.signOut');
    await expect(ipc('backup.now')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(ipc('backup.choose')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(ipc('backup.restore', { name: 'server-20200115T120000000Z-0001_initial-manual.db' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
