/**
 * A draft the shop removes stays CLOSED (src-shared/planners/drafts.ts), and the desk's Borradores
 * screen lists it under its own tab: the replicas of the desk that removed it and of the draft's
 * partner must hold it, and the screen's list (the drafts read with `state`, as the IPC handler
 * turns it into replica filters) must find it by its state — while the removal is still queued
 * (offline) and after the sync pull brought the server's version — and the draft's history, which
 * the tab reads for who called it off, must name the admin to the partner too. On both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listOptions } from '../../../src-main/ipc/handlers/list-options.js';
import type { ReplicaDoc } from '../../../src-main/replica/index.js';
import type { DraftState } from '../../../src-shared/constants/orders.js';
import { draftClosing } from '../../../src-shared/documents/draft-closing.js';
import type { Page } from '../../../src-shared/documents/page.js';
import type { HistoryEntry } from '../../../src-shared/history.js';
import { createCustomer, createStaff, expectStatus } from '../../support/actors.js';
import { createProduct, createProvider, uniqueName } from '../../support/orders.js';
import { planWrite, type Planner } from '../../support/predicted-writes.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../../support/sync-replicas.js';

describe.each(FLAVOURS)('closed drafts in the desk’s replica on %s', (flavour) => {
  let server: TestServer;
  let admin: Planner;
  let partnerToken: string;
  let customer: string;
  let product: string;
  const replicas: TestReplica[] = [];

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);
    const me = await expectStatus(call<{ user: ReplicaDoc }>(server.url, 'GET', '/auth/me', { token }));
    admin = { url: server.url, token, caller: { ...me.user, role: 'ADMIN' } };
    const partner = await createStaff(server.url, token, { name: 'Pablo Partner', username: uniqueName('pablo'), role: 'AV' });
    partnerToken = partner.token;
    customer = (await createCustomer(server.url, partnerToken, { name: 'Almacén Anulado' }))._id;
    product = (await createProduct(server.url, token, { provider: await createProvider(server.url, token), unit: 'UNITY', taxBase: 100 }))._id;
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await server.close();
  });

  const open = (token: string) => {
    const replica = openTestReplica({ baseUrl: server.url, token });
    replicas.push(replica);
    return replica;
  };
  /** The ids and states the Borradores tab of `state` lists from this replica. */
  const tab = (desk: TestReplica, state: DraftState) => desk.reader.list('drafts', listOptions('draft', { state, limit: 50 }, 'America/Argentina/Buenos_Aires')).docs.map((d) => [d._id, d.state]);

  it('lists a draft the shop removed under CLOSED, not OPEN, on the removing desk before and after sync and on its partner’s desk, its history naming who removed it', async () => {
    const draft = await expectStatus(call<{ _id: string }>(server.url, 'POST', '/order/draft', { token: partnerToken, body: { customer, cart: { items: [{ product, quantity: 3 }] } } }), 201);
    const desk = open(admin.token);
    const partnerDesk = open(partnerToken);
    await syncUntilSettled(desk.engine);
    await syncUntilSettled(partnerDesk.engine);
    expect(tab(desk, 'OPEN')).toContainEqual([draft._id, 'OPEN']);
    expect(tab(partnerDesk, 'OPEN')).toContainEqual([draft._id, 'OPEN']);

    // Queued, not sent yet (as offline): the desk already lists it as the server will keep it.
    await desk.engine.mutate(await planWrite(admin, 'order.draftRemove', 'order.draftRemove', 'drafts', { id: draft._id }));
    expect(tab(desk, 'OPEN').map(([id]) => id)).not.toContain(draft._id);
    expect(tab(desk, 'CLOSED')).toEqual([[draft._id, 'CLOSED']]);

    await syncUntilSettled(desk.engine);
    await syncUntilSettled(partnerDesk.engine);
    const stored = await expectStatus(call<{ docs: ReplicaDoc[] }>(server.url, 'GET', '/order/v2/draft?state=CLOSED', { token: admin.token }));
    for (const replica of [desk, partnerDesk]) {
      expect(tab(replica, 'OPEN').map(([id]) => id)).not.toContain(draft._id);
      expect(tab(replica, 'CLOSED')).toEqual([[draft._id, 'CLOSED']]);
      expect(replica.reader.get('drafts', draft._id)).toMatchObject({ state: 'CLOSED', order: null, cart: { items: [expect.objectContaining({ product, quantity: 3 })] } });
    }
    expect(stored).toMatchObject({ docs: [expect.objectContaining({ _id: draft._id, state: 'CLOSED' })] });
    // Who called it off, as the tab reads it from the draft's history: the admin, for the partner's desk too.
    for (const token of [admin.token, partnerToken]) {
      const history = await expectStatus(call<Page<HistoryEntry>>(server.url, 'GET', `/history?entity=drafts&id=${draft._id}&order=desc`, { token }));
      expect(draftClosing(history.docs)).toEqual({ user: admin.caller._id, userName: admin.caller.name, at: expect.any(String) });
    }
  });

  it('answers who called off several drafts in one read, as each one’s history says, leaving out what the caller may not read', async () => {
    const made = async (token: string) =>
      (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/order/draft', { token, body: { customer, cart: { items: [{ product, quantity: 1 }] } } }), 201))._id;
    const [first, second, open] = [await made(partnerToken), await made(partnerToken), await made(partnerToken)];
    // The house's own customer and draft: not the partner's to read.
    const house = (await createCustomer(server.url, admin.token, { name: 'Cliente de la casa' }))._id;
    const houses = (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/order/draft', { token: admin.token, body: { customer: house, cart: { items: [{ product, quantity: 1 }] } } }), 201))
      ._id;
    for (const id of [first, houses]) await expectStatus(call(server.url, 'DELETE', `/order/v2/draft/${id}`, { token: admin.token }));
    await expectStatus(call(server.url, 'DELETE', `/order/v2/draft/${second}`, { token: partnerToken }));
    const unknown = '65f0aaaaaaaaaaaaaaaaaaaa';
    const ids = [second, open, first, houses, unknown].join(',');
    const byAdmin = { user: admin.caller._id, userName: admin.caller.name, at: expect.any(String) };
    const byPartner = { user: expect.any(String), userName: 'Pablo Partner', at: expect.any(String) };

    const asAdmin = await expectStatus(call<{ docs: unknown[] }>(server.url, 'GET', `/history/draft-closings?ids=${ids}`, { token: admin.token }));
    expect(asAdmin.docs).toEqual([
      { _id: second, closing: byPartner },
      { _id: open, closing: null },
      { _id: first, closing: byAdmin },
      { _id: houses, closing: byAdmin },
    ]);
    const asPartner = await expectStatus(call<{ docs: unknown[] }>(server.url, 'GET', `/history/draft-closings?ids=${ids}`, { token: partnerToken }));
    expect(asPartner.docs).toEqual([
      { _id: second, closing: byPartner },
      { _id: open, closing: null },
      { _id: first, closing: byAdmin },
    ]);
    // The same as one draft's own history says.
    const history = await expectStatus(call<Page<HistoryEntry>>(server.url, 'GET', `/history?entity=drafts&id=${first}&order=desc`, { token: partnerToken }));
    expect(asPartner.docs[2]).toEqual({ _id: first, closing: draftClosing(history.docs) });

    const bad = await call<{ details?: Array<{ path: string; message: string }> }>(server.url, 'GET', `/history/draft-closings?ids=${first},nope`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toMatch(/^ids/);
    const none = await call(server.url, 'GET', '/history/draft-closings', { token: admin.token });
    expect(none.status).toBe(400);
  });
});
