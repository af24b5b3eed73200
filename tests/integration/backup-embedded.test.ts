/**
 * Backups through the desktop runtime's IPC in embedded mode (data safety): the daily backup taken
 * when the embedded server starts, `backup.now` into a chosen folder with progress events,
 * `backup.list`, and `backup.restore` — which stops the embedded server, replaces its database,
 * starts it again and keeps the session, after which the replica rebuilds from the restored data.
 * A refused file leaves the server running on the same data. Only the administrator may do any of it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
    const page = await ipc<{ docs: Array<{ _id: string }> }>('customers.list', { limit: 200 });
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
    expect(listed.folder).toBe(join(dataDir, 'backups'));
    expect(listed.backups.map((b) => b.kind)).toEqual(['daily']);
  });

  it('backs up now into a chosen folder, restores it over later writes, and keeps the session', async () => {
    const kept = await ipc<{ id: string }>('customers.create', { name: 'Antes del respaldo', address: ADDRESS });
    expect(await customerIds()).toContain(kept.id);

    const folder = join(dataDir, 'elegida');
    const made = await ipc<{ path: string; kind: string; level: string }>('backup.now', { folder });
    expect(made).toMatchObject({ kind: 'manual', level: LATEST });
    expect(made.path.startsWith(folder)).toBe(true);
    expect(progress.filter((p) => p.operation === 'backup').at(-1)).toEqual({ operation: 'backup', phase: 'done', percent: 100 });

    const later = await ipc<{ id: string }>('customers.create', { name: 'Después del respaldo', address: ADDRESS });
    expect(await customerIds()).toContain(later.id);

    const restored = await ipc<{ database: string; replaced: string | null }>('backup.restore', { file: made.path });
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

  it('refuses a corrupt file and keeps running on the same data', async () => {
    const before = await customerIds();
    const corrupt = join(dataDir, 'roto.db');
    writeFileSync(corrupt, 'not a database at all');
    await expect(ipc('backup.restore', { file: corrupt })).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/^roto\.db /) });
    expect(await ipc('auth.session')).toMatchObject({ status: 'signed-in' });
    expect(await customerIds()).toEqual(before);
  });

  it('is the administrator’s only', async () => {
    await ipc('auth.signOut');
    await expect(ipc('backup.now', { folder: join(dataDir, 'x') })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(ipc('backup.restore', { file: join(dataDir, 'roto.db') })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
