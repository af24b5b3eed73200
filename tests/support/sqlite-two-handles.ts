/**
 * Two handles on one migrated SQLite file, standing for any other writer of it (a second server, a
 * tool) beside this process's: `one` logs the statements it runs into the list given, `other` runs
 * silently. The file lives in a temporary folder of its own, removed on close.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEvent } from 'kysely';
import { openDatabase, type Database } from '../../src-server/db/connect.js';
import { migrateToLatest } from '../../src-server/db/migrate.js';

export interface TwoHandles {
  one: Database;
  other: Database;
}

export function sqliteTwoHandles(prefix: string, statements: string[]): { open(): Promise<TwoHandles>; close(): Promise<void> } {
  let dir: string | undefined;
  let handles: Partial<TwoHandles> = {};
  return {
    async open() {
      dir = mkdtempSync(join(tmpdir(), prefix));
      const url = `sqlite:${join(dir, 'server.db')}`;
      const one = openDatabase(url, { log: (event: LogEvent) => void statements.push(event.query.sql) });
      handles = { one };
      await migrateToLatest(one);
      const other = openDatabase(url);
      handles = { one, other };
      return { one, other };
    },
    async close() {
      await handles.one?.close();
      await handles.other?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
