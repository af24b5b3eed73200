/**
 * What the backups card tells the user (src-renderer/features/settings/backups): the reason of a
 * refused restore, read from the real refusals of src-server/backup/restore.ts on real files; file
 * sizes; and the list merging the automatic folder with the backups made elsewhere this session.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../../src-server/backup/index.js';
import { AppError } from '../../src-shared/errors.js';
import type { BackupInfoValue } from '../../src-shared/ipc/backup.js';
import { mergeBackups } from '../../src-renderer/features/settings/backups/madeHere.js';
import { restoreProblem } from '../../src-renderer/features/settings/backups/restoreProblem.js';
import { formatBytes } from '../../src-renderer/components/fileSize.js';

let dir: string;
const live = () => join(dir, 'data', 'server.db');
const refusal = (file: string, migrations?: Record<string, unknown>) =>
  restoreDatabase(file, live(), migrations ? { migrations } : {}).then(
    () => {
      throw new Error('the restore was expected to be refused');
    },
    (error: unknown) => error,
  );

/** A database with the shape of ours (its required tables and one applied migration). */
function lookalike(path: string, migration: string): string {
  const handle = new Sqlite(path);
  handle.exec(`create table counters (name text, value integer); create table meta (key text, value text); create table changes (seq integer);
    create table kysely_migration (name text, timestamp text); insert into meta values ('server_id', 'x');`);
  handle.prepare('insert into kysely_migration values (?, ?)').run(migration, new Date().toISOString());
  handle.close();
  return path;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'backups-card-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the reason a restore was refused', () => {
  it('tells a damaged file, a missing one, a foreign database and one from a newer version apart', async () => {
    const garbage = join(dir, 'garbage.db');
    writeFileSync(garbage, Buffer.alloc(8192, 0x5a));
    expect(restoreProblem(await refusal(garbage))).toBe('corrupt');
    expect(restoreProblem(await refusal(join(dir, 'missing.db')))).toBe('missing');

    const foreign = join(dir, 'notes.db');
    const handle = new Sqlite(foreign);
    handle.exec('create table notes (id integer primary key, body text)');
    handle.close();
    expect(restoreProblem(await refusal(foreign))).toBe('notOurs');

    // This "build" knows no migrations, so the file's one comes from a newer version.
    const newer = lookalike(join(dir, 'newer.db'), '0001_initial');
    expect(restoreProblem(await refusal(newer, {}))).toBe('newer');
    // The same file is accepted by a build that knows its migration.
    await expect(restoreDatabase(newer, live(), { migrations: { '0001_initial': {} } })).resolves.toMatchObject({ level: '0001_initial' });
  });

  it('leaves other errors to the general words', () => {
    expect(restoreProblem(new AppError('OFFLINE', 'no server'))).toBeNull();
    expect(restoreProblem(new AppError('VALIDATION', 'file is required'))).toBeNull();
    expect(restoreProblem(new Error('newer version'))).toBeNull();
  });
});

describe('the backups list', () => {
  const backup = (path: string, createdAt: string): BackupInfoValue => ({ path, file: path.split('/').at(-1) ?? path, createdAt, level: '0005_history', kind: 'manual', size: 1 });

  it('adds the backups made elsewhere to the folder ones, newest first, each once', () => {
    const daily = { ...backup('/data/backups/a.db', '2026-03-01T10:00:00.000Z'), kind: 'daily' as const };
    const inFolder = backup('/data/backups/b.db', '2026-03-02T10:00:00.000Z');
    const outside = backup('/media/usb/c.db', '2026-03-03T10:00:00.000Z');
    const merged = mergeBackups([inFolder, daily], [outside, inFolder]);
    expect(merged.map((b) => [b.path, b.madeHere])).toEqual([
      ['/media/usb/c.db', true],
      ['/data/backups/b.db', false],
      ['/data/backups/a.db', false],
    ]);
  });

  it('writes sizes with the locale separators', () => {
    expect(formatBytes(512, 'es-AR')).toBe('512 B');
    expect(formatBytes(48 * 1024, 'es-AR')).toBe('48 KB');
    expect(formatBytes(12.34 * 1024 * 1024, 'es-AR')).toBe('12,3 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatBytes(1024 ** 3 * 1.05, 'es-AR')).toBe('1,05 GB');
  });
});
