/**
 * Roadmaps (spec §7, domain §7) over real HTTP on both databases: one driver on one date, the
 * list filters, the driver's roadmaps with their printed stops, and removal that takes the roadmap
 * off its orders and buys without touching anything else of theirs.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { RoadmapFields } from '../../../src-server/features/roadmaps/collection.js';
import type { RoadmapDetail } from '../../../src-server/features/roadmaps/service.js';
import { ADDRESS, createCustomer, createStaff, expectStatus, type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { insertOrder, openAccount, readOrder } from '../../support/order-fixtures.js';
import { api, createBuy, createProduct, createProvider, createWithdrawal, getBuy, openDesk, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

const UNKNOWN_ID = '0123456789abcdef01234567';

describe.each(FLAVOURS)('roadmaps on %s', (flavour) => {
  let desk: Desk;
  let secondDriver: Staff;
  const create = (body: Record<string, unknown>) => api<Doc<RoadmapFields>>(desk, desk.operacion.token, 'POST', '/roadmap', body);
  const dates = async (query: string) => (await expectStatus(api<PageOf<Doc<RoadmapFields>>>(desk, desk.operacion.token, 'GET', `/roadmap${query}`))).docs.map((r) => r.date);

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    secondDriver = await createStaff(desk.server.url, desk.admin, { name: 'Chofer Dos', username: 'chofer2', role: 'OPERACION', isDriver: true });
  });
  afterAll(async () => desk?.server.close());

  it('creates a roadmap for a driver on a date; the driver must be a user with isDriver', async () => {
    const roadmap = await expectStatus(create({ driver: desk.driver.user._id, date: '2026-03-05', notes: 'zona sur' }), 201);
    expect(roadmap).toMatchObject({ driver: desk.driver.user._id, date: '2026-03-05', notes: 'zona sur', status: true });
    for (const driver of [desk.operacion.user._id, UNKNOWN_ID]) {
      const refused = await create({ driver, date: '2026-03-05' });
      expect([refused.status, (refused.body as unknown as ErrorBody).details?.map((d) => d.path)]).toEqual([400, ['driver']]);
    }
    expect((await create({ date: '2026-03-05' })).status).toBe(400);
    // One driver, one date: the day's stops go on the one sheet.
    const twice = await create({ driver: desk.driver.user._id, date: '2026-03-05T15:00:00Z' });
    expect([twice.status, (twice.body as unknown as ErrorBody).message]).toEqual([409, `Chofer Uno already has roadmap #${roadmap.number} on 2026-03-05`]);
    expect((await create({ driver: desk.driver.user._id, date: '2026-03-05', notes: 'x'.repeat(201) })).status).toBe(400);
    // Purchasing reads roadmaps but does not plan them.
    expect((await api(desk, desk.compras.token, 'POST', '/roadmap', { driver: desk.driver.user._id, date: '2026-03-05' })).status).toBe(403);
  });

  it("a date that is not text (null, a number) is told what to send, as a date written in the contract's form, and nothing is created", async () => {
    const said = 'date must be a date (YYYY-MM-DD or an ISO 8601 date-time)';
    for (const date of [null, 20260305, true]) {
      const refused = await create({ driver: secondDriver.user._id, date });
      expect(refused.status).toBe(400);
      expect((refused.body as unknown as ErrorBody).details).toEqual([{ path: 'date', message: said, key: 'validation.date', params: { field: 'date' } }]);
    }
    // The same words the order's confirmation date and a list's period give.
    const confirm = await api(desk, desk.operacion.token, 'PUT', `/order/confirm/${UNKNOWN_ID}`, { date: null });
    expect([confirm.status, (confirm.body as unknown as ErrorBody).details?.[0]?.message]).toEqual([400, said]);
    expect((await expectStatus(api<PageOf<Doc<RoadmapFields>>>(desk, desk.operacion.token, 'GET', `/roadmap?driver=${secondDriver.user._id}`))).docs).toEqual([]);
  });

  it('lists by date, newest first, filtered by driver and period', async () => {
    await expectStatus(create({ driver: desk.driver.user._id, date: '2026-03-07' }), 201);
    await expectStatus(create({ driver: secondDriver.user._id, date: '2026-03-06' }), 201);
    expect(await dates('')).toEqual(['2026-03-07', '2026-03-06', '2026-03-05']);
    expect(await dates(`?driver=${desk.driver.user._id}`)).toEqual(['2026-03-07', '2026-03-05']);
    expect(await dates('?fromDate=2026-03-06')).toEqual(['2026-03-07', '2026-03-06']);
    expect(await dates('?toDate=2026-03-06')).toEqual(['2026-03-06', '2026-03-05']);
    expect(await dates('?fromDate=2026-03-06&toDate=2026-03-06')).toEqual(['2026-03-06']);
    expect((await api(desk, desk.compras.token, 'GET', '/roadmap')).status).toBe(200);
  });

  describe('with orders and a pick-up on a roadmap', () => {
    let roadmap: Doc<RoadmapFields>;
    let cash: string;
    let onAccount: string;
    let cancelled: string;
    let pickup: string;

    beforeAll(async () => {
      const provider = await createProvider(desk, { name: 'Fiambres Norte', phone: '011 4444-5555', address: { street: 'Ruta 8 km 50', city: 'Pilar', province: 'Buenos Aires' } });
      // Unit cost 100 and a 1.35 margin from 1 unit: 3 units sell at 405.
      const ham = (await createProduct(desk, { name: 'Jamón cocido', provider: provider._id, unit: 'UNITY', taxBase: 100 }))._id;
      const flete = (await createWithdrawal(desk, 'Retiro Pilar', 200))._id;
      roadmap = await expectStatus(create({ driver: desk.driver.user._id, date: '2026-03-10' }), 201);

      const rosa = await createCustomer(desk.server.url, desk.admin, { name: 'Almacén Rosa' });
      const bar = await createCustomer(desk.server.url, desk.admin, { name: 'Bar Central' });
      await openAccount(desk.server, desk.clock.now(), bar._id);
      const option = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/delivery', { name: 'Reparto propio', customerPrice: 0, partnerPrice: 0 }), 201);
      const base = { partner: desk.compras.user._id, items: [{ product: ham, quantity: 3 }], roadmap: roadmap._id, driver: desk.driver.user._id, deliveryOption: option._id };
      cash = (await insertOrder(desk.server, desk.clock.now(), { ...base, customer: rosa._id, roadmapNotes: 'tocar timbre' }))._id;
      onAccount = (await insertOrder(desk.server, desk.clock.now(), { ...base, customer: bar._id, paymentMethod: 'BANCO' }))._id;
      cancelled = (await insertOrder(desk.server, desk.clock.now(), { ...base, customer: rosa._id, state: 'CANCELADO' }))._id;

      const buy = await createBuy(desk, provider._id, [{ product: ham, quantity: 12 }], { withdrawal: { _id: flete, date: '2026-03-10', charged: true } });
      pickup = buy._id;
      await expectStatus(api(desk, desk.operacion.token, 'PATCH', `/buy/${pickup}/roadmap`, { roadmap: roadmap._id }));
    });

    it("answers the driver's roadmaps with their stops, amounts to collect and totals", async () => {
      const page = await expectStatus(api<PageOf<RoadmapDetail>>(desk, desk.operacion.token, 'GET', `/roadmap/${desk.driver.user._id}?fromDate=2026-03-10`));
      expect(page.docs).toHaveLength(1);
      const sheet = page.docs[0];
      expect(sheet).toMatchObject({ _id: roadmap._id, driverName: 'Chofer Uno', date: '2026-03-10' });
      const item = { number: 1, name: 'Jamón cocido', unit: 'UNITY', quantity: 3 };
      expect(sheet?.stops).toMatchObject([
        {
          position: 1,
          kind: 'delivery',
          ref: cash,
          party: { kind: 'customer', name: 'Almacén Rosa' },
          addressLine: `${ADDRESS.street}, ${ADDRESS.city}, ${ADDRESS.province}`,
          phone: '+54 11 44445555',
          items: [item],
          amount: 405,
          toCollect: 405,
          paymentMethod: 'EFECTIVO',
          onAccount: false,
          done: false,
          notes: 'tocar timbre',
        },
        { position: 2, kind: 'delivery', ref: onAccount, party: { name: 'Bar Central' }, amount: 405, toCollect: 0, paymentMethod: 'BANCO', onAccount: true },
        {
          position: 3,
          kind: 'pickup',
          ref: pickup,
          party: { kind: 'provider', name: 'Fiambres Norte' },
          addressLine: 'Ruta 8 km 50, Pilar, Buenos Aires',
          phone: '011 4444-5555',
          items: [{ ...item, quantity: 12 }],
          amount: 1000,
          toCollect: 0,
          paymentMethod: null,
        },
      ]);
      // The cancelled order is off the route.
      expect(sheet?.stops.map((s) => s.ref)).not.toContain(cancelled);
      expect(sheet?.totals).toEqual({ stops: 3, deliveries: 2, pickups: 1, toCollect: 405, toCollectByPaymentMethod: { EFECTIVO: 405, BANCO: 0 } });

      const other = await expectStatus(api<PageOf<RoadmapDetail>>(desk, desk.operacion.token, 'GET', `/roadmap/${secondDriver.user._id}`));
      expect(other.docs.map((r) => [r.date, r.stops.length])).toEqual([['2026-03-06', 0]]);
      expect((await api(desk, desk.operacion.token, 'GET', `/roadmap/${UNKNOWN_ID}`)).status).toBe(404);
    });

    it('DELETE removes the roadmap and clears it from its orders and buys, touching nothing else', async () => {
      const before = { cash: await readOrder(desk.server, cash), cancelled: await readOrder(desk.server, cancelled), buy: await getBuy(desk, pickup) };
      desk.clock.advance(60_000);
      const removed = await expectStatus(api<Doc<RoadmapFields>>(desk, desk.operacion.token, 'DELETE', `/roadmap/${roadmap._id}`));
      expect(removed._id).toBe(roadmap._id);
      expect(await dates('?fromDate=2026-03-10')).toEqual([]);
      expect((await api(desk, desk.operacion.token, 'DELETE', `/roadmap/${roadmap._id}`)).status).toBe(404);

      const later = desk.clock.now().toISOString();
      expect(await readOrder(desk.server, cash)).toEqual({ ...before.cash, roadmap: null, updatedAt: later });
      expect(await readOrder(desk.server, cancelled)).toEqual({ ...before.cancelled, roadmap: null, updatedAt: later });
      // The driver stays: the pick-up is still that driver's to plan.
      expect(await getBuy(desk, pickup)).toEqual({ ...before.buy, roadmap: null, updatedAt: later });
      expect((await readOrder(desk.server, onAccount))?.roadmap).toBeNull();
    });
  });

  it('puts no order the customer picks up (no delivery option) on a roadmap nor gives it a driver: 400 on `roadmap` / `driver`, the order left as it was', async () => {
    const provider = await createProvider(desk, { name: 'Lácteos Retiro' });
    const milk = (await createProduct(desk, { name: 'Leche entera', provider: provider._id, unit: 'UNITY', taxBase: 50 }))._id;
    const customer = await createCustomer(desk.server.url, desk.admin, { name: 'Kiosco Retira' });
    const option = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/delivery', { name: 'Envío zona sur', customerPrice: 300, partnerPrice: 100 }), 201);
    const order = (delivery: Record<string, unknown>) =>
      expectStatus(
        api<{ _id: string; number: number }>(desk, desk.admin, 'POST', '/order', {
          customer: customer._id,
          cart: { items: [{ product: milk, quantity: 2 }] },
          delivery: { phone: '4000-0000', contactEmail: null, address: ADDRESS, charged: false, ...delivery },
        }),
        201,
      );
    const pickedUp = await order({});
    const shipped = await order({ _id: option._id });
    const sheet = await expectStatus(create({ driver: secondDriver.user._id, date: '2026-03-20' }), 201);
    const before = await readOrder(desk.server, pickedUp._id);

    const refused = await api<ErrorBody>(desk, desk.operacion.token, 'PATCH', `/order/${pickedUp._id}/roadmap`, { roadmap: sheet._id });
    const words = `order #${pickedUp.number} has no delivery (the customer picks it up): it goes on no roadmap; give it a delivery option first`;
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: `roadmap: ${words}`, key: 'order.pickUpNotRoutable', params: { number: pickedUp.number } });
    expect(refused.body.details).toEqual([{ path: 'roadmap', message: words, key: 'order.pickUpNotRoutable', params: { number: pickedUp.number } }]);
    expect(await readOrder(desk.server, pickedUp._id)).toEqual(before);
    // Nor does a driver take it on its own.
    const driven = await api<ErrorBody>(desk, desk.operacion.token, 'PATCH', `/order/${pickedUp._id}/driver`, { driver: secondDriver.user._id });
    expect([driven.status, driven.body.details]).toEqual([
      400,
      [
        {
          path: 'driver',
          message: `order #${pickedUp.number} has no delivery (the customer picks it up): no driver takes it; give it a delivery option first`,
          key: 'order.pickUpNotDriven',
          params: { number: pickedUp.number },
        },
      ],
    ]);
    expect(await readOrder(desk.server, pickedUp._id)).toEqual(before);

    // The same customer's order with a delivery option goes on it, bringing the roadmap's driver.
    const routed = await expectStatus(api<{ roadmap: string; driver: string }>(desk, desk.operacion.token, 'PATCH', `/order/${shipped._id}/roadmap`, { roadmap: sheet._id }));
    expect(routed).toMatchObject({ roadmap: sheet._id, driver: secondDriver.user._id });
    const stops = await expectStatus(api<PageOf<RoadmapDetail>>(desk, desk.operacion.token, 'GET', `/roadmap/${secondDriver.user._id}?fromDate=2026-03-20`));
    expect(stops.docs[0]?.stops.map((stop) => stop.ref)).toEqual([shipped._id]);
  });

  it('leaves an order its customer now picks up out of what the driver collects, marked to be taken off the sheet', async () => {
    const provider = await createProvider(desk, { name: 'Quesos del Valle' });
    const cheese = (await createProduct(desk, { name: 'Queso cremoso', provider: provider._id, unit: 'UNITY', taxBase: 100 }))._id;
    const option = await expectStatus(api<{ _id: string }>(desk, desk.admin, 'POST', '/delivery', { name: 'Reparto zona oeste', customerPrice: 0, partnerPrice: 0 }), 201);
    const sheet = await expectStatus(create({ driver: desk.driver.user._id, date: '2026-03-25' }), 201);
    const customer = await createCustomer(desk.server.url, desk.admin, { name: 'Despensa Oeste' });
    const base = { partner: desk.compras.user._id, customer: customer._id, roadmap: sheet._id, driver: desk.driver.user._id };
    // Unit cost 100 and a 1.35 margin: 3 units sell at 405, 2 at 270.
    const shipped = await insertOrder(desk.server, desk.clock.now(), { ...base, items: [{ product: cheese, quantity: 3 }], deliveryOption: option._id });
    // On the roadmap from before its delivery option was taken off: the customer picks it up now, paying at the counter.
    const pickedUp = await insertOrder(desk.server, desk.clock.now(), { ...base, items: [{ product: cheese, quantity: 2 }], paymentMethod: 'BANCO' });

    const page = await expectStatus(api<PageOf<RoadmapDetail>>(desk, desk.operacion.token, 'GET', `/roadmap/${desk.driver.user._id}?fromDate=2026-03-25&toDate=2026-03-25`));
    const found = page.docs.find((r) => r._id === sheet._id);
    expect(found?.stops.map((s) => [s.ref, s.amount, s.toCollect, s.customerPicksUp])).toEqual([
      [shipped._id, 405, 405, false],
      [pickedUp._id, 270, 0, true],
    ]);
    expect(found?.totals).toEqual({ stops: 2, deliveries: 2, pickups: 0, toCollect: 405, toCollectByPaymentMethod: { EFECTIVO: 405, BANCO: 0 } });
  });
});
