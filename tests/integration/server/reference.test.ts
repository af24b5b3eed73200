/**
 * Reference data (spec §7, domain §1, §7, §8): seeded taxes, delivery options filtered by role with
 * their message, the default garage that cannot be disabled, segments seeded and in use, and the
 * small catalogs (categories, withdrawals, thirds, charge and pay methods) — over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, createStaff, customerSignIn, expectStatus, type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Named {
  _id: string;
  name: string;
  status: boolean;
}

describe.each(FLAVOURS)('reference data on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let partner: Staff;
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    partner = await createStaff(server.url, admin, { name: 'Vera', username: 'vera', role: 'AV' });
    await createCustomer(server.url, partner.token, { name: 'Kiosco Uno', phone: '+54 11 60006000', segment: 'Kiosco' });
    customer = (await customerSignIn(server, '+54 11 60006000')).token;
  });
  afterAll(() => server?.close());

  const get = <T>(path: string, token = admin) => expectStatus(call<T>(server.url, 'GET', path, { token }));
  const post = <T>(path: string, body: Record<string, unknown>) => expectStatus(call<T>(server.url, 'POST', path, { token: admin, body }), 201);
  const names = async (path: string, token = admin) => (await get<PageOf<Named>>(path, token)).docs.map((d) => d.name);

  it('seeds the IVA taxes as purchase (C) and sales (V) taxes', async () => {
    const taxes = await get<PageOf<{ name: string; type: string; aliquot: number }>>('/tax');
    expect(taxes.docs.map(({ name, type, aliquot }) => ({ name, type, aliquot }))).toEqual([
      { name: 'IVA 21% ventas', type: 'V', aliquot: 0.21 },
      { name: 'IVA 10.5% ventas', type: 'V', aliquot: 0.105 },
      { name: 'IVA 21% compras', type: 'C', aliquot: 0.21 },
      { name: 'IVA 10.5% compras', type: 'C', aliquot: 0.105 },
    ]);
    expect(taxes.total).toBe(4);
  });

  describe('delivery options', () => {
    let doorstep: Named;
    let old: Named;

    beforeAll(async () => {
      await post('/delivery', { name: 'Reparto Zona Sur', roles: ['AV'], customerPrice: 500, partnerPrice: 300, contributes: true });
      await post('/delivery', { name: 'Retiro en depósito', roles: [] });
      doorstep = await post<Named>('/delivery', { name: 'Envío a domicilio', roles: ['CUSTOMER'], message: 'Entregamos martes y jueves' });
      old = await post<Named>('/delivery', { name: 'Flete viejo' });
      await expectStatus(call(server.url, 'DELETE', `/delivery/${old._id}`, { token: admin }));
    });

    it('shows the admin every option, and each other role the enabled ones open to it, with matching totals', async () => {
      expect(await names('/delivery/public')).toEqual(['Reparto Zona Sur', 'Retiro en depósito', 'Envío a domicilio', 'Flete viejo']);
      const forPartner = await get<PageOf<Named>>('/delivery/public', partner.token);
      expect(forPartner.docs.map((d) => d.name)).toEqual(['Reparto Zona Sur', 'Retiro en depósito']);
      expect({ total: forPartner.total, pages: forPartner.pages }).toEqual({ total: 2, pages: 1 });
      const forCustomer = await get<PageOf<Named>>('/delivery/public?status=false', customer);
      expect(forCustomer.docs.map((d) => d.name)).toEqual(['Retiro en depósito', 'Envío a domicilio']);
      expect(forCustomer.total).toBe(2);
      const paged = await get<PageOf<Named>>('/delivery/public?limit=1&page=2', partner.token);
      expect(paged.docs.map((d) => d.name)).toEqual(['Retiro en depósito']);
      expect({ total: paged.total, pages: paged.pages }).toEqual({ total: 2, pages: 2 });
    });

    it('keeps the prices and flags it was given', async () => {
      const [zone] = (await get<PageOf<Record<string, unknown>>>('/delivery/public?limit=1')).docs;
      expect(zone).toMatchObject({ name: 'Reparto Zona Sur', customerPrice: 500, partnerPrice: 300, internPrice: 0, contributes: true, roles: ['AV'] });
    });

    it('answers an option’s message, empty when it has none, and 404 for a disabled one outside the admin', async () => {
      expect(await get(`/delivery/${doorstep._id}/message`, customer)).toEqual({ message: 'Entregamos martes y jueves' });
      const updated = await expectStatus(
        call<Named>(server.url, 'PATCH', `/delivery/${doorstep._id}`, {
          token: admin,
          body: { name: 'Envío a domicilio', customerPrice: 800, partnerPrice: 0, contributes: false, message: null },
        }),
      );
      expect(updated).toMatchObject({ customerPrice: 800, message: null });
      expect(await get(`/delivery/${doorstep._id}/message`, customer)).toEqual({ message: '' });
      expect((await call(server.url, 'GET', `/delivery/${old._id}/message`, { token: partner.token })).status).toBe(404);
      expect((await call(server.url, 'GET', `/delivery/${old._id}/message`, { token: admin })).status).toBe(200);
    });
  });

  it('has the default garage Temperley, which cannot be disabled, while others can', async () => {
    const [temperley] = (await get<PageOf<Named & { isDefault: boolean }>>('/garage')).docs;
    expect(temperley).toMatchObject({ name: 'Temperley', isDefault: true, status: true });
    const refused = await call<ErrorBody>(server.url, 'PUT', `/garage/${temperley?._id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/default garage cannot be disabled/);
    expect(await get(`/garage/${temperley?._id}`)).toMatchObject({ status: true });

    const other = await post<Named>('/garage', { name: 'Lomas', address: { street: 'Laprida 10', city: 'Lomas de Zamora', province: 'Buenos Aires' } });
    expect(await expectStatus(call(server.url, 'PUT', `/garage/${other._id}`, { token: admin }))).toMatchObject({ status: false });
    expect(await names('/garage?status=true')).toEqual(['Temperley']);
    expect(await expectStatus(call(server.url, 'PUT', `/garage/${other._id}/enable`, { token: admin }))).toMatchObject({ status: true });
  });

  it("keeps a garage's inventory flag as sent, while the default garage always keeps stock", async () => {
    const shop = await post<Named & { inventory: boolean }>('/garage', { name: 'Local Centro', inventory: false });
    expect(shop.inventory).toBe(false);
    const patch = (id: string, body: Record<string, unknown>) => call<Named & { inventory: boolean }>(server.url, 'PATCH', `/garage/${id}`, { token: admin, body });
    expect(await expectStatus(patch(shop._id, { inventory: true }))).toMatchObject({ inventory: true });
    expect((await post<Named & { inventory: boolean }>('/garage', { name: 'Depósito Sur' })).inventory).toBe(true);
    const temperley = (await get<PageOf<Named & { isDefault: boolean }>>('/garage')).docs.find((g) => g.isDefault);
    const refused = await patch(temperley?._id ?? '', { inventory: false });
    expect(refused.status).toBe(409);
    expect(await get(`/garage/${temperley?._id}`)).toMatchObject({ inventory: true });
  });

  it('lists the seeded segments and those customers use, each once, sorted', async () => {
    await createCustomer(server.url, partner.token, { name: 'Kiosco Dos', segment: 'Kiosco' });
    await createCustomer(server.url, admin, { name: 'Almacén Tres', segment: 'Almacén' });
    const segments = await get<PageOf<string>>('/segment');
    expect(segments.docs).toEqual(['Almacén', 'Autoservicio', 'Carnicería', 'Kiosco', 'Particular', 'Restaurante', 'Revendedor']);
    expect(segments.total).toBe(7);
    const paged = await get<PageOf<string>>('/segment?limit=3&page=3', partner.token);
    expect(paged).toMatchObject({ docs: ['Revendedor'], total: 7, pages: 3, page: 3 });
  });

  it('shows staff and customers only enabled categories; the admin may ask for disabled ones', async () => {
    const fiambres = await post<Named>('/category', { name: 'Fiambres', slug: 'fiambres' });
    const viejos = await post<Named>('/category', { name: 'Viejos', slug: 'viejos', splitPackage: true });
    await expectStatus(call(server.url, 'PUT', `/category/${viejos._id}`, { token: admin }));
    expect(await names('/category/public', customer)).toEqual(['Fiambres']);
    expect(await names('/category/public?status=false', partner.token)).toEqual(['Fiambres']);
    expect(await names('/category/public?status=false')).toEqual(['Viejos']);
    expect(await expectStatus(call(server.url, 'PUT', `/category/${viejos._id}/enable`, { token: admin }))).toMatchObject({ status: true, splitPackage: true });
    expect(await get(`/category/${fiambres._id}`, customer)).toMatchObject({ name: 'Fiambres', slug: 'fiambres' });
  });

  it('keeps withdrawals, thirds, charge and pay methods, and disables the removable ones', async () => {
    const pickup = await post<Named & { fee: number }>('/withdrawal', { name: 'Retiro Mercado Central', fee: 1500 });
    expect(pickup).toMatchObject({ fee: 1500, internPrice: 0, status: true });
    expect(await expectStatus(call(server.url, 'PATCH', `/withdrawal/${pickup._id}`, { token: admin, body: { fee: 1750.5 } }))).toMatchObject({ fee: 1750.5 });
    expect(await expectStatus(call(server.url, 'DELETE', `/withdrawal/${pickup._id}`, { token: admin }))).toMatchObject({ status: false });

    const third = await post<Named>('/third', { name: 'Contador', tag: 'servicios' });
    const replaced = await expectStatus(call(server.url, 'PUT', `/third/${third._id}`, { token: admin, body: { name: 'Estudio Contable', tag: 'servicios' } }));
    expect(replaced).toMatchObject({ name: 'Estudio Contable', tag: 'servicios', number: 1 });

    const charge = await post<Named>('/chargeMethod', { name: 'Transferencia' });
    expect(await names('/chargeMethod/public', partner.token)).toEqual(['Transferencia']);
    expect(await expectStatus(call(server.url, 'DELETE', `/chargeMethod/${charge._id}`, { token: admin }))).toMatchObject({ status: false });
    expect(await names('/chargeMethod/public?status=true', partner.token)).toEqual([]);

    const pay = await post<Named>('/payMethod', { name: 'Cheque' });
    expect(await expectStatus(call(server.url, 'PATCH', `/payMethod/${pay._id}`, { token: admin, body: { name: 'Cheque diferido' } }))).toMatchObject({ name: 'Cheque diferido' });
    expect(await names('/payMethod')).toEqual(['Cheque diferido']);
  });
});
