/**
 * Stock (domain §5): adjustments, critical levels and force adjustments per garage, each change one
 * record with the resulting value, the figures always the sum of their records, tracker alerts for
 * negative and critical stock until acknowledged, and the shortage and negative lists — over HTTP,
 * on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { RecordFields, TrackerFields } from '../../../src-server/features/stock/collections.js';
import { createStaff, expectStatus, type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { createProduct, createProvider, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

type StockRecord = Doc<RecordFields>;
type Alert = Doc<TrackerFields>;

describe.each(FLAVOURS)('stock on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let ops: Staff;
  let provider: string;
  let temperley: string;
  let lanus: string;
  let oil: Product;
  let cheese: Product;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    ops = await createStaff(server.url, admin, { name: 'Operaciones', username: 'ops', role: 'OPERACION' });
    provider = await createProvider(server.url, admin, 'Proveedor Stock');
    const garages = await expectStatus(call<PageOf<{ _id: string; name: string }>>(server.url, 'GET', '/garage', { token: admin }));
    temperley = garages.docs.find((g) => g.name === 'Temperley')?._id ?? '';
    lanus = (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/garage', { token: admin, body: { name: 'Lanús' } }), 201))._id;
    oil = await createProduct(server.url, admin, provider, { name: 'Aceite 1 l', unit: 'UNITY' });
    cheese = await createProduct(server.url, admin, provider, { name: 'Queso Barra', unit: 'WEIGHT' });
  });
  afterAll(() => server?.close());

  const put = (path: string, body: Record<string, unknown>, token = ops.token) => call<Product & ErrorBody>(server.url, 'PUT', path, { token, body });
  const adjust = async (product: Product, quantity: number, reason: string, garage?: string) =>
    (await expectStatus(put(`/product/${product._id}/adjustment`, garage ? { quantity, reason, garage } : { quantity, reason }))).inventory;
  const records = (query: string) => expectStatus(call<PageOf<StockRecord>>(server.url, 'GET', `/record${query}`, { token: admin }));
  const alerts = (query: string) => expectStatus(call<PageOf<Alert>>(server.url, 'GET', `/tracker${query}`, { token: admin }));
  const listed = async (path: string) => (await expectStatus(call<PageOf<Product>>(server.url, 'GET', path, { token: admin }))).docs.map((p) => p.name);

  it('adjusts real stock up and down, each change one record with the resulting value', async () => {
    expect(await adjust(oil, 10, 'compra inicial')).toEqual({ real: 10, committed: 0, pending: 0, theoretical: 10, critical: 0 });
    expect(await adjust(oil, -3, 'rotura')).toEqual({ real: 7, committed: 0, pending: 0, theoretical: 7, critical: 0 });
    const page = await records(`/${oil._id}`);
    expect(page.total).toBe(2);
    expect(page.docs.map(({ field, delta, result, reason, refKind, refId, user, garage }) => ({ field, delta, result, reason, refKind, refId, user, garage }))).toEqual([
      { field: 'real', delta: -3, result: 7, reason: 'rotura', refKind: 'adjustment', refId: null, user: ops.user._id, garage: temperley },
      { field: 'real', delta: 10, result: 10, reason: 'compra inicial', refKind: 'adjustment', refId: null, user: ops.user._id, garage: temperley },
    ]);
  });

  it('counts WEIGHT stock in grams', async () => {
    expect((await adjust(cheese, 1500, 'ingreso')).real).toBe(1500);
    expect((await adjust(cheese, -250, 'degustación')).real).toBe(1250);
    expect((await records(`/${cheese._id}`)).docs.map((r) => r.result)).toEqual([1250, 1500]);
  });

  it('keeps stock per garage and sums it on the product', async () => {
    expect(await adjust(oil, 5, 'traslado', lanus)).toMatchObject({ real: 12, theoretical: 12 });
    const inLanus = await records(`/${oil._id}?garage=${lanus}`);
    expect(inLanus.docs.map((r) => [r.delta, r.result])).toEqual([[5, 5]]);
    expect((await records(`?product=${oil._id}&garage=${temperley}`)).total).toBe(2);
  });

  it('sets a critical level, recording the change, and raises a critical alert at or below it', async () => {
    const set = await expectStatus(put(`/product/${oil._id}/critical`, { critical: 15 }, admin));
    expect(set.inventory).toEqual({ real: 12, committed: 0, pending: 0, theoretical: 12, critical: 15 });
    const critical = await records(`/${oil._id}?field=critical`);
    expect(critical.docs.map((r) => [r.delta, r.result, r.reason])).toEqual([[15, 15, 'critical level set']]);
    const open = await alerts(`?product=${oil._id}&kind=CRITICAL_STOCK&acknowledged=false`);
    expect(open.docs.map((a) => a.message)).toEqual(['Aceite 1 l: stock at or below its critical level']);
    expect(await listed('/inventory/shortage')).toContain('Aceite 1 l');

    await expectStatus(put(`/product/${oil._id}/critical`, { critical: 15 }, admin));
    expect((await records(`/${oil._id}?field=critical`)).total).toBe(1);
    const lowered = await expectStatus(put(`/product/${oil._id}/critical`, { critical: 10 }, admin));
    expect(lowered.inventory.critical).toBe(10);
    expect((await records(`/${oil._id}?field=critical`)).docs.map((r) => [r.delta, r.result])).toEqual([
      [-5, 10],
      [15, 15],
    ]);
    expect(await listed('/inventory/shortage')).not.toContain('Aceite 1 l');
  });

  it('forces the counted real stock, recording the difference', async () => {
    const forced = await expectStatus(put(`/product/${oil._id}/force/adjustment`, { real: 20, reason: 'conteo anual' }));
    expect(forced.inventory).toMatchObject({ real: 25, theoretical: 25 });
    const [last] = (await records(`/${oil._id}?garage=${temperley}&field=real`)).docs;
    expect(last).toMatchObject({ delta: 13, result: 20, reason: 'conteo anual', refKind: 'force' });
  });

  it('forces theoretical stock through real (theoretical = real − committed + pending)', async () => {
    const forced = await expectStatus(put(`/product/${oil._id}/force/adjustment`, { theoretical: 18 }));
    expect(forced.inventory).toMatchObject({ real: 23, theoretical: 23 });
    const [last] = (await records(`/${oil._id}?garage=${temperley}`)).docs;
    expect(last).toMatchObject({ delta: -2, result: 18, reason: 'forced count', refKind: 'force' });

    const clash = await put(`/product/${oil._id}/force/adjustment`, { real: 18, theoretical: 19 });
    expect(clash.status).toBe(400);
    expect(clash.body.details?.[0]?.path).toBe('theoretical');
    const agree = await expectStatus(put(`/product/${oil._id}/force/adjustment`, { real: 18, theoretical: 18, garage: temperley }));
    expect(agree.inventory.real).toBe(23);
    expect((await records(`/${oil._id}`)).total).toBe(7);
  });

  it('keeps every figure equal to the sum of its records', async () => {
    for (const product of [oil, cheese]) {
      const current = await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }));
      const all = await records(`?product=${product._id}&limit=200`);
      const sum = (field: string) => all.docs.filter((r) => r.field === field).reduce((total, r) => total + r.delta, 0);
      expect({ real: sum('real'), critical: sum('critical') }).toEqual({ real: current.inventory.real, critical: current.inventory.critical });
    }
  });

  it('lists stock below zero and raises one negative alert until it is acknowledged', async () => {
    expect((await adjust(cheese, -2000, 'merma')).real).toBe(-750);
    expect(await listed('/inventory/negative')).toEqual(['Queso Barra']);
    await adjust(cheese, -10, 'merma');
    const open = await alerts(`?product=${cheese._id}&kind=NEGATIVE_STOCK&acknowledged=false`);
    expect(open.docs.map((a) => [a.message, a.garage])).toEqual([['Queso Barra: stock below zero', temperley]]);

    const acknowledged = await expectStatus(put(`/tracker/${open.docs[0]?._id}/acknowledge`, {}));
    expect(acknowledged).toMatchObject({ acknowledged: true, acknowledgedBy: ops.user._id });
    expect((await alerts(`?product=${cheese._id}&acknowledged=false`)).total).toBe(0);

    await adjust(cheese, -5, 'merma');
    const byProduct = await expectStatus(call<PageOf<Alert>>(server.url, 'GET', `/tracker/${cheese._id}?kind=NEGATIVE_STOCK`, { token: admin }));
    expect(byProduct.docs.map((a) => a.acknowledged)).toEqual([false, true]);
    expect((await adjust(cheese, 2000, 'recuento')).real).toBe(1235);
    expect(await listed('/inventory/negative')).toEqual([]);
  });

  it("answers 404 for the ledger or alerts of an id that names no product, and keeps a disabled product's own", async () => {
    const unknown = '0123456789abcdef01234567';
    for (const path of [`/record/${unknown}`, `/tracker/${unknown}`]) {
      const refused = await call<ErrorBody>(server.url, 'GET', path, { token: admin });
      expect([refused.status, refused.body.message]).toEqual([404, `product ${unknown} not found`]);
    }
    const retired = await createProduct(server.url, admin, provider, { name: 'Retirado Con Historia' });
    await adjust(retired, -1, 'rotura');
    await expectStatus(call(server.url, 'DELETE', `/product/${retired._id}`, { token: admin }));
    expect((await records(`/${retired._id}`)).docs.map((r) => [r.field, r.delta])).toEqual([['real', -1]]);
    const alertsOfRetired = await expectStatus(call<PageOf<Alert>>(server.url, 'GET', `/tracker/${retired._id}`, { token: admin }));
    expect(alertsOfRetired.docs.map((a) => a.kind)).toEqual(['NEGATIVE_STOCK']);
  });

  it('lists as shortage the products marked short or at or below their critical level', async () => {
    const marked = await createProduct(server.url, admin, provider, { name: 'Marcado Faltante', isShortage: true });
    await adjust(marked, 100, 'ingreso');
    const atCritical = await createProduct(server.url, admin, provider, { name: 'En Crítico' });
    await adjust(atCritical, 5, 'ingreso');
    await expectStatus(put(`/product/${atCritical._id}/critical`, { critical: 5 }, admin));
    const plenty = await createProduct(server.url, admin, provider, { name: 'Con Stock' });
    await adjust(plenty, 10, 'ingreso');
    const gone = await createProduct(server.url, admin, provider, { name: 'Deshabilitado Faltante', isShortage: true });
    await expectStatus(call(server.url, 'DELETE', `/product/${gone._id}`, { token: admin }));

    const shortage = await listed('/inventory/shortage?limit=200');
    expect(shortage).toEqual(expect.arrayContaining(['Marcado Faltante', 'En Crítico']));
    expect(shortage).not.toContain('Con Stock');
    expect(shortage).not.toContain('Deshabilitado Faltante');
    expect(shortage).not.toContain('Aceite 1 l');
    expect((await alerts(`?product=${atCritical._id}&kind=CRITICAL_STOCK`)).total).toBe(1);
    expect((await alerts(`?product=${plenty._id}`)).total).toBe(0);
  });
});
