/**
 * Products (spec §7 Product, domain §4): the unit cost derived from the purchase (C) taxes, an
 * explicit unit cost kept, a mixed product's tax base from its components, disable and enable —
 * over HTTP, on both databases, with the expected figures written out.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus, type ErrorBody } from '../../support/actors.js';
import { createProduct, createProvider, productBody, seededTaxes, type Product, type SeededTaxes } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('products on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let provider: string;
  let tax: SeededTaxes;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, admin, 'Distribuidora Sur');
    tax = await seededTaxes(server.url, admin);
  });
  afterAll(() => server?.close());

  const create = (fields: Record<string, unknown>) => createProduct(server.url, admin, provider, fields);
  const update = (id: string, fields: Record<string, unknown>) => expectStatus(call<Product>(server.url, 'PATCH', `/product/${id}`, { token: admin, body: fields }));

  describe('unit cost = taxBase × (1 + Σ aliquots of its C taxes)', () => {
    it.each([
      { taxBase: 1000, taxes: ['C21'], unitCost: 1210 },
      { taxBase: 1000, taxes: ['C21', 'C105'], unitCost: 1315 },
      { taxBase: 1000, taxes: ['V21'], unitCost: 1000 },
      { taxBase: 1000, taxes: ['C21', 'V21', 'V105'], unitCost: 1210 },
      { taxBase: 1000, taxes: [], unitCost: 1000 },
      // 123.4567 × 1.105 = 136.4196535, kept to 4 places, half away from zero.
      { taxBase: 123.4567, taxes: ['C105'], unitCost: 136.4197 },
    ] as const)('taxBase $taxBase with $taxes → $unitCost', async ({ taxBase, taxes, unitCost }) => {
      const product = await create({ name: `Costo ${taxBase} ${taxes.join('+')}`, taxBase, taxes: taxes.map((t) => tax[t]) });
      expect(product.taxBase).toBe(taxBase);
      expect(product.unitCost).toBe(unitCost);
      expect(await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }))).toEqual(product);
    });

    it('keeps an explicit unit cost instead of deriving it', async () => {
      const product = await create({ name: 'Costo explícito', taxBase: 1000, taxes: [tax.C21], unitCost: 1500.25 });
      expect(product.unitCost).toBe(1500.25);
    });

    it('derives it again on update, unless the update states one', async () => {
      const product = await create({ name: 'Costo cambiante', taxBase: 1000, taxes: [tax.C21] });
      const base = { taxBase: 2000, taxes: [tax.C21], wholesalerContributions: 5 };
      expect((await update(product._id, base)).unitCost).toBe(2420);
      expect((await update(product._id, { ...base, unitCost: 2500 })).unitCost).toBe(2500);
      const back = await update(product._id, { ...base, taxBase: 3000, taxes: [tax.C105] });
      expect(back).toMatchObject({ taxBase: 3000, unitCost: 3315, taxes: [tax.C105], name: 'Costo cambiante', number: product.number });
    });

    it('refuses a tax id that does not exist, naming its index', async () => {
      const response = await call<ErrorBody>(server.url, 'POST', '/product', {
        token: admin,
        body: productBody(provider, { name: 'Sin impuesto', taxes: [tax.C21, '0123456789abcdef01234567'] }),
      });
      expect(response.status).toBe(400);
      expect(response.body.details?.[0]?.path).toBe('taxes.1');
    });
  });

  describe('a mixed product’s tax base is the sum of its components (domain §4)', () => {
    let flour: Product;
    let cheese: Product;

    beforeAll(async () => {
      flour = await create({ name: 'Harina 1 kg', unit: 'UNITY', taxBase: 1000 });
      // Priced per kg; components count it in grams.
      cheese = await create({ name: 'Queso Tybo', unit: 'WEIGHT', taxBase: 800 });
    });

    it('UNITY mixed: 2 × 1000 + 800 × 250 g / 1000 = 2200, and with IVA 21% C a unit cost of 2662', async () => {
      const combo = await create({
        name: 'Combo Pizza',
        unit: 'UNITY',
        taxBase: 1,
        taxes: [tax.C21],
        mixed: {
          components: [
            { product: flour._id, quantity: 2 },
            { product: cheese._id, quantity: 250 },
          ],
        },
      });
      expect(combo.taxBase).toBe(2200);
      expect(combo.unitCost).toBe(2662);
    });

    it('WEIGHT mixed: 2 × 1000 + 800 × 250 / 100 = 4000', async () => {
      const picada = await create({
        name: 'Picada',
        unit: 'WEIGHT',
        taxBase: 1,
        mixed: {
          components: [
            { product: flour._id, quantity: 2 },
            { product: cheese._id, quantity: 250 },
          ],
        },
      });
      expect(picada.taxBase).toBe(4000);
      expect(picada.unitCost).toBe(4000);
    });

    it('keeps 4 places: 1234.5678 × 125 g / 1000 = 154.320975 → 154.3210', async () => {
      const fine = await create({ name: 'Queso fino', unit: 'WEIGHT', taxBase: 1234.5678 });
      const box = await create({ name: 'Caja degustación', unit: 'UNITY', taxBase: 1, mixed: { components: [{ product: fine._id, quantity: 125 }] } });
      expect(box.taxBase).toBe(154.321);
      expect(box.unitCost).toBe(154.321);
    });

    it('refuses a mixed product inside another, naming the component', async () => {
      const inner = await create({ name: 'Mix interno', mixed: { components: [{ product: flour._id, quantity: 1 }] } });
      const response = await call<ErrorBody>(server.url, 'POST', '/product', {
        token: admin,
        body: productBody(provider, { name: 'Mix de mix', mixed: { components: [{ product: inner._id, quantity: 1 }] } }),
      });
      expect(response.status).toBe(400);
      expect(response.body.details?.[0]?.path).toBe('mixed.components.0.product');
    });

    it('keeps no stock of its own: adjusting it is refused', async () => {
      const combo = await create({ name: 'Combo Desayuno', mixed: { components: [{ product: flour._id, quantity: 1 }] } });
      const response = await call<ErrorBody>(server.url, 'PUT', `/product/${combo._id}/adjustment`, { token: admin, body: { quantity: 5, reason: 'conteo' } });
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/mixed product/);
    });
  });

  it('makes a slug from the name and starts with empty stock, in the catalog, not short', async () => {
    const product = await create({ name: 'Jamón Crudo 1/2' });
    expect(product).toMatchObject({
      slug: 'jamon-crudo-1-2',
      catalog: true,
      isShortage: false,
      status: true,
      inventory: { committed: 0, pending: 0, real: 0, theoretical: 0, critical: 0 },
    });
  });

  it('disables and enables a product', async () => {
    const product = await create({ name: 'Salame Milán' });
    const disabled = await expectStatus(call<Product>(server.url, 'DELETE', `/product/${product._id}`, { token: admin }));
    expect(disabled.status).toBe(false);
    expect(await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }))).toMatchObject({ status: false, name: 'Salame Milán' });
    const enabled = await expectStatus(call<Product>(server.url, 'PUT', `/product/${product._id}/enable`, { token: admin }));
    expect(enabled).toMatchObject({ status: true, unitCost: product.unitCost, number: product.number });
  });

  it('finds a % or _ typed in the search as itself, not as a wildcard', async () => {
    const own = await createProvider(server.url, admin, 'Promociones');
    for (const name of ['Promo 50% Aceite', 'Promo 50 Aceite', 'Pack_6 Agua', 'Pack 6 Agua']) await createProduct(server.url, admin, own, { name });
    const search = async (query: string) => {
      const page = await expectStatus(call<{ docs: Product[] }>(server.url, 'GET', `/product/public?provider=${own}&query=${encodeURIComponent(query)}`, { token: admin }));
      return page.docs.map((p) => p.name);
    };
    expect(await search('50%')).toEqual(['Promo 50% Aceite']);
    expect(await search('pack_')).toEqual(['Pack_6 Agua']);
    expect(await search('promo 50')).toEqual(['Promo 50 Aceite', 'Promo 50% Aceite']);
  });

  it('refuses a product whose provider does not exist, naming provider', async () => {
    const response = await call<ErrorBody>(server.url, 'POST', '/product', { token: admin, body: productBody('0123456789abcdef01234567', { name: 'Huérfano' }) });
    expect(response.status).toBe(400);
    expect(response.body.details?.[0]?.path).toBe('provider');
  });
});
