/**
 * The page cache a SQLite connection of the server gets (db/connect.ts SQLITE_PAGE_CACHE_KIB). A
 * commit after a write that split a b-tree page walks every page of the cache (SQLite's
 * `pcache1TruncateUnsafe`, see there): a 64 MiB cache made those walks about a tenth of an order
 * lifecycle's server CPU (bench/issue-21-lifecycles.md, round 15). The file as the server opens it
 * holds the cache it was given, and no more than 16 MiB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_PAGE_CACHE_KIB, type Database } from '../../../src-server/db/connect.js';

describe('SQLite page cache', () => {
  let dir: string;
  let database: Database;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-page-cache-'));
    database = openDatabase(`sqlite:${join(dir, 'server.db')}`);
  });
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('opens the file with a page cache of at most 16 MiB, as said', () => {
    expect(database.sqlite?.pragma('cache_size', { simple: true })).toBe(-SQLITE_PAGE_CACHE_KIB);
    expect(SQLITE_PAGE_CACHE_KIB).toBeLessThanOrEqual(16 * 1024);
  });
});
