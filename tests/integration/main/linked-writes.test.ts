/**
 * A queued write that changes another document on the server changes it in the replica too, at
 * once: a receipt linked to a buy takes the buy off "sin comprobante" while the server is down, and
 * removing the receipt puts it back; once the server is back, the buy is the server's version and
 * nothing is pending. A write the server refuses puts the linked buy back as it was. Planned as the
 * app plans it (`plannedWrite` over the desk's replica), queued in the real sync engine, against a
 * real server over HTTP. A receipt the planner refuses with every input at hand is refused at once.
 * Likewise a transfer between garages shows its second entry, under the id
 * the server gives it, while the server is down; and a delivery collected in cash shows the cash
 * entry it plans until the server's, under the server's own id, replaces it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcDocument, IpcDocumentPage } from '../../../src-shared/ipc/documents.js';
import { IPC_CONTRACT } from '../../../src-shared/ipc/contract.js';
import { newId } from '../../../src-shared/ids.js';
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { plannedWrite } from '../../../src-main/ipc/handlers/optimistic.js';
import { readHandlers } from '../../../src-main/ipc/handlers/reads.js';
import type { AppState } from '../../../src-main/runtime/app-state.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { createProduct, createProvider } from '../../support/catalog.js';
import { createOrder, deliveryTo, moveOrder } from '../../support/orders.js';
import { buyBody } from '../../support/purchasing.js';
import { ADMIN, call, signIn } from '../../support/server.js';
import { freePort } from '../../support/sync-server-process.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../../support/sync-replicas.js';

type Handler = (input: unknown) => unknown;
interface Buy {
  _id: string;
  receipts: string[];
}

describe('writes that change a linked document', () => {
  let dir: string;
  let port: number;
  let server: RunningServer;
  let admin: string;
  let desk: TestReplica;
  let reads: Record<string, Handler>;
  let lacteos: string;
  let bebidas: string;
  let buy: string;

  const start = () => startServer({ databaseUrl: `sqlite:${join(dir, 'server.db')}`, port, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  const withoutReceipt = () => (reads['buy.list']!({ withoutReceipt: true }) as IpcDocumentPage).docs.map((doc) => doc._id);
  const shownBuy = () => reads['buy.get']!({ id: buy }) as IpcDocument & Buy;
  const serverBuy = () => expectStatus(call<Buy>(server.url, 'GET', `/buy/${buy}`, { token: admin }));
  /** The write the app queues for IPC call `name`, planned over the desk's replica. */
  const plan = (name: keyof typeof IPC_CONTRACT & string, route: RouteName, collection: string, input: unknown) =>
    plannedWrite(routeByName(route), collection, IPC_CONTRACT[name].input.parse(input) as never, {
      current: (c, id) => desk.reader.get(c, id),
      replica: desk.reader,
      signedIn: () => ({ actor: { id: 'admin', role: 'ADMIN' }, user: { _id: 'admin' } }),
      newId: () => newId(new Date()),
      now: () => new Date(),
    });
  const invoice = (provider: string, code: string) => ({ type: 'FC', grossTotal: 1000, total: 1210, code, provider, buy });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'linked-writes-'));
    port = await freePort();
    server = await start();
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    lacteos = await createProvider(server.url, admin, 'Lácteos del Sur');
    bebidas = await createProvider(server.url, admin, 'Bebidas Norte');
    const cheese = await createProduct(server.url, admin, lacteos, { name: 'Queso Cremoso', unit: 'WEIGHT' });
    buy = (await expectStatus(call<Buy>(server.url, 'POST', '/buy', { token: admin, body: buyBody(lacteos, [{ product: cheese._id, quantity: 5000 }]) }), 201))._id;
    desk = openTestReplica({ baseUrl: server.url, token: admin });
    const state = { workspace: () => ({ reader: desk.reader }) } as unknown as AppState;
    reads = readHandlers(state) as unknown as Record<string, Handler>;
    await syncUntilSettled(desk.engine);
  });

  afterAll(async () => {
    await desk?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an invoice queued offline takes its buy off "sin comprobante" at once; after the sync the buy is the server’s', async () => {
    expect(withoutReceipt()).toEqual([buy]);
    await server.close();
    const write = await plan('receipt.create', 'receipt.create', 'receipts', invoice(lacteos, '0001-00001234'));
    expect(write.linked?.map((change) => [change.collection, change.docId])).toEqual([['buys', buy]]);
    await desk.engine.mutate(write);
    expect(await desk.engine.syncNow()).toMatchObject({ online: false, pending: 1 });
    expect(withoutReceipt()).toEqual([]);
    expect(shownBuy()).toMatchObject({ receipts: [write.docId], _pending: true });

    server = await start();
    await syncUntilSettled(desk.engine);
    expect((await serverBuy()).receipts).toEqual([write.docId]);
    expect(shownBuy().receipts).toEqual([write.docId]);
    expect(shownBuy()._pending).toBeUndefined();
    expect(withoutReceipt()).toEqual([]);
  });

  it('removing that invoice offline puts the buy back under "sin comprobante"', async () => {
    const [receipt] = shownBuy().receipts;
    await server.close();
    const write = await plan('receipt.remove', 'receipt.remove', 'receipts', { id: receipt });
    expect(write.optimistic).toMatchObject({ status: false });
    await desk.engine.mutate(write);
    expect(withoutReceipt()).toEqual([buy]);

    server = await start();
    await syncUntilSettled(desk.engine);
    expect((await serverBuy()).receipts).toEqual([]);
    expect(shownBuy().receipts).toEqual([]);
    expect(withoutReceipt()).toEqual([buy]);
  });

  it('a transfer queued offline shows both of its entries at once, as the server then writes them', async () => {
    const garages = await expectStatus(call<{ docs: Array<{ _id: string; name: string }> }>(server.url, 'GET', '/garage', { token: admin }));
    const temperley = garages.docs.find((garage) => garage.name === 'Temperley')?._id ?? '';
    const lanus = (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/garage', { token: admin, body: { name: 'Lanús' } }), 201))._id;
    await syncUntilSettled(desk.engine);
    await server.close();
    const write = await plan('cashflow.createInternal', 'cashflow.createInternal', 'cashflows', {
      garage: temperley,
      destination: lanus,
      amount: 15_000.5,
      concept: 'EGRESS',
      paymentMethod: 'CASH',
      description: 'Cambio para la caja de Lanús',
    });
    await desk.engine.mutate(write);
    const other = write.linked?.[0]?.docId ?? '';
    const queued = [desk.reader.get('cashflows', write.docId), desk.reader.get('cashflows', other)];
    expect(queued.map((entry) => [entry?.type, entry?.concept, entry?.garage, entry?.amount, entry?.linked])).toEqual([
      ['internal', 'EGRESS', temperley, 15_000.5, other],
      ['internal', 'INGRESS', lanus, 15_000.5, write.docId],
    ]);

    server = await start();
    await syncUntilSettled(desk.engine);
    const SHOWN = ['type', 'amount', 'concept', 'paymentMethod', 'description', 'garage', 'linked', 'partner', 'customer', 'provider', 'third', 'tag', 'isBudget', 'order', 'status'];
    const shown = (entry: object | undefined) => Object.fromEntries(SHOWN.map((field) => [field, (entry as Record<string, unknown> | undefined)?.[field]]));
    for (const [i, id] of [write.docId, other].entries()) {
      const stored = await expectStatus(call<object>(server.url, 'GET', `/cashflow/${id}`, { token: admin }));
      expect(shown(queued[i])).toEqual(shown(stored));
      expect(shown(desk.reader.get('cashflows', id))).toEqual(shown(stored));
    }
  });

  it('a cash delivery queued offline shows its cash entry as the server then stores it, with the method collected, not the order’s', async () => {
    const customer = (await createCustomer(server.url, admin, { name: 'Kiosco La Estrella' }))._id;
    const cheese = await createProduct(server.url, admin, lacteos, { name: 'Queso Tybo', unit: 'WEIGHT' });
    const order = await createOrder(server.url, admin, { customer, items: [{ product: cheese._id, quantity: 1500 }], delivery: deliveryTo(), paymentMethod: 'EFECTIVO' });
    const { total } = await moveOrder(server.url, admin, order._id, ['confirm', 'prepare']);
    await syncUntilSettled(desk.engine);
    await server.close();
    const write = await plan('order.deliver', 'order.deliver', 'orders', { id: order._id, collected: { amount: total, paymentMethod: 'BANCO' } });
    await desk.engine.mutate(write);
    const planned = (desk.reader.get('orders', order._id)?.settlement as { kind: string; ref: string } | undefined)?.ref ?? '';
    const queued = desk.reader.get('cashflows', planned);
    expect(queued).toMatchObject({ paymentMethod: 'BANK', amount: total, concept: 'INGRESS', order: order._id });

    server = await start();
    await syncUntilSettled(desk.engine);
    const stored = (await expectStatus(call<{ settlement: { ref: string } }>(server.url, 'GET', `/order/${order._id}`, { token: admin }))).settlement.ref;
    const SHOWN = ['type', 'amount', 'concept', 'paymentMethod', 'description', 'garage', 'partner', 'customer', 'order', 'isBudget', 'status'];
    const shown = (entry: object | undefined) => Object.fromEntries(SHOWN.map((field) => [field, (entry as Record<string, unknown> | undefined)?.[field]]));
    expect(shown(queued)).toEqual(shown(await expectStatus(call<object>(server.url, 'GET', `/cashflow/${stored}`, { token: admin }))));
    // The entry shown meanwhile was the plan's, under an id of the desk's: gone once the server's came.
    expect(desk.reader.get('cashflows', planned)).toBeUndefined();
    expect(shown(desk.reader.get('cashflows', stored))).toEqual(shown(queued));
  });

  it('an invoice for another provider’s buy is refused at once, as the server refuses it, and the buy stays as it was', async () => {
    await expect(plan('receipt.create', 'receipt.create', 'receipts', invoice(bebidas, '0002-00000001'))).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('belongs to another provider'),
    });
    expect(shownBuy().receipts).toEqual([]);
    expect(withoutReceipt()).toEqual([buy]);
  });

  it('an invoice the desk takes but the server refuses leaves the buy as it was', async () => {
    // The server holds a receipt under the id the desk sends, made after the desk's last pull.
    const taken = newId(new Date());
    await expectStatus(call(server.url, 'POST', '/receipt', { token: admin, body: { ...invoice(lacteos, '0003-00000001'), buy: null, _id: taken } }), 201);
    const write = await plan('receipt.create', 'receipt.create', 'receipts', { ...invoice(lacteos, '0002-00000001'), _id: taken });
    expect(write.linked?.map((change) => [change.collection, change.docId])).toEqual([['buys', buy]]);
    await desk.engine.mutate(write);
    expect(withoutReceipt()).toEqual([]);
    await syncUntilSettled(desk.engine);
    expect(desk.engine.rejected().map((entry) => entry.docId)).toEqual([write.docId]);
    expect(shownBuy().receipts).toEqual([]);
    expect(shownBuy()._pending).toBeUndefined();
    expect(withoutReceipt()).toEqual([buy]);
  });
});
