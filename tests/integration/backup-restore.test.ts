/**
 * Restoring the server's SQLite database from a backup (data safety): a corrupt file, a file that is
 * not a server database, and a file from a newer version are refused with a message saying so, and
 * leave the live database and its folder byte for byte as they were. A good backup replaces the live
 * database, which is kept aside; one of an older level is migrated at the next start, and that start
 * backs the database up first.
 */
import Sqlite from 'better-sqlite3';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase, listBackups, restoreDatabase } from '../../src-server/backup/index.js';
import { openDatabase } from '../../src-server/db/connect.js';
import { startServer } from '../../src-server/server.js';
import { isAppError } from '../../src-shared/errors.js';
import { addCustomers, folderState, readDatabaseFile, seededDatabase, sha256, tempFolder } from '../support/backups.js';
import { ADMIN } from '../support/server.js';
import { latestKnownLevel } from '../../src-server/backup/level.js';

/** The newest migration of this build: what a backup of a fresh database is at. */
const LATEST = latestKnownLevel();

describe('restoring a backup', () => {
  let folder: ReturnType<typeof tempFolder>;
  let livePath: string;
  let backupPath: string;
  let afterBackup: string[];

  beforeEach(async () => {
    folder = tempFolder();
    livePath = join(folder.path, 'data', 'server.db');
    await seededDatabase(livePath, 40);
    const database = openDatabase(`sqlite:${livePath}`);
    try {
      backupPath = (await backupDatabase(database.sqlite!, join(folder.path, 'elsewhere'))).path;
      afterBackup = await addCustomers(database, 3, 'Después');
    } finally {
      await database.close();
    }
  });
  afterEach(() => folder.remove());

  /** The refusal's message; fails when the restore did not refuse, or changed anything. */
  async function refusal(file: string): Promise<string> {
    const before = folderState(join(folder.path, 'data'));
    const outcome = await restoreDatabase(file, livePath).then(
      () => null,
      (error: unknown) => error,
    );
    expect(folderState(join(folder.path, 'data'))).toEqual(before);
    if (!isAppError(outcome)) throw new Error(`expected a refusal, got ${String(outcome)}`);
    expect(outcome.code).toBe('VALIDATION');
    return outcome.message;
  }

  function variant(name: string, change: (bytes: Buffer) => Buffer): string {
    const path = join(folder.path, name);
    writeFileSync(path, change(readFileSync(backupPath)));
    return path;
  }

  it('refuses a corrupt file with a clear message and changes nothing', async () => {
    const liveHash = sha256(livePath);
    const garbage = variant('garbage.db', (bytes) => Buffer.alloc(bytes.length, 0x5a));
    expect(await refusal(garbage)).toMatch(/garbage\.db (cannot be opened as a database|is not a usable backup: it is damaged or not a database)/);
    const truncated = variant('truncated.db', (bytes) => bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refusal(truncated)).toMatch(/truncated\.db (is damaged|is not a usable backup)/);
    // Scribbled over from the third page on: the header still says SQLite, the pages do not add up.
    const scribbled = variant('scribbled.db', (bytes) => {
      const out = Buffer.from(bytes);
      for (let i = 8192; i < out.length - 4096; i += 97) out[i] = (out[i] ?? 0) ^ 0xff;
      return out;
    });
    expect(await refusal(scribbled)).toMatch(/scribbled\.db (is damaged|is not a usable backup)/);
    expect(await refusal(join(folder.path, 'missing.db'))).toMatch(/there is no backup file at .*missing\.db/);
    expect(sha256(livePath)).toBe(liveHash);
  });

  it('refuses a database that is not a Mostrador server database', async () => {
    const other = join(folder.path, 'other.db');
    const handle = new Sqlite(other);
    handle.exec('create table notes (id integer primary key, body text)');
    handle.close();
    expect(await refusal(other)).toBe('other.db is not a backup of a Mostrador server database');
  });

  it('refuses a backup from a newer version (a migration this build does not know) and changes nothing', async () => {
    const newer = join(folder.path, 'newer.db');
    copyFileSync(backupPath, newer);
    const handle = new Sqlite(newer);
    handle.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999_from_the_future', new Date().toISOString());
    handle.close();
    const liveHash = sha256(livePath);
    expect(await refusal(newer)).toBe(
      `newer.db comes from a newer version of Mostrador (its database is at 9999_from_the_future; this version knows up to ${LATEST}): update Mostrador, then restore it`,
    );
    expect(sha256(livePath)).toBe(liveHash);
  });

  it('replaces the live database with the backup, keeping the replaced one aside, under a new server id', async () => {
    const progress: string[] = [];
    const result = await restoreDatabase(backupPath, livePath, { now: new Date('2026-06-01T12:00:00.000Z'), onProgress: (p) => progress.push(p.phase) });
    expect(result).toEqual({ database: livePath, replaced: `${livePath}.replaced-20260601T120000000Z`, level: LATEST });
    expect(progress[0]).toBe('copy');
    expect(progress.at(-1)).toBe('done');
    expect(progress).toEqual(expect.arrayContaining(['check', 'swap']));

    const restored = readDatabaseFile(livePath);
    const replaced = readDatabaseFile(result.replaced ?? '');
    const backup = readDatabaseFile(backupPath);
    expect(restored.integrity).toBe('ok');
    expect(restored.customers).toEqual(backup.customers);
    expect(afterBackup.some((id) => restored.customers.has(id))).toBe(false);
    expect(afterBackup.every((id) => replaced.customers.has(id))).toBe(true);
    expect(restored.serverId).not.toBe(backup.serverId);

    // The server starts on it, and sees exactly the backup's documents.
    const server = await startServer({ databaseUrl: `sqlite:${livePath}`, logger: false, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    try {
      const count = await server.database.db
        .selectFrom('customers' as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number((count as { n: number }).n)).toBe(backup.customers.size);
    } finally {
      await server.close();
    }
  });

  it('accepts a backup of an older level; the next start backs it up, then migrates it', async () => {
    const oldLive = join(folder.path, 'old', 'server.db');
    await seededDatabase(oldLive, 10, '0004_product_search_index');
    const old = await backupDatabase(oldLive, join(folder.path, 'old-backups'));
    expect(old.level).toBe('0004_product_search_index');

    const result = await restoreDatabase(old.path, livePath);
    expect(result.level).toBe('0004_product_search_index');
    const server = await startServer({ databaseUrl: `sqlite:${livePath}`, logger: false, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    await server.close();
    expect(readDatabaseFile(livePath).level).toBe(LATEST);
    const [before] = listBackups(join(folder.path, 'data', 'backups'));
    expect(before).toMatchObject({ kind: 'migration', level: '0004_product_search_index' });
    const kept = readDatabaseFile(before?.path ?? '');
    expect(kept.integrity).toBe('ok');
    expect(kept.level).toBe('0004_product_search_index');
    expect(kept.customers).toEqual(readDatabaseFile(old.path).customers);
  });
});
