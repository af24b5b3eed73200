/**
 * Online backups of the server's SQLite database (data safety): a backup taken while writes go on —
 * through the server itself (the embedded case: the same connection) or from a second process on
 * its own connection — restores to a database that passes `PRAGMA integrity_check`, holds every
 * write acknowledged before the backup began, and is consistent in itself (every change number has
 * its history entry, as after any commit).
 */
import Sqlite from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase, type BackupProgress } from '../../src-server/backup/index.js';
import { openDatabase } from '../../src-server/db/connect.js';
import { startServer } from '../../src-server/server.js';
import { addCustomers, ADDRESS, readDatabaseFile, seededDatabase, spawnChild, tempFolder, waitFor } from '../support/backups.js';
import { seqProblems } from '../support/history-checks.js';
import { ADMIN, call, signIn } from '../support/server.js';
import { latestKnownLevel } from '../../src-server/backup/level.js';

/** The newest migration of this build: what a backup of a fresh database is at. */
const LATEST = latestKnownLevel();

/** Enough data that a backup of a few pages per step takes many steps, with writes between them. */
const BASE_CUSTOMERS = 3000;

/** Blocks until another connection commits a customer to the database at `path` (or 30 s pass). */
function waitForCommitSync(path: string): void {
  const reader = new Sqlite(path, { readonly: true });
  const count = () => Number((reader.prepare('select count(*) as n from customers').get() as { n: number }).n);
  const start = count();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + 30_000;
  while (count() === start && Date.now() < deadline) Atomics.wait(pause, 0, 0, 5);
  reader.close();
}

async function restoredContent(backupPath: string, folder: string) {
  const live = join(folder, 'restored', 'server.db');
  const result = await restoreDatabase(backupPath, live);
  expect(result.replaced).toBeNull();
  const content = readDatabaseFile(live);
  const database = openDatabase(`sqlite:${live}`);
  try {
    return { content, problems: await seqProblems(database) };
  } finally {
    await database.close();
  }
}

describe('an online backup taken while writes continue', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('through the running server: restores integral, with every write acknowledged before it began', async () => {
    const folder = tempFolder();
    cleanups.push(folder.remove);
    const dbPath = join(folder.path, 'server.db');
    await seededDatabase(dbPath, BASE_CUSTOMERS);
    const server = await startServer({ databaseUrl: `sqlite:${dbPath}`, adminUsername: ADMIN.username, adminPassword: ADMIN.password, logger: false });
    cleanups.push(() => server.close());
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);

    const acked: string[] = [];
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i += 1) {
        const answer = await call<{ _id: string }>(server.url, 'POST', '/customer', { token, body: { name: `Durante ${n}-${i}`, address: ADDRESS } });
        if (answer.status !== 201) throw new Error(`write refused: ${answer.status} ${JSON.stringify(answer.body)}`);
        acked.push(answer.body._id);
      }
    };
    const writers = [writer(1), writer(2)];
    await waitFor(() => acked.length >= 20, 'the first writes');

    const before = [...acked];
    const steps: BackupProgress[] = [];
    const backup = await backupDatabase(server.database.sqlite!, join(folder.path, 'backups'), { kind: 'manual', pagesPerStep: 4, onProgress: (p) => steps.push(p) });
    const duringBackup = acked.length - before.length;
    writing = false;
    await Promise.all(writers);

    // The copy took many steps, and the server kept answering writes between them.
    expect(steps.filter((s) => s.phase === 'copy').length).toBeGreaterThan(20);
    expect(duringBackup).toBeGreaterThan(0);
    expect(steps.at(-1)).toMatchObject({ phase: 'done', percent: 100 });
    expect(backup.level).toBe(LATEST);

    const { content, problems } = await restoredContent(backup.path, folder.path);
    expect(content.integrity).toBe('ok');
    expect(before.filter((id) => !content.customers.has(id))).toEqual([]);
    expect(content.customers.size).toBeGreaterThanOrEqual(BASE_CUSTOMERS + before.length);
    expect(problems).toEqual([]);
  });

  it('from a second process writing on its own connection: restores integral, with every write committed before it began', async () => {
    const folder = tempFolder();
    cleanups.push(folder.remove);
    const dbPath = join(folder.path, 'server.db');
    await seededDatabase(dbPath, BASE_CUSTOMERS);

    const acked: string[] = [];
    const { child, exited } = spawnChild(['write', dbPath], (line) => {
      if (line.startsWith('ack ')) acked.push(line.slice(4));
    });
    cleanups.push(async () => {
      child.kill('SIGKILL');
      await exited;
    });
    await waitFor(() => acked.length >= 20, 'the child’s first writes');

    const before = [...acked];
    let restarted = false;
    let lowest = Number.POSITIVE_INFINITY;
    let heldOnce = false;
    const backup = await backupDatabase(dbPath, join(folder.path, 'backups'), {
      pagesPerStep: 4,
      onProgress: ({ phase, remainingPages }) => {
        if (phase !== 'copy') return;
        if (remainingPages > lowest) restarted = true;
        lowest = Math.min(lowest, remainingPages);
        // However busy the machine, the child commits during the copy: the first step waits for it.
        if (!heldOnce) {
          heldOnce = true;
          waitForCommitSync(dbPath);
        }
      },
    });
    child.kill('SIGKILL');
    await exited;

    // The child committed while the copy ran, which restarts it (another connection), and it still finished.
    expect(restarted).toBe(true);
    expect(acked.length).toBeGreaterThan(before.length);
    const { content, problems } = await restoredContent(backup.path, folder.path);
    expect(content.integrity).toBe('ok');
    expect(before.filter((id) => !content.customers.has(id))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('asked for while the server’s own connection is inside a write, waits for that write and holds it', async () => {
    const folder = tempFolder();
    cleanups.push(folder.remove);
    const dbPath = join(folder.path, 'server.db');
    await seededDatabase(dbPath, 50);
    const database = openDatabase(`sqlite:${dbPath}`);
    cleanups.push(() => database.close());
    const handle = database.sqlite!;
    const before = readDatabaseFile(dbPath).customers.size;
    // A write under way on the very connection the backup copies from, as a server request has.
    handle.exec('begin immediate');
    handle.prepare('delete from customers where rowid in (select rowid from customers limit 3)').run();
    const backup = backupDatabase(handle, join(folder.path, 'backups'), { kind: 'manual' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    handle.exec('commit');
    const made = await backup;
    expect(existsSync(made.path)).toBe(true);
    expect(readDatabaseFile(made.path).customers.size).toBe(before - 3);
  });

  it('of a database nobody writes holds exactly what it held, as one self-contained file', async () => {
    const folder = tempFolder();
    cleanups.push(folder.remove);
    const dbPath = join(folder.path, 'server.db');
    await seededDatabase(dbPath, 50);
    const database = openDatabase(`sqlite:${dbPath}`);
    cleanups.push(() => database.close());
    const extra = await addCustomers(database, 5, 'Extra');
    const backup = await backupDatabase(database.sqlite!, join(folder.path, 'backups'), { kind: 'daily', now: new Date('2026-05-04T10:00:00.000Z') });
    expect(backup.file).toBe(`server-20260504T100000000Z-${LATEST}-daily.db`);
    expect(existsSync(`${backup.path}-wal`)).toBe(false);
    const copy = readDatabaseFile(backup.path);
    expect(copy.customers).toEqual(readDatabaseFile(dbPath).customers);
    expect(extra.every((id) => copy.customers.has(id))).toBe(true);
  });
});
