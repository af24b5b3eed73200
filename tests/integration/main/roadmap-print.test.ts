/**
 * The printed roadmap lists exactly the stops the server's roadmap has (`GET /roadmap/{driverId}`):
 * both are built by the shared `src-shared/roadmap-sheet.ts` with the same rule, so a cancelled
 * order, a cancelled buy and a buy without withdrawal are off the route, and an order on a
 * customer's current account is delivered with nothing to collect. Real server, real replica
 * synced from it, the printout rendered from that replica.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RoadmapDetail } from '../../../src-server/features/roadmaps/service.js';
import { loadRoadmapSheet } from '../../../src-main/printing/load.js';
import { renderRoadmapSheet } from '../../../src-main/printing/roadmap-sheet.js';
import { createCustomer, expectStatus, type PageOf } from '../../support/actors.js';
import { insertOrder, openAccount } from '../../support/order-fixtures.js';
import { api, createBuy, createProduct, createProvider, createWithdrawal, openDesk, type Desk } from '../../support/purchasing.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../../support/sync-replicas.js';

/** The text a reader sees: tags dropped, spaces collapsed. */
const text = (html: string): string => html.replace(/<style>[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the printed roadmap and the server’s roadmap', () => {
  let desk: Desk;
  let replica: TestReplica;
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
    const base = { partner: desk.compras.user._id, items: [{ product: ham, quantity: 3 }], roadmap, driver: desk.driver.user._id };
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
  });

  afterAll(async () => {
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

    const sheet = text(renderRoadmapSheet(printed, 'A4'));
    expect(sheet).toContain('Paradas: 3');
    expect(sheet).toContain('2. Pedido N° ');
    expect(sheet).toContain('Bar Central');
    expect(sheet).toContain('A cobrar: Nada: va a la cuenta corriente Importe del pedido: $ 405,00');
    expect(sheet).toContain('A cobrar en efectivo $ 405,00 A cobrar por banco $ 0,00 Total a cobrar $ 405,00');
    const numbers = [...sheet.matchAll(/\d\. (?:Pedido|Retiro – compra) N° (\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(server?.stops.map((s) => s.number));
  });
});
