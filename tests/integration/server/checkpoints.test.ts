/**
 * The server's SQLite log is checkpointed on a worker thread, not inside commits: the writer's own
 * automatic checkpoint only backs it up far past the usual size, the database file still receives
 * what requests wrote, writes that never pause still leave the log bounded, closing the server
 * stops the worker (the writer, the last connection, then folds the log away), and a worker that
 * cannot run hands checkpoints back to SQLite.
 */
import Sqlite from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTO_CHECKPOINT_PAGES, BACKSTOP_PAGES, startCheckpointer } from '../../../src-server/db/checkpointer.js';
import { startServer } from '../../../src-server/server.js';
import { call, signIn } from '../../support/server.js';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROVIDERS = 400;
const autoCheckpoint = (handle: Sqlite.Database) => handle.pragma('wal_autocheckpoint', { simple: true }) as number;

describe('checkpoints on a thread of their own', () => {
  it('moves what requests write into the database file without the writer checkpointing, and stops with the server', async () => {
    const file = join(dir, 'server.db');
    const server = await startServer({ databaseUrl: `sqlite:${file}`, adminUsername: 'admin', adminPassword: 'admin-secret-1', logger: false });
    try {
      const writer = server.database.sqlite;
      if (!writer) throw new Error('a SQLite server has its handle');
      expect(autoCheckpoint(writer)).toBe(BACKSTOP_PAGES);
      const token = await signIn(server.url, 'admin', 'admin-secret-1');
      const before = statSync(file).size;
      // Enough rows to grow the file by many pages: in WAL mode only a checkpoint writes the file.
      for (let i = 0; i < PROVIDERS; i += 1) {
        const created = await call(server.url, 'POST', '/provider', {
          token,
          body: { name: `Proveedor Sur ${i}`, phone: `4000-${1000 + i}`, address: { street: `Av. Hipólito Yrigoyen ${1000 + i}`, city: 'Lomas de Zamora', province: 'Buenos Aires' } },
        });
        expect(created.status).toBe(201);
      }
      await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 20 * 4096);
      expect(autoCheckpoint(writer)).toBe(BACKSTOP_PAGES);
    } finally {
      await server.close();
    }
    // The worker's connection closed first, so the writer's close folded the log into the file.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = new Sqlite(file, { readonly: true });
    expect(reopened.prepare('select count(*) as n from providers').get()).toEqual({ n: PROVIDERS });
    reopened.close();
  });

  it('lets a process whose last work is closing the server go on after the close', () => {
    const file = join(dir, 'last-work.db');
    // Nothing else keeps this process alive while the worker closes its connection.
    const script = join(dir, 'last-work.mts');
    writeFileSync(
      script,
      `import { startServer } from ${JSON.stringify(pathToFileURL(join(REPO_ROOT, 'src-server/server.ts')).href)};
      const server = await startServer({ databaseUrl: ${JSON.stringify(`sqlite:${file}`)}, adminUsername: 'admin', adminPassword: 'admin-secret-1', logger: false });
      // The worker has started and checkpointed by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await server.close();
      console.log('after close');
      `,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(child.status).toBe(0);
    expect(child.stderr).not.toMatch(/Error/);
    expect(child.stdout.trim()).toBe('after close');
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('keeps the log bounded while writes never pause, when the worker alone would never let it start over', async () => {
    const file = join(dir, 'sustained.db');
    const writer = new Sqlite(file);
    writer.pragma('journal_mode = WAL');
    writer.exec('create table notes (id integer primary key, body text)');
    const checkpointer = startCheckpointer(writer, file, { backstopPages: 500 });
    try {
      expect(autoCheckpoint(writer)).toBe(500);
      const insert = writer.prepare('insert into notes (body) values (?)');
      // About 16 MB of log in all, written back to back with no pause for the worker to catch up.
      for (let i = 0; i < 4000; i += 1) insert.run('nota '.repeat(600));
      expect(statSync(`${file}-wal`).size).toBeLessThan(1200 * 4096);
    } finally {
      await checkpointer.stop();
      writer.close();
    }
  });

  it('gives checkpoints back to SQLite when the worker cannot open the database', async () => {
    const file = join(dir, 'fallback.db');
    const writer = new Sqlite(file);
    writer.pragma('journal_mode = WAL');
    const checkpointer = startCheckpointer(writer, file, { nativeBinding: join(dir, 'missing-addon.node') });
    try {
      await expect.poll(() => autoCheckpoint(writer), { timeout: 5_000 }).toBe(AUTO_CHECKPOINT_PAGES);
    } finally {
      await checkpointer.stop();
      writer.close();
    }
  });
});
