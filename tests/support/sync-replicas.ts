/**
 * Desktop replicas for sync tests: a replica file in a temporary folder, an API client signed in
 * with a token, and a sync engine with short back-off so faults are retried quickly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '../../src-main/api/client.js';
import { createReplicaReader, openReplica, type Replica, type ReplicaDoc, type ReplicaReader } from '../../src-main/replica/index.js';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../../src-main/sync/index.js';

export interface TestReplica {
  readonly dir: string;
  readonly replica: Replica;
  readonly api: ApiClient;
  readonly engine: SyncEngine;
  readonly reader: ReplicaReader;
  /** Every visible document of a collection, by id. */
  all(collection: string): Map<string, ReplicaDoc>;
  close(): Promise<void>;
}

export interface TestReplicaOptions {
  baseUrl: string;
  token: string;
  engine?: Partial<Omit<SyncEngineOptions, 'db' | 'api'>>;
  timeoutMs?: number;
  /** An existing replica file to open instead of a fresh one (left in place on close). */
  path?: string;
}

export const FAST_BACKOFF = { baseMs: 20, maxMs: 250 } as const;

export function openTestReplica(options: TestReplicaOptions): TestReplica {
  const dir = mkdtempSync(join(tmpdir(), 'replica-test-'));
  const replica = openReplica(options.path ?? join(dir, 'replica.db'));
  const api = createApiClient({ baseUrl: options.baseUrl, token: () => options.token, timeoutMs: options.timeoutMs ?? 10_000 });
  const engine = createSyncEngine({ db: replica.db, api, backoff: FAST_BACKOFF, ...options.engine });
  const reader = createReplicaReader(replica.db);
  return {
    dir,
    replica,
    api,
    engine,
    reader,
    all(collection) {
      const rows = replica.db.prepare('SELECT id, doc FROM documents WHERE collection = ? AND doc IS NOT NULL').all(collection) as Array<{ id: string; doc: string }>;
      return new Map(rows.map((r) => [r.id, JSON.parse(r.doc) as ReplicaDoc]));
    },
    async close() {
      await engine.stop();
      replica.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Syncs until nothing is pending and a whole cycle succeeded, or fails after `attempts`. */
export async function syncUntilSettled(engine: SyncEngine, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts; i += 1) {
    const status = await engine.syncNow();
    if (status.pending === 0 && status.lastError === null) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`sync did not settle: ${JSON.stringify(engine.status())}`);
}

/** A small seeded random source (mulberry32), so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
