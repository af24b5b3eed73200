/**
 * "Pendiente de sincronizar": the screens' reads mark each document that still has writes waiting
 * in the outbox (`_pending`), in lists, gets and searches, against the real server: a create and an
 * edit queued while the server is down read as pending, the untouched document does not, and once
 * the server is back and the outbox is drained the mark is gone. The stored documents never carry it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcDocument, IpcDocumentPage } from '../../../src-shared/ipc/documents.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { readHandlers } from '../../../src-main/ipc/handlers/reads.js';
import type { AppState } from '../../../src-main/runtime/app-state.js';
import { creation } from '../../../src-main/sync/index.js';
import { ADDRESS, expectStatus } from '../../support/actors.js';
import { ADMIN, call, signIn } from '../../support/server.js';
import { freePort } from '../../support/sync-server-process.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../../support/sync-replicas.js';

type Handler = (input: unknown) => unknown;

describe('pending documents in the replica reads', () => {
  let dir: string;
  let port: number;
  let server: RunningServer;
  let admin: string;
  let desk: TestReplica;
  let reads: Record<string, Handler>;

  const start = () => startServer({ databaseUrl: `sqlite:${join(dir, 'server.db')}`, port, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  const list = (query: Record<string, unknown> = {}) => reads['customer.list']!(query) as IpcDocumentPage;
  const get = (id: string) => reads['customer.get']!({ id }) as IpcDocument;
  const pendingNames = () =>
    list()
      .docs.filter((d) => d._pending === true)
      .map((d) => d.name);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'replica-pending-'));
    port = await freePort();
    server = await start();
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    desk = openTestReplica({ baseUrl: server.url, token: admin });
    // The handlers the IPC router serves, over this desk's replica.
    const state = { workspace: () => ({ reader: desk.reader }) } as unknown as AppState;
    reads = readHandlers(state) as unknown as Record<string, Handler>;
  });

  afterAll(async () => {
    await desk?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('marks a create and an edit queued while the server is down, and clears the mark after sync', async () => {
    const kept = await expectStatus(call<{ _id: string }>(server.url, 'POST', '/customer', { token: admin, body: { name: 'Almacén Quieto', address: ADDRESS } }), 201);
    const edited = await expectStatus(call<{ _id: string }>(server.url, 'POST', '/customer', { token: admin, body: { name: 'Kiosco Editado', address: ADDRESS } }), 201);
    await syncUntilSettled(desk.engine);
    expect(list().total).toBe(2);
    expect(pendingNames()).toEqual([]);

    await server.close();
    const created = creation('/customer', 'customers', { name: 'Despensa Nueva', address: ADDRESS });
    await desk.engine.mutate(created);
    const current = desk.reader.get('customers', edited._id);
    await desk.engine.mutate({
      method: 'PATCH',
      path: `/customer/${edited._id}`,
      body: { notes: 'Cambio sin conexión' },
      collection: 'customers',
      docId: edited._id,
      optimistic: { ...current!, notes: 'Cambio sin conexión' },
    });
    expect(await desk.engine.syncNow()).toMatchObject({ online: false, pending: 2 });

    expect(pendingNames().sort()).toEqual(['Despensa Nueva', 'Kiosco Editado']);
    expect(get(created.docId)._pending).toBe(true);
    expect(get(edited._id)).toMatchObject({ _pending: true, notes: 'Cambio sin conexión' });
    expect(get(kept._id)._pending).toBeUndefined();
    expect((reads['customer.search']!({ text: 'despensa' }) as IpcDocument[]).map((d) => d._pending)).toEqual([true]);
    // Only what the screens receive is marked: the replica keeps the documents as they are.
    expect(desk.reader.get('customers', created.docId)).not.toHaveProperty('_pending');

    server = await start();
    await syncUntilSettled(desk.engine);
    expect(list().total).toBe(3);
    expect(pendingNames()).toEqual([]);
    expect(get(created.docId)).not.toHaveProperty('_pending');
    expect(get(edited._id)).toMatchObject({ notes: 'Cambio sin conexión' });
  });
});
