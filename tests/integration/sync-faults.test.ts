/**
 * Sync under faults: three replicas make 2,000 random writes through a proxy that loses 10% of
 * requests before the server and 20% of responses after it committed, is paused for a while, and
 * the server process is killed (SIGKILL) and restarted twice on the same database file. Then:
 * nothing lost, nothing applied twice, and every replica equal to the server.
 */
import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src-server/features/registry.js';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.js';
import { ADMIN, signIn } from '../support/server.js';
import { freePort, spawnServer, type ServerProcess } from '../support/sync-server-process.js';
import { openTestReplica, seededRandom, syncUntilSettled, type TestReplica } from '../support/sync-replicas.js';
import { planWrite, TOKEN_FIELD, type Kind } from '../support/sync-workload.js';

const WRITES = 2_000;
const KILLS_AT = [500, 1_300];
const PAUSE_AT = 900;
const SEED = Number(process.env.SYNC_SEED ?? 20260302);

const dir = mkdtempSync(join(tmpdir(), 'sync-faults-'));
const databasePath = join(dir, 'server.db');
let server: ServerProcess | undefined;
let proxy: FaultProxy | undefined;
const replicas: TestReplica[] = [];

afterAll(async () => {
  for (const replica of replicas) await replica.close();
  await proxy?.close();
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverDocs(db: Sqlite.Database, table: string): Map<string, Record<string, unknown>> {
  const rows = db.prepare(`SELECT id, doc, status FROM ${table}`).all() as Array<{ id: string; doc: string; status: number }>;
  return new Map(rows.map((r) => [r.id, { ...(JSON.parse(r.doc) as Record<string, unknown>), status: r.status === 1 }]));
}

const seqOf = (db: Sqlite.Database) => (db.prepare(`SELECT value FROM counters WHERE name = 'seq'`).get() as { value: number }).value;

it(`loses nothing and applies nothing twice over ${WRITES} writes, two server kills and a lossy proxy`, { timeout: 300_000 }, async () => {
  const random = seededRandom(SEED);
  const port = await freePort();
  server = await spawnServer({ databasePath, port });
  const tokens = [await signIn(server.url, ADMIN.username, ADMIN.password), await signIn(server.url, ADMIN.username, ADMIN.password), await signIn(server.url, ADMIN.username, ADMIN.password)];
  const inspect = new Sqlite(databasePath, { readonly: true });
  const counts = (table: string) => (inspect.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  const before = { seq: seqOf(inspect), customers: counts('customers'), providers: counts('providers'), products: counts('products'), keys: counts('idempotency') };

  proxy = await startFaultProxy({ target: { host: '127.0.0.1', port }, rates: { dropRequest: 0.1, dropResponse: 0.2 }, random: seededRandom(SEED + 1) });
  for (const token of tokens) replicas.push(openTestReplica({ baseUrl: proxy.url, token, timeoutMs: 10_000 }));
  for (const r of replicas) r.engine.start();

  const created: Record<Kind, Map<string, string>> = { customers: new Map(), providers: new Map(), products: new Map() };
  /** Per document, the last token each replica wrote to it: the server must end with one of them. */
  const lastUpdates = new Map<string, Map<number, string>>();
  const entryIds: string[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    if (KILLS_AT.includes(i)) {
      await server.kill();
      // Writes go on while the server is gone; it comes back on the same file and port.
      for (let j = 0; j < 40; j += 1) {
        const r = Math.floor(random() * replicas.length);
        const write = planWrite(replicas[r]!, i, `r${r}`, random);
        entryIds.push((await replicas[r]!.engine.mutate(write.mutation)).id);
        if (write.create) created[write.kind].set(write.mutation.docId, write.token);
        else lastUpdates.set(write.mutation.docId, (lastUpdates.get(write.mutation.docId) ?? new Map()).set(r, write.token));
        i += 1;
      }
      server = await spawnServer({ databasePath, port });
    }
    if (i === PAUSE_AT) proxy.pause();
    if (i === PAUSE_AT + 60) proxy.resume();
    const r = Math.floor(random() * replicas.length);
    const write = planWrite(replicas[r]!, i, `r${r}`, random);
    entryIds.push((await replicas[r]!.engine.mutate(write.mutation)).id);
    if (write.create) created[write.kind].set(write.mutation.docId, write.token);
    else lastUpdates.set(write.mutation.docId, (lastUpdates.get(write.mutation.docId) ?? new Map()).set(r, write.token));
    await sleep(random() < 0.5 ? 1 : 3);
  }
  expect(entryIds).toHaveLength(WRITES);

  // Drain every outbox through the lossy proxy, then pull until each replica has everything.
  for (let round = 0; round < 2; round += 1) for (const r of replicas) await syncUntilSettled(r.engine, 1_000);
  for (const r of replicas) expect(r.engine.status()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
  expect(proxy.stats.droppedRequests).toBeGreaterThan(100);
  expect(proxy.stats.droppedResponses).toBeGreaterThan(100);

  // Nothing lost, nothing twice: every write's key is on the server once, each made exactly one change.
  const keys = new Set((inspect.prepare('SELECT key FROM idempotency').all() as Array<{ key: string }>).map((k) => k.key));
  expect(entryIds.filter((id) => !keys.has(id))).toEqual([]);
  expect(counts('idempotency') - before.keys).toBe(WRITES);
  expect(seqOf(inspect) - before.seq).toBe(WRITES);
  for (const kind of ['customers', 'providers', 'products'] as const) {
    expect(counts(kind) - before[kind]).toBe(created[kind].size);
    const docs = serverDocs(inspect, kind);
    for (const [id, token] of created[kind]) {
      const doc = docs.get(id);
      expect(doc, `${kind} ${id}`).toBeDefined();
      const last = lastUpdates.get(id);
      const kept = doc?.[TOKEN_FIELD[kind]];
      if (last) expect([...last.values()], `${kind} ${id}`).toContain(kept);
      else expect(kept).toBe(token);
    }
  }

  // Every replica equal to the server, collection by collection.
  for (const def of COLLECTIONS) {
    const expected = serverDocs(inspect, def.table);
    for (const r of replicas) expect(r.all(def.name), def.name).toEqual(expected);
  }
  inspect.close();
});
