/**
 * The sync engine against the real server (in-process, on a SQLite file, behind the fault
 * proxy): a write made while the server is down arrives exactly once when it is back, refused
 * writes are kept for the user with the server's message and the row restored, and a replica
 * rebuilds itself when the server's database is replaced.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../src-shared/ids.js';
import { startServer, type RunningServer } from '../../src-server/server.js';
import type { OutboxEntry, SyncStatus } from '../../src-main/sync/index.js';
import { readSyncState, writeSyncState } from '../../src-main/replica/index.js';
import { createSyncEngine, creation, type Timers } from '../../src-main/sync/index.js';
import { ADDRESS, expectStatus, type PageOf } from '../support/actors.js';
import { createProduct, createProvider } from '../support/catalog.js';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.js';
import { ADMIN, call, signIn } from '../support/server.js';
import { freePort } from '../support/sync-server-process.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../support/sync-replicas.js';

describe('sync engine against the real server', () => {
  let dir: string;
  let port: number;
  let server: RunningServer;
  let proxy: FaultProxy;
  let admin: string;
  const replicas: TestReplica[] = [];

  const start = (file = 'server.db') => startServer({ databaseUrl: `sqlite:${join(dir, file)}`, port, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  const open = (token = admin) => {
    const replica = openTestReplica({ baseUrl: proxy.url, token });
    replicas.push(replica);
    return replica;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sync-engine-'));
    port = await freePort();
    server = await start();
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    proxy = await startFaultProxy({ target: { host: '127.0.0.1', port } });
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await proxy?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a customer created while the server is down exactly once when it returns', async () => {
    const desk = open();
    await syncUntilSettled(desk.engine);
    await server.close();

    const write = creation('/customer', 'customers', { name: 'Almacén Sin Conexión', address: ADDRESS });
    const _id = write.docId;
    expect(write.body).toEqual({ _id, name: 'Almacén Sin Conexión', address: ADDRESS });
    const entry = await desk.engine.mutate(write);
    expect(desk.reader.get('customers', _id)).toEqual({ _id, status: true, name: 'Almacén Sin Conexión', address: ADDRESS });
    const offline = await desk.engine.syncNow();
    expect(offline).toMatchObject({ online: false, pending: 1 });
    expect(desk.engine.pending().map((e) => e.id)).toEqual([entry.id]);

    server = await start();
    // The first answer is lost after the server committed: the retry must not create it again.
    proxy.dropNextResponses(1);
    const dropped = proxy.stats.droppedResponses;
    await syncUntilSettled(desk.engine);
    expect(proxy.stats.droppedResponses).toBe(dropped + 1);

    const found = await expectStatus(call<PageOf<{ _id: string }>>(server.url, 'GET', '/customer?query=Sin%20Conexion', { token: admin }));
    expect(found.docs.map((c) => c._id)).toEqual([_id]);
    const keys = await server.database.db.selectFrom('idempotency').select('key').where('key', '=', entry.id).execute();
    expect(keys).toHaveLength(1);
    const onServer = await expectStatus(call<Record<string, unknown>>(server.url, 'GET', `/customer/${_id}`, { token: admin }));
    expect(desk.reader.get('customers', _id)).toEqual(onServer);
    expect(desk.engine.status()).toMatchObject({ online: true, pending: 0, rejected: 0, lastError: null });
  });

  it('keeps a refused create in the rejected list with the server’s message and removes its row', async () => {
    const desk = open();
    const rejectedEvents: OutboxEntry[] = [];
    desk.engine.on('rejected', (entry) => rejectedEvents.push(entry));
    await syncUntilSettled(desk.engine);
    const _id = newId();
    const body = { _id, name: 'Otra Admin', username: ADMIN.username, role: 'AV' };
    const entry = await desk.engine.mutate({ method: 'POST', path: '/user', body, collection: 'users', docId: _id, optimistic: { ...body, status: true } });
    expect(desk.reader.get('users', _id)).toBeDefined();

    const status = await desk.engine.syncNow();
    expect(status).toMatchObject({ pending: 0, rejected: 1 });
    const [rejected] = desk.engine.rejected();
    // The outbox keeps the key the screens translate beside the contract's English (rejected inbox).
    const taken = { key: 'validation.taken', params: { field: 'username', value: ADMIN.username } };
    expect(rejected).toMatchObject({ id: entry.id, state: 'rejected', statusCode: 400, error: { code: 'VALIDATION', message: `username ${ADMIN.username} is already taken`, ...taken } });
    expect(rejected?.error?.details).toEqual([{ path: 'username', message: `username ${ADMIN.username} is already taken`, ...taken }]);
    expect(rejectedEvents.map((e) => e.id)).toEqual([entry.id]);
    expect(desk.reader.get('users', _id)).toBeUndefined();

    // Still there for another engine on the same replica (a restart): nothing leaves the outbox unseen.
    await desk.engine.stop();
    const restarted = createSyncEngine({ db: desk.replica.db, api: desk.api });
    expect(restarted.rejected().map((e) => e.id)).toEqual([entry.id]);
    expect(restarted.status().rejected).toBe(1);
    expect(restarted.dismiss(entry.id)).toBe(true);
    expect(restarted.dismiss(entry.id)).toBe(false);
    expect(restarted.status().rejected).toBe(0);
  });

  it('restores the server’s version of a row whose update is refused', async () => {
    const provider = await createProvider(server.url, admin, 'Proveedor Real');
    const product = await createProduct(server.url, admin, provider, { name: 'Queso Tybo' });
    const desk = open();
    await syncUntilSettled(desk.engine);
    const current = desk.reader.get('products', product._id);
    expect(current).toEqual(product);

    const missing = newId();
    const body = { name: 'Queso Cambiado', provider: missing, taxBase: 100, taxes: [], wholesalerContributions: 5 };
    await desk.engine.mutate({ method: 'PATCH', path: `/product/${product._id}`, body, collection: 'products', docId: product._id, optimistic: { ...product, ...body } });
    expect(desk.reader.search('products', 'cambiado').map((p) => p._id)).toEqual([product._id]);

    await desk.engine.syncNow();
    const [rejected] = desk.engine.rejected();
    expect(rejected?.statusCode).toBe(400);
    expect(rejected?.error?.message).toContain(`no enabled provider has id ${missing}`);
    expect(rejected?.error?.details?.[0]).toMatchObject({ key: 'reference.notEnabled', params: { what: 'provider', id: missing } });
    expect(desk.reader.get('products', product._id)).toEqual(product);
    expect(desk.reader.search('products', 'cambiado')).toEqual([]);
    expect(desk.reader.search('products', 'tybo').map((p) => p._id)).toEqual([product._id]);
  });

  it('retries with backoff on the injected timers, pulls on its interval, and reports status', async () => {
    const scheduled: Array<{ id: number; ms: number; callback: () => void; cleared: boolean }> = [];
    const timers: Timers = {
      setTimeout: (callback, ms) => {
        const timer = { id: scheduled.length + 1, ms, callback, cleared: false };
        scheduled.push(timer);
        return timer.id;
      },
      clearTimeout: (id) => {
        const timer = scheduled.find((t) => t.id === id);
        if (timer) timer.cleared = true;
      },
    };
    const due = () => scheduled.filter((t) => !t.cleared);
    const fire = async (ms: number) => {
      const timer = due().find((t) => t.ms === ms);
      if (!timer)
        throw new Error(
          `no timer of ${ms} ms among ${due()
            .map((t) => t.ms)
            .join(', ')}`,
        );
      timer.cleared = true;
      timer.callback();
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const now = new Date('2026-03-02T12:00:00.000Z');
    const desk = open();
    await desk.engine.stop();
    const engine = createSyncEngine({ db: desk.replica.db, api: desk.api, timers, clock: () => now, random: () => 0.5, backoff: { baseMs: 1_000, maxMs: 8_000 } });
    const statuses: SyncStatus[] = [];
    engine.on('status', (s) => statuses.push(s));

    proxy.pause();
    engine.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(engine.status()).toMatchObject({ online: false, lastError: { code: 'OFFLINE' }, nextRetryAt: '2026-03-02T12:00:00.500Z' });
    expect(
      due()
        .map((t) => t.ms)
        .sort((a, b) => a - b),
    ).toEqual([500, 30_000]);
    await fire(500);
    expect(
      due()
        .map((t) => t.ms)
        .sort((a, b) => a - b),
    ).toEqual([1_000, 30_000]);

    proxy.resume();
    await fire(1_000);
    // The retry's push and pull run over real HTTP: on a busy machine they can outlast fire's pause.
    await vi.waitFor(() => expect(engine.status()).toMatchObject({ online: true, lastError: null, nextRetryAt: null, lastSyncAt: now.toISOString(), syncing: false }), { timeout: 10_000 });
    expect(statuses.map((s) => s.online)).toContain(false);
    expect(statuses.at(-1)?.online).toBe(true);

    // The 30-second pull brings what someone else wrote.
    const provider = await createProvider(server.url, admin, 'Proveedor Del Intervalo');
    await fire(30_000);
    // A real HTTP pull again: waited for, not timed.
    await vi.waitFor(() => expect(desk.reader.get('providers', provider)).toMatchObject({ name: 'Proveedor Del Intervalo' }), { timeout: 10_000 });
    await vi.waitFor(() => expect(due().map((t) => t.ms)).toEqual([30_000]), { timeout: 10_000 });
    await engine.stop();
    expect(due()).toEqual([]);
  });

  it('rebuilds from 0 when the server answers reset to a cursor it cannot serve', async () => {
    const desk = open();
    await syncUntilSettled(desk.engine);
    const expected = [...desk.all('taxes').keys()].sort();
    writeSyncState(desk.replica.db, { cursor: 10_000_000 });
    const stray = desk.replica.db.prepare(`INSERT INTO document_rows (collection, id) VALUES ('taxes', ?)`).run(newId());
    desk.replica.db.prepare(`INSERT INTO document_versions (rowid, doc) VALUES (?, '{}')`).run(stray.lastInsertRowid);
    const status: SyncStatus = await desk.engine.syncNow();
    expect(status.lastError).toBeNull();
    expect([...desk.all('taxes').keys()].sort()).toEqual(expected);
  });

  it('rebuilds the replica when the server database is replaced, keeping writes not yet sent', async () => {
    const desk = open();
    await syncUntilSettled(desk.engine);
    expect(desk.all('products').size).toBeGreaterThan(0);
    const oldServerId = (desk.replica.db.prepare(`SELECT value FROM sync_state WHERE key = 'serverId'`).get() as { value: string }).value;
    await desk.engine.stop();
    await server.close();
    server = await start('replacement.db');
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const fresh = await createProvider(server.url, admin, 'Proveedor Nuevo');

    // The same replica file, signed in to the replacement server.
    const again = openTestReplica({ baseUrl: proxy.url, token: admin, path: desk.replica.path });
    replicas.push(again);
    const changes: string[][] = [];
    again.engine.on('replica-changed', (e) => changes.push(e.collections));
    const pendingId = newId();
    const body = { _id: pendingId, name: 'Cliente Pendiente', address: ADDRESS };
    await again.engine.mutate({ method: 'POST', path: '/customer', body, collection: 'customers', docId: pendingId, optimistic: { ...body, status: true } });
    await syncUntilSettled(again.engine);

    const state = readSyncState(again.replica.db);
    expect(state).toMatchObject({ rebuilding: false, gen: 1 });
    expect(state.serverId).not.toBe(oldServerId);
    expect([...again.all('products').keys()]).toEqual([]);
    expect(again.all('providers').has(fresh)).toBe(true);
    expect(again.reader.get('customers', pendingId)).toMatchObject({ name: 'Cliente Pendiente', number: 1 });
    expect(changes.some((c) => c.includes('*'))).toBe(true);
    const reference = open();
    await syncUntilSettled(reference.engine);
    for (const c of ['providers', 'users', 'taxes', 'customers', 'garages']) expect(again.all(c)).toEqual(reference.all(c));
  });
});
