/**
 * The printed roadmap lists exactly the stops the server's roadmap has (`GET /roadmap/{driverId}`):
 * both are built by the shared `src-shared/roadmap-sheet.ts` with the same rule, so a cancelled
 * order, a cancelled buy and a buy without withdrawal are off the route, and an order on a
 * customer's current account is delivered with nothing to collect. Real server, real replica
 * synced from it, the printout rendered from that replica.
 *
 * An OPERACION replica receives no accounts, so its own sheet cannot know an order goes on the
 * account: `print.document` prints the server's sheet (`roadmap-load.ts`), and the replica's only
 * when the server cannot be reached. Printed through `printDocument` and the browser print service,
 * which hands back the page it would print.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RoadmapDetail } from '../../../src-server/features/roadmaps/service.js';
import { settingsSchema } from '../../../src-shared/ipc/settings.js';
import type { PrintResult } from '../../../src-shared/ipc/print.js';
import { createApiClient, type ApiClient } from '../../../src-main/api/client.js';
import { loadRoadmapSheet, type PrintReader } from '../../../src-main/printing/load.js';
import { printDocument } from '../../../src-main/printing/print-document.js';
import { loadServerRoadmapSheet } from '../../../src-main/printing/roadmap-load.js';
import { renderRoadmapSheet } from '../../../src-main/printing/roadmap-sheet.js';
import { createBrowserPrintService } from '../../../src-main/printing/service.js';
import { createCustomer, createStaff, expectStatus, type PageOf } from '../../support/actors.js';
import { insertOrder, openAccount } from '../../support/order-fixtures.js';
import { api, createBuy, createProduct, createProvider, createWithdrawal, openDesk, type Desk } from '../../support/purchasing.js';
import { printedText as text } from '../../support/printed-text.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../../support/sync-replicas.js';
import { ES } from '../../support/print-context.js';

/** A roadmap printed as `print.document` does it, its sheet loaded from the server through `api`. */
async function printRoadmap(reader: PrintReader, api: Pick<ApiClient, 'call'>, id: string): Promise<PrintResult> {
  const input = { kind: 'roadmap', id, target: 'pdf' } as const;
  return printDocument(reader, createBrowserPrintService(), settingsSchema.parse({}), input, { roadmap: (rid) => loadServerRoadmapSheet(api, reader, rid) });
}

function printedHtml(result: PrintResult): string {
  if (result.kind !== 'html') throw new Error(`expected the page back, got ${result.kind}`);
  return result.html;
}

/** An address where nothing listens: a port taken and let go again. */
async function unreachableApi(token: string): Promise<ApiClient> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return createApiClient({ baseUrl: `http://127.0.0.1:${String(address.port)}/api`, token: () => token, timeoutMs: 5_000 });
}

describe('the printed roadmap and the server’s roadmap', () => {
  let desk: Desk;
  let replica: TestReplica;
  /** Synced as OPERACION: no accounts in it. */
  let operations: TestReplica;
  let roadmap: string;
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    desk = await openDesk('sqlite', inject('postgresUrl'));
    const provider = await createProvider(desk, { name: 'Fiambres Norte', phone: '011 4444-5555', address: { street: 'Ruta 8 km 50', city: 'Pilar', province: 'Buenos Aires' } });
    const ham = (await createProduct(desk, { name: 'Jamón cocido', provider: provider._id, unit: 'UNITY', taxBase: 100 }))._id;
    const flete = (await createWithdrawal(desk, 'Retiro Pilar', 200))._id;
    roadmap = (await expectStatus(api<{ _id: string }>(desk, desk.operacion.token, 'POST', '/roadmap', { driver: desk.driver.user._id, date: '2026-03-10' }), 201))._id;

    const rosa = await createCustomer(desk.server.url, desk.admin, { name: 'Almacén Rosa' });
    const bar = await createCustomer(desk.server.url, desk.admin, { name: 'Bar Central' });
    await openAccount(desk.server, desk.clock.now(), bar._id);
    const option = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/delivery', { name: 'Reparto propio', customerPrice: 0, partnerPrice: 0 }), 201);
    const base = { partner: desk.compras.user._id, items: [{ product: ham, quantity: 3 }], roadmap, driver: desk.driver.user._id, deliveryOption: option._id };
    refs.cash = (await insertOrder(desk.server, desk.clock.now(), { ...base, customer: rosa._id }))._id;
    refs.onAccount = (await insertOrder(desk.server, desk.clock.now(), { ...base, customer: bar._id, paymentMethod: 'BANCO' }))._id;
    refs.cancelled = (await insertOrder(desk.server, desk.clock.now(), { ...base, customer: rosa._id, state: 'CANCELADO' }))._id;

    const withdrawal = { _id: flete, date: '2026-03-10', charged: true };
    const onRoute = async () => {
      const buy = await createBuy(desk, provider._id, [{ product: ham, quantity: 12 }], { withdrawal });
      await expectStatus(api(desk, desk.operacion.token, 'PATCH', `/buy/${buy._id}/roadmap`, { roadmap }));
      return buy._id;
    };
    refs.pickup = await onRoute();
    refs.cancelledBuy = await onRoute();
    await expectStatus(api(desk, desk.compras.token, 'PUT', `/buy/cancel/${refs.cancelledBuy}`));

    replica = openTestReplica({ baseUrl: desk.server.url, token: desk.admin });
    await syncUntilSettled(replica.engine);
    operations = openTestReplica({ baseUrl: desk.server.url, token: desk.operacion.token });
    await syncUntilSettled(operations.engine);
  });

  afterAll(async () => {
    await operations?.close();
    await replica?.close();
    await desk?.server.close();
  });

  it('prints the same stops, in the same order, with the same amounts to collect', async () => {
    const page = await expectStatus(api<PageOf<RoadmapDetail>>(desk, desk.operacion.token, 'GET', `/roadmap/${desk.driver.user._id}`));
    const server = page.docs.find((r) => r._id === roadmap);
    expect(server?.stops.map((s) => s.ref)).toEqual([refs.cash, refs.onAccount, refs.pickup]);

    const printed = loadRoadmapSheet(replica.reader, roadmap);
    const shape = (s: RoadmapDetail['stops'][number]) => [s.position, s.kind, s.ref, s.number, s.party.name, s.addressLine, s.phone, s.amount, s.toCollect, s.paymentMethod, s.onAccount];
    expect(printed.stops.map(shape)).toEqual(server?.stops.map(shape));
    expect(printed.totals).toEqual(server?.totals);
    expect(printed.totals).toMatchObject({ stops: 3, toCollect: 405, toCollectByPaymentMethod: { EFECTIVO: 405, BANCO: 0 } });

    const sheet = text(renderRoadmapSheet(printed, 'A4', ES));
    expect(sheet).toContain('Paradas: 3');
    expect(sheet).toContain('2. Pedido N.º ');
    expect(sheet).toContain('Bar Central');
    expect(sheet).toContain('A cobrar: Nada: va a la cuenta corriente Importe del pedido: $ 405,00');
    expect(sheet).toContain('A cobrar en efectivo $ 405,00 A cobrar por banco $ 0,00 Total a cobrar $ 405,00');
    const numbers = [...sheet.matchAll(/\d\. (?:Pedido|Retiro – compra) N.º (\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(server?.stops.map((s) => s.number));
  });

  it('prints the server’s sheet for an OPERACION replica, which cannot know the account', async () => {
    const page = await expectStatus(api<PageOf<RoadmapDetail>>(desk, desk.operacion.token, 'GET', `/roadmap/${desk.driver.user._id}`));
    const server = page.docs.find((r) => r._id === roadmap);
    // The gap: without accounts the replica's own sheet asks the driver to collect the on-account order.
    expect(operations.all('accounts').size).toBe(0);
    const local = loadRoadmapSheet(operations.reader, roadmap);
    expect(local.stops.find((s) => s.ref === refs.onAccount)).toMatchObject({ onAccount: false, toCollect: 405 });

    const loaded = await loadServerRoadmapSheet(operations.api, operations.reader, roadmap);
    expect(loaded.stops).toEqual(server?.stops);
    expect(loaded.totals).toEqual(server?.totals);
    expect(loaded).toMatchObject({ number: server?.number, date: '2026-03-10', driver: 'Chofer Uno', notes: null });
    expect(loaded.stops.find((s) => s.ref === refs.onAccount)).toMatchObject({ onAccount: true, toCollect: 0 });

    const result = await printRoadmap(operations.reader, operations.api, roadmap);
    expect(result).toMatchObject({ kind: 'html', title: `Hoja de ruta N.º ${String(server?.number)}` });
    const html = printedHtml(result);
    expect(html).toBe(renderRoadmapSheet(loaded, 'A4', ES));
    const sheet = text(html);
    expect(sheet).toContain('Chofer: Chofer Uno');
    expect(sheet).toContain('A cobrar: Nada: va a la cuenta corriente Importe del pedido: $ 405,00');
    expect(sheet).toContain('A cobrar en efectivo $ 405,00 A cobrar por banco $ 0,00 Total a cobrar $ 405,00');
  });

  it('falls back to the replica’s sheet when the server cannot be reached', async () => {
    const offline = await unreachableApi(desk.operacion.token);
    const html = printedHtml(await printRoadmap(operations.reader, offline, roadmap));
    expect(html).toBe(renderRoadmapSheet(loadRoadmapSheet(operations.reader, roadmap), 'A4', ES));
    // What the replica knows: no account, so both orders are collected.
    expect(text(html)).toContain('A cobrar en efectivo $ 405,00 A cobrar por banco $ 405,00 Total a cobrar $ 810,00');
  });

  it('surfaces the server’s refusal instead of printing the replica’s sheet', async () => {
    // Removed on the server after the replica synced it: the server answers that it is gone.
    const gone = (await expectStatus(api<{ _id: string }>(desk, desk.operacion.token, 'POST', '/roadmap', { driver: desk.driver.user._id, date: '2026-03-11' }), 201))._id;
    await syncUntilSettled(operations.engine);
    expect(operations.reader.get('roadmaps', gone)).toBeDefined();
    await expectStatus(api(desk, desk.operacion.token, 'DELETE', `/roadmap/${gone}`));
    await expect(printRoadmap(operations.reader, operations.api, gone)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // A role that may not read roadmaps: 403, not the replica's sheet.
    const av = await createStaff(desk.server.url, desk.admin, { name: 'Vendedora', username: 'vendedora', role: 'AV' });
    const asAv = createApiClient({ baseUrl: desk.server.url, token: () => av.token });
    await expect(printRoadmap(operations.reader, asAv, roadmap)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
