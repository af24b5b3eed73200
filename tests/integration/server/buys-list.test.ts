/**
 * `GET /buy` with every filter of spec §7, pick-up planning (driver, roadmap), and the PROVEEDOR
 * scope of domain §8 — over real HTTP on both databases. Split from buys-flow.test.ts to keep
 * each file readable.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { BuyFields } from '../../../src-server/features/buys/collection.js';
import { DAY } from '../../support/clock.js';
import { createStaff, expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { api, buyAction, createBuy, createProduct, createProvider, createWithdrawal, getBuy, openDesk, providerUser, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

describe.each(FLAVOURS)('listing and planning buys on %s', (flavour) => {
  let desk: Desk;
  let lacteos: string;
  let fiambres: string;
  /** Day 0: Lácteos, notes "pedido semanal". Day 2: Fiambres with a withdrawal. Day 4: Lácteos, approved. */
  let first: Doc<BuyFields>;
  let second: Doc<BuyFields>;
  let third: Doc<BuyFields>;

  const list = async (query: string, token = desk.compras.token): Promise<number[]> => (await expectStatus(api<PageOf<Doc<BuyFields>>>(desk, token, 'GET', `/buy${query}`))).docs.map((b) => b.number);

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    lacteos = (await createProvider(desk, { name: 'Lácteos del Sur' }))._id;
    fiambres = (await createProvider(desk, { name: 'Fiambres Norte' }))._id;
    const milk = (await createProduct(desk, { name: 'Leche', provider: lacteos, unit: 'UNITY', taxBase: 50 }))._id;
    const ham = (await createProduct(desk, { name: 'Jamón', provider: fiambres, unit: 'WEIGHT', taxBase: 8000 }))._id;
    const flete = (await createWithdrawal(desk, 'Flete Norte', 500))._id;
    first = await createBuy(desk, lacteos, [{ product: milk, quantity: 12 }], { notes: 'pedido semanal' });
    desk.clock.advance(2 * DAY);
    second = await createBuy(desk, fiambres, [{ product: ham, quantity: 3000 }], { withdrawal: { _id: flete, date: '2026-03-05', charged: true } });
    desk.clock.advance(2 * DAY);
    third = await createBuy(desk, lacteos, [{ product: milk, quantity: 24 }]);
    await expectStatus(buyAction(desk, third._id, 'approve'));
  });
  afterAll(async () => desk?.server.close());

  it('filters by provider, state and creation period, newest first', async () => {
    expect(await list('')).toEqual([third.number, second.number, first.number]);
    expect(await list(`?provider=${lacteos}`)).toEqual([third.number, first.number]);
    expect(await list('?state=APROBADA')).toEqual([third.number]);
    expect(await list('?state=A%20APROBAR')).toEqual([second.number, first.number]);
    // Created 2026-03-02, 03-04 and 03-06.
    expect(await list('?fromDate=2026-03-03&toDate=2026-03-04')).toEqual([second.number]);
    expect(await list('?toDate=2026-03-02')).toEqual([first.number]);
    expect(await list('?fromDate=2026-03-06')).toEqual([third.number]);
  });

  it('searches the provider name (accents ignored), the notes and the number', async () => {
    expect(await list('?query=lacteos')).toEqual([third.number, first.number]);
    expect(await list('?query=FIAMBRES')).toEqual([second.number]);
    expect(await list('?query=semanal')).toEqual([first.number]);
    expect(await list(`?query=${second.number}`)).toEqual([second.number]);
  });

  it('withoutReceipt lists the buys no receipt names, and the reverse', async () => {
    const receipt = { type: 'FC', grossTotal: 500, total: 605, code: '0001-00000042', provider: lacteos, buy: first._id };
    await expectStatus(api(desk, desk.compras.token, 'POST', '/receipt', receipt), 201);
    expect(await list('?withoutReceipt=true')).toEqual([third.number, second.number]);
    expect(await list('?withoutReceipt=false')).toEqual([first.number]);
  });

  it('plans a pick-up: a driver (users with isDriver only) or a roadmap, and filters by driver', async () => {
    const notDriver = await api<ErrorBody>(desk, desk.operacion.token, 'PATCH', `/buy/${second._id}/driver`, { driver: desk.operacion.user._id });
    expect([notDriver.status, notDriver.body.details?.[0]?.path]).toEqual([400, 'driver']);
    // A buy its provider delivers has nothing to pick up.
    const noWithdrawal = await api<ErrorBody>(desk, desk.operacion.token, 'PATCH', `/buy/${first._id}/driver`, { driver: desk.driver.user._id });
    expect(noWithdrawal.status).toBe(409);

    const assigned = await expectStatus(api<Doc<BuyFields>>(desk, desk.operacion.token, 'PATCH', `/buy/${second._id}/driver`, { driver: desk.driver.user._id }));
    expect(assigned.driver).toBe(desk.driver.user._id);
    expect(await list(`?driver=${desk.driver.user._id}`)).toEqual([second.number]);

    const other = await createStaff(desk.server.url, desk.admin, { name: 'Chofer Dos', username: 'chofer2', role: 'OPERACION', isDriver: true });
    const roadmap = await expectStatus(api<{ _id: string }>(desk, desk.operacion.token, 'POST', '/roadmap', { driver: other.user._id, date: '2026-03-07' }), 201);
    const missing = await api<ErrorBody>(desk, desk.operacion.token, 'PATCH', `/buy/${second._id}/roadmap`, { roadmap: '0123456789abcdef01234567' });
    expect([missing.status, missing.body.details?.[0]?.path]).toEqual([400, 'roadmap']);
    // The roadmap brings its driver.
    const onRoadmap = await expectStatus(api<Doc<BuyFields>>(desk, desk.operacion.token, 'PATCH', `/buy/${second._id}/roadmap`, { roadmap: roadmap._id }));
    expect([onRoadmap.roadmap, onRoadmap.driver]).toEqual([roadmap._id, other.user._id]);
    // Handing it back to the first driver takes it off the other driver's roadmap.
    const back = await expectStatus(api<Doc<BuyFields>>(desk, desk.operacion.token, 'PATCH', `/buy/${second._id}/driver`, { driver: desk.driver.user._id }));
    expect([back.roadmap, back.driver]).toEqual([null, desk.driver.user._id]);
  });

  it('changes the withdrawal (and so the logistic) until the goods are in; dropping it drops the driver', async () => {
    const updated = await expectStatus(api<Doc<BuyFields>>(desk, desk.compras.token, 'PATCH', `/buy/${second._id}/withdrawal`, { date: '2026-03-09', charged: false, _id: second.withdrawal._id }));
    expect([updated.withdrawal.date, updated.logistic, updated.total]).toEqual(['2026-03-09', 0, updated.cost]);
    const dropped = await expectStatus(api<Doc<BuyFields>>(desk, desk.compras.token, 'PATCH', `/buy/${second._id}/withdrawal`, { date: null, charged: false }));
    expect([dropped.withdrawal._id, dropped.driver, dropped.roadmap]).toEqual([null, null, null]);
  });

  it('holds a PROVEEDOR to its own provider: lists, reads, and 404 for another provider', async () => {
    const token = await providerUser(desk, lacteos, 'lacteos');
    expect(await list('', token)).toEqual([third.number, first.number]);
    // Naming another provider does not widen the scope.
    expect(await list(`?provider=${fiambres}`, token)).toEqual([third.number, first.number]);
    expect((await api(desk, token, 'GET', `/buy/${first._id}`)).status).toBe(200);
    expect((await api(desk, token, 'GET', `/buy/${second._id}`)).status).toBe(404);
    expect((await api(desk, token, 'POST', '/buy', {})).status).toBe(403);
    expect((await api(desk, token, 'PUT', `/buy/approve/${first._id}`)).status).toBe(403);
    expect((await getBuy(desk, first._id)).state).toBe('A APROBAR');
  });
});
