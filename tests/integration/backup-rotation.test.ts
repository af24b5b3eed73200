/**
 * The automatic backups (data safety): one a day, the folder keeping the newest 14; and a backup
 * process killed (SIGKILL) half-way leaves every earlier backup untouched and loadable, its partial
 * file never listed as a backup, and cleared by a later rotation once stale.
 */
import { readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_BACKUPS, listBackups, pruneBackups, restoreDatabase, runDailyBackup } from '../../src-server/backup/index.js';
import { readDatabaseFile, seededDatabase, sha256, spawnChild, tempFolder, waitFor } from '../support/backups.js';
import { latestKnownLevel } from '../../src-server/backup/level.js';

/** The newest migration of this build: what a backup of a fresh database is at. */
const LATEST = latestKnownLevel();

const DAY_MS = 24 * 60 * 60_000;
/** Noon UTC, so the local calendar day is the same one in every time zone the test may run in. */
const dayAt = (n: number) => new Date(Date.UTC(2026, 2, 1, 12) + n * DAY_MS);

describe('daily backups', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('takes one a day into <dataDir>/backups, named with the date and level, and keeps the newest 14', async () => {
    const folder = tempFolder();
    cleanups.push(folder.remove);
    expect(await runDailyBackup(folder.path, { now: dayAt(0) })).toBeNull();
    await seededDatabase(join(folder.path, 'server.db'), 20);

    const first = await runDailyBackup(folder.path, { now: dayAt(0) });
    expect(first?.file).toBe(`server-20260301T120000000Z-${LATEST}-daily.db`);
    expect(first?.path).toBe(join(folder.path, 'backups', first?.file ?? ''));
    // The same day again: nothing new.
    expect(await runDailyBackup(folder.path, { now: new Date(dayAt(0).getTime() + 60 * 60_000) })).toBeNull();

    for (let day = 1; day < 20; day += 1) expect(await runDailyBackup(folder.path, { now: dayAt(day) })).not.toBeNull();
    const kept = listBackups(join(folder.path, 'backups'));
    expect(kept).toHaveLength(KEEP_BACKUPS);
    expect(kept.map((b) => b.createdAt)).toEqual(Array.from({ length: KEEP_BACKUPS }, (_, i) => dayAt(19 - i).toISOString()));
    expect(kept.every((b) => b.kind === 'daily' && b.level === LATEST && b.size > 0)).toBe(true);
    expect(readdirSync(join(folder.path, 'backups'))).toHaveLength(KEEP_BACKUPS);
    expect(readDatabaseFile(kept.at(-1)?.path ?? '').integrity).toBe('ok');
  });

  it('a backup killed half-way leaves the earlier backups untouched and loadable, and is never listed', async () => {
    const folder = tempFolder();
    cleanups.push(folder.remove);
    const dbPath = join(folder.path, 'server.db');
    await seededDatabase(dbPath, 1500);
    const backups = join(folder.path, 'backups');
    for (const day of [0, 1]) await runDailyBackup(folder.path, { now: dayAt(day) });
    const earlier = listBackups(backups);
    expect(earlier).toHaveLength(2);
    const hashes = earlier.map((b) => sha256(b.path));

    let progressed = 0;
    let finished = false;
    const { child, exited } = spawnChild(['backup', dbPath, backups], (line) => {
      if (line.startsWith('progress ')) progressed += 1;
      if (line.startsWith('done ')) finished = true;
    });
    cleanups.push(async () => {
      child.kill('SIGKILL');
      await exited;
    });
    await waitFor(() => progressed >= 50, 'the child backup to be under way');
    child.kill('SIGKILL');
    await exited;
    expect(finished).toBe(false);

    // The partial copy is there, hidden, and not a backup.
    const partial = readdirSync(backups).filter((file) => file.endsWith('.partial'));
    expect(partial).toHaveLength(1);
    expect(listBackups(backups).map((b) => b.path)).toEqual(earlier.map((b) => b.path));
    expect(earlier.map((b) => sha256(b.path))).toEqual(hashes);
    for (const backup of earlier) {
      const content = readDatabaseFile(backup.path);
      expect(content.integrity).toBe('ok');
      expect(content.customers.size).toBe(1500);
    }
    // Loadable: a restore from the newest earlier one succeeds.
    const restored = join(folder.path, 'restored', 'server.db');
    await restoreDatabase(earlier[0]?.path ?? '', restored);
    expect(readDatabaseFile(restored).customers.size).toBe(1500);

    // A rotation clears the partial file once it is stale, never a fresh one (a backup may be writing it).
    const partialPath = join(backups, partial[0] ?? '');
    expect(pruneBackups(backups)).toEqual([]);
    const old = new Date(Date.now() - 11 * 60_000);
    utimesSync(partialPath, old, old);
    expect(pruneBackups(backups)).toEqual([partialPath]);
    expect(listBackups(backups).map((b) => b.path)).toEqual(earlier.map((b) => b.path));
  });
});
