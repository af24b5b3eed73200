/**
 * How the outbox drains, against the real server over HTTP on 127.0.0.1 behind the fault proxy:
 * unrelated writes overlap and one answer held past its time-out does not hold them, while a
 * document's own writes (and writes naming a document an earlier one creates) keep their order;
 * a backoff ends as soon as any call succeeds, or a new write is made; and a lossy link still
 * delivers every write exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/server.js';
import { creation, pushPending, type Mutation, type PushOutcome } from '../../src-main/sync/index.js';
import { createDocumentWriter, createOutbox } from '../../src-main/replica/index.js';
import { refusedCreation } from '../../src-main/runtime/sync-events.js';
import { ADDRESS, expectStatus, type PageOf } from '../support/actors.js';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.js';
import { ADMIN, call, signIn } from '../support/server.js';
import { freePort } from '../support/sync-server-process.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../support/sync-replicas.js';

const customer = (name: string): Mutation => creation('/customer', 'customers', { name, address: ADDRESS });
const rename = (id: string, notes: string, shown: Record<string, unknown>): Mutation => ({
  method: 'PATCH',
  path: `/customer/${id}`,
  body: { notes },
  collection: 'customers',
  docId: id,
  optimistic: { ...shown, _id: id, notes },
});

describe('outbox drain', () => {
  let dir: string;
  let server: RunningServer;
  let proxy: FaultProxy;
  let admin: string;
  const replicas: TestReplica[] = [];

  const open = (engine: Parameters<typeof openTestReplica>[0]['engine'] = {}) => {
    const replica = openTestReplica({ baseUrl: proxy.url, token: admin, engine });
    replicas.push(replica);
    return replica;
  };
  const onServer = async (id: string) => expectStatus(call<Record<string, unknown>>(server.url, 'GET', `/customer/${id}`, { token: admin }));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sync-outbox-'));
    const port = await freePort();
    server = await startServer({ databaseUrl: `sqlite:${join(dir, 'server.db')}`, port, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    proxy = await startFaultProxy({ target: { host: '127.0.0.1', port } });
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await proxy?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends unrelated writes past an answer held beyond its time-out, and a document’s later writes after it, in order', async () => {
    const desk = open();
    await syncUntilSettled(desk.engine);
    // Queued offline (the engine is not started): a create whose answer will be held, a change to
    // that same customer, an order of business naming it, and writes to unrelated customers.
    const held = customer('Almacén Demorado');
    await desk.engine.mutate(held);
    const heldShown = { ...(held.optimistic ?? {}) };
    const sameDoc = await desk.engine.mutate(rename(held.docId, 'segunda', heldShown));
    const others = [];
    for (let i = 0; i < 12; i += 1) others.push(await desk.engine.mutate(customer(`Cliente Al Lado ${i}`)));

    const arrivals: string[] = [];
    proxy.onRequest((req) => {
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string') arrivals.push(key);
    });
    const heldEntry = desk.engine.pending()[0];
    expect(heldEntry?.docId).toBe(held.docId);
    proxy.holdNextResponses(1, 60_000, (req) => req.headers['idempotency-key'] === heldEntry?.id);

    const db = desk.replica.db;
    const deps = { db, writer: createDocumentWriter(db), outbox: createOutbox(db), api: desk.api, clock: () => new Date() };
    const outcomes: PushOutcome[] = [];
    const round = await pushPending(deps, { window: 4, timeoutMs: 4_000, stopped: () => false, onOutcome: (o) => outcomes.push(o) });

    // The held create timed out; every unrelated write was accepted before that, and the
    // customer's own change was not sent at all while its create was unanswered.
    expect(round).toMatchObject({ ok: false, count: others.length, status: 408 });
    // (Answers to writes in flight together come back in any order.)
    const byId = (x: [string, string], y: [string, string]) => x[0].localeCompare(y[0]);
    expect(
      outcomes
        .slice(0, -1)
        .map((o): [string, string] => [o.entry.id, o.kind])
        .sort(byId),
    ).toEqual(others.map((e): [string, string] => [e.id, 'accepted']).sort(byId));
    expect(outcomes.at(-1)).toMatchObject({ kind: 'failed', status: 408, entry: { id: heldEntry?.id } });
    expect(arrivals).not.toContain(sameDoc.id);
    expect(desk.engine.pending().map((e) => e.id)).toEqual([heldEntry?.id, sameDoc.id]);

    // Next round: the create again (its first answer is replayed), then the change.
    arrivals.length = 0;
    const next = await pushPending(deps, { window: 4, timeoutMs: 4_000, stopped: () => false, onOutcome: (o) => outcomes.push(o) });
    proxy.onRequest(null);
    expect(next).toEqual({ ok: true, count: 2 });
    expect(arrivals).toEqual([heldEntry?.id, sameDoc.id]);
    expect(await onServer(held.docId)).toMatchObject({ name: 'Almacén Demorado', notes: 'segunda' });
    const found = await expectStatus(call<PageOf<{ _id: string }>>(server.url, 'GET', '/customer?query=Demorado', { token: admin }));
    expect(found.docs.map((c) => c._id)).toEqual([held.docId]);
  });

  it('finds a refused create by its document, with the request that was sent, until its refusal is dismissed', async () => {
    const desk = open();
    await syncUntilSettled(desk.engine);
    const kept = customer('Almacén Aceptado');
    await desk.engine.mutate(kept);
    await syncUntilSettled(desk.engine);
    // A create and a change the server refuses (a name past its limit): only the create is a refused creation.
    const tooLong = 'N'.repeat(200);
    const refused = customer(tooLong);
    await desk.engine.mutate(refused);
    await desk.engine.mutate(rename(kept.docId, 'x'.repeat(5000), { ...(kept.optimistic ?? {}) }));
    await desk.engine.syncNow();
    expect(desk.engine.pending()).toEqual([]);
    expect(desk.engine.rejected()).toHaveLength(2);

    const found = refusedCreation(desk.engine.rejected(), refused.docId);
    expect(found).toMatchObject({ collection: 'customers', path: '/customer', body: { _id: refused.docId, name: tooLong, address: ADDRESS } });
    expect(found?.error.message).toMatch(/name/);
    // The refused change names a customer the server has: that screen shows the customer, not a refusal.
    expect(refusedCreation(desk.engine.rejected(), kept.docId)).toBeNull();
    expect(desk.engine.dismiss(found?.id ?? '')).toBe(true);
    expect(refusedCreation(desk.engine.rejected(), refused.docId)).toBeNull();
  });

  it('keeps a write naming a customer created earlier behind that create', async () => {
    const desk = open();
    await syncUntilSettled(desk.engine);
    const made = customer('Autoservicio Nuevo');
    const create = await desk.engine.mutate(made);
    // A second customer whose notes name the first: it must not reach the server before it.
    const naming = await desk.engine.mutate(creation('/customer', 'customers', { name: 'Sucursal Del Nuevo', address: ADDRESS, notes: `sucursal de ${made.docId}` }));
    const arrivals: string[] = [];
    proxy.onRequest((req) => {
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string') arrivals.push(key);
    });
    proxy.dropNextResponses(1);
    await syncUntilSettled(desk.engine);
    proxy.onRequest(null);
    expect(desk.engine.pending()).toEqual([]);
    // The create was sent, lost its answer, was sent again; only then came the write naming it.
    expect(arrivals).toEqual([create.id, create.id, naming.id]);
  });

  it('ends a backoff as soon as another call succeeds, and tries a new write at once', async () => {
    // A backoff of a whole minute: the writes must not wait for it.
    const desk = open({ backoff: { baseMs: 60_000, maxMs: 60_000 }, random: () => 0.99 });
    desk.engine.start();
    await vi.waitFor(() => expect(desk.engine.status()).toMatchObject({ syncing: false, lastSyncAt: expect.any(String) }), { timeout: 10_000 });

    proxy.pause();
    const first = customer('Almacén Del Corte');
    await desk.engine.mutate(first);
    await vi.waitFor(() => expect(desk.engine.status()).toMatchObject({ online: false, nextRetryAt: expect.any(String), pending: 1 }), { timeout: 10_000 });
    proxy.resume();
    // A screen's read through the same client gets through: the minute's wait is over.
    const read = await desk.api.request({ method: 'GET', path: '/customer', query: { limit: 1 } });
    expect(read.ok).toBe(true);
    await vi.waitFor(() => expect(desk.engine.status()).toMatchObject({ online: true, pending: 0, nextRetryAt: null, lastError: null }), { timeout: 10_000 });
    expect(await onServer(first.docId)).toMatchObject({ name: 'Almacén Del Corte' });

    // Offline again: a write waits out a minute's backoff; the next write made is tried at once,
    // and with the link back it takes the waiting one along.
    proxy.pause();
    const second = customer('Almacén Segundo Corte');
    await desk.engine.mutate(second);
    await vi.waitFor(() => expect(desk.engine.status()).toMatchObject({ online: false, nextRetryAt: expect.any(String), pending: 1 }), { timeout: 10_000 });
    proxy.resume();
    const third = customer('Almacén Tercero');
    await desk.engine.mutate(third);
    await vi.waitFor(() => expect(desk.engine.status()).toMatchObject({ online: true, pending: 0, nextRetryAt: null }), { timeout: 10_000 });
    expect(await onServer(second.docId)).toMatchObject({ name: 'Almacén Segundo Corte' });
    expect(await onServer(third.docId)).toMatchObject({ name: 'Almacén Tercero' });
  });

  it('delivers every write once, each document’s in order, over a link that loses a fifth of the answers', async () => {
    const desk = open();
    await syncUntilSettled(desk.engine);
    const written: Mutation[] = [];
    for (let i = 0; i < 60; i += 1) {
      const write = customer(`Cliente Con Perdidas ${i}`);
      written.push(write);
      await desk.engine.mutate(write);
      // Every third customer is changed again right after: its two writes must land in order.
      if (i % 3 === 0) await desk.engine.mutate(rename(write.docId, `cambio ${i}`, { ...(write.optimistic ?? {}) }));
    }
    proxy.setRates({ dropResponse: 0.2 });
    const dropped = proxy.stats.droppedResponses;
    try {
      await syncUntilSettled(desk.engine);
    } finally {
      proxy.setRates({ dropResponse: 0 });
    }
    expect(proxy.stats.droppedResponses).toBeGreaterThan(dropped);
    await syncUntilSettled(desk.engine);
    const found = await expectStatus(call<PageOf<{ _id: string; notes?: string | null }>>(server.url, 'GET', '/customer?query=Con%20Perdidas&limit=200', { token: admin }));
    expect(found.docs.map((c) => c._id).sort()).toEqual(written.map((w) => w.docId).sort());
    for (const [i, write] of written.entries()) {
      const doc = found.docs.find((c) => c._id === write.docId);
      expect(doc?.notes ?? null).toBe(i % 3 === 0 ? `cambio ${i}` : null);
      expect(desk.reader.get('customers', write.docId)).toEqual(await onServer(write.docId));
    }
  });
});
