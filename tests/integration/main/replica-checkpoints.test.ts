/**
 * The desk's replica checkpoints its log on a thread of its own, as the server does: pulled pages
 * reach the database file without the writer checkpointing inside its commits, and closing the
 * replica lets the worker's connection, the last one, fold the log away.
 */
import Sqlite from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKSTOP_PAGES } from '../../../src-server/db/checkpointer.js';
import { newId } from '../../../src-shared/ids.js';
import { createDocumentWriter, openReplica, type ReplicaDoc } from '../../../src-main/replica/index.js';

const dir = mkdtempSync(join(tmpdir(), 'replica-checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGES = 20;
const PER_PAGE = 200;
const at = '2026-03-10T10:00:00.000Z';
const autoCheckpoint = (db: Sqlite.Database) => db.pragma('wal_autocheckpoint', { simple: true }) as number;

describe('replica checkpoints', () => {
  it('moves pulled pages into the file from a worker, and folds the log away on close', async () => {
    const file = join(dir, 'replica.db');
    const replica = openReplica(file, { checkpointInBackground: true });
    expect(autoCheckpoint(replica.db)).toBe(BACKSTOP_PAGES);
    const writer = createDocumentWriter(replica.db);
    const before = statSync(file).size;
    let number = 0;
    for (let page = 0; page < PAGES; page += 1) {
      replica.db.transaction(() => {
        for (let i = 0; i < PER_PAGE; i += 1) {
          number += 1;
          const doc: ReplicaDoc = { _id: newId(), number, name: `Queso cremoso ${number}`, unit: 'UNITY', status: true, createdAt: at, updatedAt: at, notes: 'x'.repeat(400) };
          writer.applyServer('products', doc._id, number, doc, 1);
        }
      })();
    }
    // In WAL mode only a checkpoint writes the database file, and the writer did not run one.
    await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 100 * 4096);
    replica.close();
    await expect.poll(() => existsSync(`${file}-wal`), { timeout: 5_000 }).toBe(false);
    const reopened = new Sqlite(file, { readonly: true });
    expect(reopened.prepare("select count(*) as n from documents where collection = 'products'").get()).toEqual({ n: PAGES * PER_PAGE });
    reopened.close();
  });

  it('leaves a replica opened without it to SQLite, as before', () => {
    const replica = openReplica(join(dir, 'plain.db'));
    try {
      expect(autoCheckpoint(replica.db)).toBe(1000);
    } finally {
      replica.close();
    }
  });
});
