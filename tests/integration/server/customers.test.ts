/**
 * Customers (spec §7 Customer, domain §8): a partner (AV) keeps its own customers and never sees
 * another partner's; the admin sees them all; an update merges address parts — over HTTP, on both
 * databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { CustomerFields } from '../../../src-server/features/customers/collection.js';
import { ADDRESS, createCustomer, createStaff, expectStatus, type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

type Customer = Doc<CustomerFields>;

describe.each(FLAVOURS)('customers on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let ana: Staff;
  let beto: Staff;
  let anasShop: Customer;
  let anasBar: Customer;
  let betosShop: Customer;
  let housesShop: Customer;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    ana = await createStaff(server.url, admin, { name: 'Ana', username: 'ana', role: 'AV' });
    beto = await createStaff(server.url, admin, { name: 'Beto', username: 'beto', role: 'AV' });
    anasShop = await createCustomer(server.url, ana.token, { name: 'Almacén Ñandú', phone: '+54 11 40001111', segment: 'Almacén' });
    anasBar = await createCustomer(server.url, ana.token, { name: 'Bar Central', isWholesaler: true });
    betosShop = await createCustomer(server.url, beto.token, { name: 'Carnicería Beto', segment: 'Carnicería' });
    housesShop = await createCustomer(server.url, admin, { name: 'Despensa La Casa' });
  });
  afterAll(() => server?.close());

  const list = (token: string, query = '') => expectStatus(call<PageOf<Customer>>(server.url, 'GET', `/customer${query}`, { token }));
  const names = (page: PageOf<Customer>) => page.docs.map((c) => c.name);

  it('gives a partner’s customers that partner, and the house’s none', () => {
    expect(anasShop).toMatchObject({ partner: ana.user._id, name: 'Almacén Ñandú', address: ADDRESS, phone: '+54 11 40001111', status: true });
    expect(betosShop.partner).toBe(beto.user._id);
    expect(housesShop.partner).toBeNull();
  });

  it('lists to a partner only its own customers, in name order, whatever partner it asks for', async () => {
    const own = await list(ana.token);
    expect(names(own)).toEqual(['Almacén Ñandú', 'Bar Central']);
    expect(own.total).toBe(2);
    const asking = await list(ana.token, `?partner=${beto.user._id}`);
    expect(names(asking)).toEqual(['Almacén Ñandú', 'Bar Central']);
    expect(names(await list(beto.token))).toEqual(['Carnicería Beto']);
  });

  it('answers 404 when a partner reads, changes or disables another partner’s customer', async () => {
    const get = await call<ErrorBody>(server.url, 'GET', `/customer/${betosShop._id}`, { token: ana.token });
    expect(get.status).toBe(404);
    expect((await call(server.url, 'PATCH', `/customer/${betosShop._id}`, { token: ana.token, body: { name: 'Robado' } })).status).toBe(404);
    expect((await call(server.url, 'PUT', `/customer/${betosShop._id}`, { token: ana.token })).status).toBe(404);
    expect((await call(server.url, 'GET', `/customer/${housesShop._id}`, { token: ana.token })).status).toBe(404);
    const untouched = await expectStatus(call<Customer>(server.url, 'GET', `/customer/${betosShop._id}`, { token: admin }));
    expect(untouched).toMatchObject({ name: 'Carnicería Beto', status: true });
    expect(await expectStatus(call<Customer>(server.url, 'GET', `/customer/${anasShop._id}`, { token: ana.token }))).toEqual(anasShop);
  });

  it('lists every customer to the admin, and filters by partner, segment, wholesaler and text', async () => {
    const all = await list(admin);
    expect(names(all)).toEqual(['Almacén Ñandú', 'Bar Central', 'Carnicería Beto', 'Despensa La Casa']);
    expect(all.total).toBe(4);
    expect(names(await list(admin, `?partner=${beto.user._id}`))).toEqual(['Carnicería Beto']);
    expect(names(await list(admin, '?segment=Carnicería'))).toEqual(['Carnicería Beto']);
    expect(names(await list(admin, '?isWholesaler=true'))).toEqual(['Bar Central']);
    expect(names(await list(admin, '?query=nandu'))).toEqual(['Almacén Ñandú']);
    expect(names(await list(admin, '?query=40001111'))).toEqual(['Almacén Ñandú']);
  });

  it('merges the address parts an update sends into the stored address', async () => {
    const updated = await expectStatus(
      call<Customer>(server.url, 'PATCH', `/customer/${anasShop._id}`, { token: ana.token, body: { address: { street: 'Belgrano 55', unit: '2B' }, notes: 'Abre 8 hs' } }),
    );
    expect(updated.address).toEqual({ label: 'Casa', street: 'Belgrano 55', unit: '2B', city: 'Avellaneda', province: 'Buenos Aires' });
    expect(updated).toMatchObject({ name: 'Almacén Ñandú', notes: 'Abre 8 hs', partner: ana.user._id, number: anasShop.number });
    const renamed = await expectStatus(call<Customer>(server.url, 'PATCH', `/customer/${anasShop._id}`, { token: admin, body: { name: 'Almacén Ñandú II' } }));
    expect(renamed.address).toEqual(updated.address);
    expect(renamed.partner).toBe(ana.user._id);
  });

  it('keeps a customer’s fiscal identity: the CUIT as digits, Consumidor Final unless said, a bad CUIT refused naming the field', async () => {
    expect(housesShop).toMatchObject({ ivaCondition: 'CONSUMIDOR_FINAL' });
    const patch = (body: object) => call<Customer>(server.url, 'PATCH', `/customer/${housesShop._id}`, { token: admin, body });
    const ri = await expectStatus(patch({ taxIdKind: 'CUIT', taxId: '30-50000000-3', ivaCondition: 'RI' }));
    expect(ri).toMatchObject({ taxIdKind: 'CUIT', taxId: '30500000003', ivaCondition: 'RI' });
    // A DNI typed without its kind is read by its digits.
    expect(await expectStatus(patch({ taxId: '20.123.456' }))).toMatchObject({ taxIdKind: 'DNI', taxId: '20123456', ivaCondition: 'RI' });
    const refused = await patch({ taxIdKind: 'CUIT', taxId: '30-50000000-0' });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as ErrorBody).details).toMatchObject([{ path: 'taxId', message: expect.stringMatching(/^taxId must be a valid CUIT/) }]);
    const created = await expectStatus(
      call<Customer>(server.url, 'POST', '/customer', { token: admin, body: { name: 'Kiosco Mono', address: ADDRESS, taxIdKind: 'CUIT', taxId: '20123456786', ivaCondition: 'MONOTRIBUTO' } }),
      201,
    );
    expect(created).toMatchObject({ taxIdKind: 'CUIT', taxId: '20123456786', ivaCondition: 'MONOTRIBUTO' });
  });

  it('disables a customer, which then lists only under status=false', async () => {
    const disabled = await expectStatus(call<Customer>(server.url, 'PUT', `/customer/${anasBar._id}`, { token: ana.token }));
    expect(disabled.status).toBe(false);
    expect(names(await list(ana.token, '?status=false'))).toEqual(['Bar Central']);
    expect(names(await list(ana.token, '?status=true'))).toEqual(['Almacén Ñandú II']);
  });
});
