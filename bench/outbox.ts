/**
 * Outbox bench (`npx tsx bench/outbox.ts`): writes queued on a desktop while offline, pushed to a
 * real server process (SQLite file) over HTTP on 127.0.0.1, as the desk's sync engine does.
 *  - drain: 1,000 writes queued offline (customer and provider creates, and second changes to some
 *    of those customers), then the link comes back: the time until the outbox is empty;
 *  - a lossy link (the fault proxy drops a fifth of the answers after the server committed): writes/s;
 *  - backoff: after a failure the next retry is half a minute away; the link comes back and a
 *    screen's read succeeds (or a new write is made): the outbox must drain before that retry was due;
 *  - one slow answer: the server's answer to the first write is held for a minute, past the push
 *    time-out; the other writes must all be accepted before that time-out, not after it.
 * Sizes: BENCH_OUTBOX (1000), BENCH_OUTBOX_LOSSY (200).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYNC_PUSH_TIMEOUT_MS } from '../src-shared/constants/sync.js';
import { createApiClient, type ApiClient } from '../src-main/api/client.js';
import { openReplica, type Replica } from '../src-main/replica/index.js';
import { createSyncEngine, creation, type Mutation, type SyncEngine, type SyncEngineOptions } from '../src-main/sync/index.js';
import { startFaultProxy, type FaultProxy } from '../tests/support/fault-proxy.js';
import { freePort, spawnServer } from '../tests/support/sync-server-process.js';
import { ADMIN } from '../tests/support/server.js';
import { printVerdict } from './lib/verdict.js';

const WRITES = Number(process.env.BENCH_OUTBOX ?? 1_000);
const LOSSY_WRITES = Number(process.env.BENCH_OUTBOX_LOSSY ?? 200);
const TARGET_DRAIN_S = 15;
/** The retry a failure schedules in the backoff scenarios: far enough to tell a wait from none. */
const BACKOFF_MS = 30_000;
const ADDRESS = { label: 'Local', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' };

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates of customers and providers, with a second change to every fourth customer (same document, in order). */
function workload(count: number, tag: string): Mutation[] {
  const writes: Mutation[] = [];
  for (let i = 0; writes.length < count; i += 1) {
    if (i % 5 === 4) {
      writes.push(creation('/provider', 'providers', { name: `Proveedor ${tag} ${i}` }));
      continue;
    }
    const made = creation('/customer', 'customers', { name: `Cliente ${tag} ${i}`, address: ADDRESS });
    writes.push(made);
    if (i % 4 === 0 && writes.length < count) {
      const notes = `segundo cambio ${i}`;
      writes.push({ method: 'PATCH', path: `/customer/${made.docId}`, body: { notes }, collection: 'customers', docId: made.docId, optimistic: { ...made.optimistic, _id: made.docId, notes } });
    }
  }
  return writes;
}

interface Desk {
  replica: Replica;
  api: ApiClient;
  engine: SyncEngine;
  close(): Promise<void>;
}

function openDesk(dir: string, name: string, baseUrl: string, token: string, engine: Partial<SyncEngineOptions> = {}): Desk {
  const replica = openReplica(join(dir, `${name}.db`), { checkpointInBackground: true });
  const api = createApiClient({ baseUrl, token: () => token });
  const sync = createSyncEngine({ db: replica.db, api, ...engine });
  let closed = false;
  return {
    replica,
    api,
    engine: sync,
    async close() {
      if (closed) return;
      closed = true;
      await sync.stop();
      replica.close();
    },
  };
}

async function queue(desk: Desk, writes: readonly Mutation[]): Promise<void> {
  for (const write of writes) await desk.engine.mutate(write);
}

/** Waits until the engine's outbox holds at most `left` writes; answers the time it took, or null at the deadline. */
async function drained(engine: SyncEngine, since: number, deadlineMs: number, left = 0): Promise<number | null> {
  while (performance.now() - since < deadlineMs) {
    if (engine.status().pending <= left) return performance.now() - since;
    await sleep(5);
  }
  return null;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
  const port = await freePort();
  const server = await spawnServer({ databasePath: join(dir, 'server.db'), port });
  let proxy: FaultProxy | undefined;
  const desks: Desk[] = [];
  try {
    const signIn = await fetch(`${server.url}/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = ((await signIn.json()) as { token: string }).token;
    proxy = await startFaultProxy({ target: { host: '127.0.0.1', port } });

    // 1. Healthy link: queued offline (the engine not started), then synced.
    const healthy = openDesk(dir, 'healthy', server.url, token);
    desks.push(healthy);
    await healthy.engine.syncNow();
    await queue(healthy, workload(WRITES, 'sano'));
    let start = performance.now();
    await healthy.engine.syncNow();
    const drainMs = performance.now() - start;
    const left = healthy.engine.status().pending;
    printVerdict(
      `outbox drain, ${WRITES.toLocaleString('en-US')} writes queued offline, healthy link`,
      `${fmt(drainMs / 1000)} s (${fmt((WRITES / drainMs) * 1000, 0)} writes/s${left > 0 ? `, ${left} left` : ''})`,
      `< ${TARGET_DRAIN_S} s`,
      left === 0 && drainMs < TARGET_DRAIN_S * 1000,
    );

    // 2. Lossy link: a fifth of the answers lost after the server committed; the engine runs on its own.
    proxy.setRates({ dropResponse: 0.2 });
    const lossy = openDesk(dir, 'lossy', proxy.url, token);
    desks.push(lossy);
    await queue(lossy, workload(LOSSY_WRITES, 'perdidas'));
    start = performance.now();
    lossy.engine.start();
    const lossyMs = await drained(lossy.engine, start, 300_000);
    proxy.setRates({ dropResponse: 0 });
    console.log(
      `(lossy link, 20% of answers dropped: ${LOSSY_WRITES} writes ${lossyMs === null ? 'not drained in 300 s' : `in ${fmt(lossyMs / 1000)} s, ${fmt((LOSSY_WRITES / lossyMs) * 1000)} writes/s`}; ${proxy.stats.droppedResponses} answers dropped)`,
    );
    await lossy.close();

    // 3. Backoff: a failure schedules a retry half a minute away; the link comes back meanwhile.
    const backoff = { baseMs: BACKOFF_MS, maxMs: BACKOFF_MS };
    for (const how of ['a screen’s read succeeds', 'a new write is made'] as const) {
      const desk = openDesk(dir, `backoff-${desks.length}`, proxy.url, token, { backoff, random: () => 0.99 });
      desks.push(desk);
      desk.engine.start();
      await drained(desk.engine, performance.now(), 10_000);
      proxy.pause();
      await queue(desk, workload(20, `corte ${desks.length}`));
      while (desk.engine.status().nextRetryAt === null) await sleep(5);
      const due = Date.parse(desk.engine.status().nextRetryAt ?? '');
      proxy.resume();
      start = performance.now();
      if (how === 'a screen’s read succeeds') await desk.api.request({ method: 'GET', path: '/customer', query: { limit: 1 } });
      else await desk.engine.mutate(creation('/customer', 'customers', { name: `Cliente Tras El Corte ${desks.length}`, address: ADDRESS }));
      const untilDue = due - Date.now() + (performance.now() - start);
      const ms = await drained(desk.engine, start, BACKOFF_MS + 15_000);
      printVerdict(
        `backoff ends when ${how} (retry was due in ${fmt(untilDue / 1000)} s)`,
        ms === null ? 'not drained' : `drained in ${fmt(ms / 1000, 2)} s`,
        'before the retry was due',
        ms !== null && ms < untilDue,
      );
      await desk.close();
    }

    // 4. One slow answer: the first write's answer held a minute, past the push time-out.
    const slow = openDesk(dir, 'slow', proxy.url, token);
    desks.push(slow);
    await slow.engine.syncNow();
    const writes = workload(200, 'lento');
    await queue(slow, writes);
    const heldKey = slow.engine.pending()[0]?.id;
    const dependents = slow.engine.pending().filter((e) => e.docId === writes[0]?.docId).length;
    proxy.holdNextResponses(1, 60_000, (req) => req.headers['idempotency-key'] === heldKey);
    start = performance.now();
    const syncing = slow.engine.syncNow();
    // Every write but the held one and those of its document.
    const othersMs = await drained(slow.engine, start, 120_000, dependents);
    await syncing;
    // The held write failed on its time-out; the next cycle sends it again (its answer is replayed).
    await slow.engine.syncNow();
    const allMs = slow.engine.status().pending === 0 ? performance.now() - start : null;
    printVerdict(
      `one answer held 60 s: the other ${writes.length - dependents} writes`,
      othersMs === null ? 'not accepted' : `accepted in ${fmt(othersMs / 1000, 2)} s (all ${writes.length}, the held one retried, in ${allMs === null ? '—' : fmt(allMs / 1000)} s)`,
      `< ${SYNC_PUSH_TIMEOUT_MS / 1000} s, the held write's time-out`,
      othersMs !== null && othersMs < SYNC_PUSH_TIMEOUT_MS,
    );
  } finally {
    for (const desk of desks) await desk.close().catch(() => undefined);
    await proxy?.close();
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
