/**
 * A long pull (a first one) against the real server: its pages are committed several at a time,
 * it reports how many changes it has received as it goes, and a local write made while it runs is
 * committed at once — durable when `mutate` resolves — with the pages applied before it.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/server.js';
import { creation, type SyncStatus } from '../../src-main/sync/index.js';
import { ADDRESS } from '../support/actors.js';
import { createProvider } from '../support/catalog.js';
import { ADMIN, signIn } from '../support/server.js';
import { freePort } from '../support/sync-server-process.js';
import { openTestReplica, type TestReplica } from '../support/sync-replicas.js';

const PROVIDERS = 40;
let dir: string;
let server: RunningServer;
let desk: TestReplica | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sync-long-pull-'));
  server = await startServer({ databaseUrl: `sqlite:${join(dir, 'server.db')}`, port: await freePort(), adminUsername: ADMIN.username, adminPassword: ADMIN.password });
});

afterAll(async () => {
  await desk?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('reports its progress page by page and commits a local write made meanwhile at once', { timeout: 60_000 }, async () => {
  const admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  const names: string[] = [];
  for (let i = 0; i < PROVIDERS; i += 1) {
    names.push(`Proveedor Largo ${i}`);
    await createProvider(server.url, admin, names[i] ?? '');
  }
  desk = openTestReplica({ baseUrl: server.url, token: admin, engine: { pullLimit: 5 } });
  const { engine, replica } = desk;
  const statuses: SyncStatus[] = [];
  // Another connection to the file: what it sees is what is committed.
  const outside = new Sqlite(replica.path, { readonly: true });
  const count = (db: Sqlite.Database, table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  let written = false;
  let seenOutside: { outbox: number; documents: number; applied: number } | null = null;
  const write = creation('/customer', 'customers', { name: 'Almacén Del Medio', address: ADDRESS });
  engine.on('status', (status) => {
    statuses.push(status);
    if (!written && (status.pulled ?? 0) >= 20) {
      written = true;
      const applied = count(replica.db, 'documents');
      void engine.mutate(write);
      seenOutside = { outbox: count(outside, 'outbox'), documents: count(outside, 'documents'), applied };
    }
  });
  try {
    await engine.syncNow();
  } finally {
    outside.close();
  }
  const progress = statuses.map((s) => s.pulled).filter((n): n is number => n !== null);
  // The write made meanwhile goes out with the next cycle (the engine was not started).
  await engine.syncNow();

  expect(progress.length).toBeGreaterThan(3);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(progress.at(-1)).toBeGreaterThanOrEqual(PROVIDERS);
  expect(engine.status()).toMatchObject({ pulled: null, syncing: false, pending: 0, lastError: null });
  // The write and every page applied before it were committed when it was made.
  expect(seenOutside).not.toBeNull();
  const seen = seenOutside as unknown as { outbox: number; documents: number; applied: number };
  expect(seen.outbox).toBe(1);
  expect(seen.applied).toBeGreaterThanOrEqual(20);
  expect(seen.documents).toBe(seen.applied + 1);
  expect(desk.all('providers').size).toBeGreaterThanOrEqual(PROVIDERS);
  expect([...desk.all('providers').values()].map((p) => p.name)).toEqual(expect.arrayContaining(names));
  expect(desk.reader.get('customers', write.docId)).toMatchObject({ name: 'Almacén Del Medio' });
});
