/**
 * The public catalog a customer reads (domain §8 CUSTOMER row): products and delivery options as
 * their public projection — no cost, tax base, margin, contribution, stock figure, internal or
 * partner price anywhere in the answer, by its routes, its sync pull or its history — priced for
 * that customer (a wholesaler pays the wholesaler tier), available yes or no, and a product left out
 * of the catalog or disabled answered as missing. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tierPrice } from '../../../src-shared/pricing/list-prices.js';
import type { TaxDef } from '../../../src-shared/pricing/types.js';
import { publicDeliverySchema } from '../../../src-shared/documents/public-delivery.js';
import { publicProductSchema, type PublicProduct } from '../../../src-shared/documents/public-product.js';
import { createCustomer, createStaff, customerSignIn, expectStatus, type PageOf } from '../../support/actors.js';
import { createCategory, createProduct, createProvider, seededTaxes, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { keysDeep } from '../../support/visibility.js';

/** Field names that carry what only staff may know of a product or a delivery option. */
const HIDDEN = [
  'taxBase',
  'unitCost',
  'margins',
  'defaultMargin',
  'contributions',
  'wholesalerContributions',
  'inventory',
  'committed',
  'real',
  'partnerPrice',
  'internPrice',
  'contributes',
  'taxes',
  'cost',
  'profit',
  'contribution',
];

const MARGINS = [
  { quantity: 0, value: 1.1 },
  { quantity: 1, value: 1.4 },
  { quantity: 12, value: 1.25 },
];

describe.each(FLAVOURS)('public catalog on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let retail: string;
  let wholesaler: string;
  let stocked: Product;
  let empty: Product;
  let offCatalog: Product;
  let disabled: Product;
  let taxes: TaxDef[];

  const get = <T>(path: string, token: string) => call<T>(server.url, 'GET', path, { token });
  const leaks = (value: unknown) => [...keysDeep(value)].filter((key) => HIDDEN.includes(key));

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const tax = await seededTaxes(server.url, admin);
    taxes = (await expectStatus(get<PageOf<TaxDef>>('/tax', admin))).docs;
    const provider = await createProvider(server.url, admin, 'Lácteos del Oeste');
    const category = await createCategory(server.url, admin, 'Quesos');
    const product = (name: string, extra: Record<string, unknown> = {}) =>
      createProduct(server.url, admin, provider, { name, category, taxBase: 812.5, taxes: [tax.C21, tax.V21], margins: MARGINS, ...extra });
    stocked = await product('Queso de rallar', { title: 'Rallar', tags: [3] });
    empty = await product('Queso azul');
    offCatalog = await product('Queso para el local', { catalog: false });
    disabled = await product('Queso discontinuado');
    await expectStatus(call(server.url, 'DELETE', `/product/${disabled._id}`, { token: admin }));
    await expectStatus(call(server.url, 'PUT', `/product/${stocked._id}/adjustment`, { token: admin, body: { quantity: 20, reason: 'recuento' } }));
    for (const body of [
      { name: 'Solo mayoristas', customerPrice: 900, partnerPrice: 400, internPrice: 300, contributes: true, isWholesaler: true },
      { name: 'Solo minoristas', customerPrice: 700, partnerPrice: 300, internPrice: 200, isRetailer: true },
      { name: 'Solo vendedores', customerPrice: 500, roles: ['AV'] },
      { name: 'Retiro en depósito', customerPrice: 0 },
    ]) {
      await expectStatus(call(server.url, 'POST', '/delivery', { token: admin, body }), 201);
    }
    const av = await createStaff(server.url, admin, { name: 'Vera', username: 'vera', role: 'AV' });
    await createCustomer(server.url, av.token, { name: 'Almacén Minorista', phone: '+54 11 60006001' });
    await createCustomer(server.url, av.token, { name: 'Mayorista del Sur', phone: '+54 11 60006002', isWholesaler: true });
    retail = (await customerSignIn(server, '+54 11 60006001')).token;
    wholesaler = (await customerSignIn(server, '+54 11 60006002')).token;
  });
  afterAll(() => server?.close());

  const pricesOf = (product: Product, quantities: readonly number[]) =>
    MARGINS.filter((m) => quantities.includes(m.quantity)).map((tier) => {
      const priced = tierPrice(product, taxes, tier);
      return { from: tier.quantity, quantity: priced?.quantity, price: priced?.price, perBase: priced?.perBase };
    });

  it('lists the catalog to a retail customer as its projection, with retail tier prices and availability', async () => {
    const page = await expectStatus(get<PageOf<PublicProduct>>('/product/public?limit=200', retail));
    expect(leaks(page)).toEqual([]);
    expect(page.docs.map((p) => p.name).sort()).toEqual(['Queso azul', 'Queso de rallar']);
    for (const doc of page.docs) publicProductSchema.parse(doc);
    const shown = page.docs.find((p) => p._id === stocked._id);
    expect(shown).toMatchObject({ title: 'Rallar', tags: [3], unit: 'UNITY', available: true });
    expect(shown?.prices).toEqual(pricesOf(stocked, [1, 12]));
    expect(page.docs.find((p) => p._id === empty._id)?.available).toBe(false);
  });

  it('prices a wholesaler customer at the wholesaler tier', async () => {
    const doc = await expectStatus(get<PublicProduct>(`/product/${stocked._id}`, wholesaler));
    expect(leaks(doc)).toEqual([]);
    expect(doc.prices).toEqual(pricesOf(stocked, [0]));
    expect(doc.prices[0]?.price).toBeLessThan(pricesOf(stocked, [1])[0]?.price ?? 0);
  });

  it('answers 404 to a customer for a product off the catalog or disabled, which staff still read', async () => {
    for (const id of [offCatalog._id, disabled._id]) {
      expect((await get(`/product/${id}`, retail)).status).toBe(404);
      expect((await get(`/product/${id}`, admin)).status).toBe(200);
    }
  });

  it('offers a customer only the delivery options it may use, with its price only', async () => {
    const names = async (token: string) => {
      const page = await expectStatus(get<PageOf<{ name: string }>>('/delivery/public?limit=200', token));
      expect(leaks(page)).toEqual([]);
      for (const doc of page.docs) publicDeliverySchema.parse(doc);
      return page.docs.map((d) => d.name).sort();
    };
    expect(await names(retail)).toEqual(['Retiro en depósito', 'Solo minoristas']);
    expect(await names(wholesaler)).toEqual(['Retiro en depósito', 'Solo mayoristas']);
  });

  it('gives a customer no hidden field by sync pull or history either', async () => {
    const pulled = await expectStatus(get<{ changes: Array<{ collection: string; id: string; doc?: unknown }> }>('/sync/pull?cursor=0&limit=5000', wholesaler));
    expect(leaks(pulled)).toEqual([]);
    const product = pulled.changes.find((c) => c.id === stocked._id)?.doc;
    expect(product).toEqual(await expectStatus(get(`/product/${stocked._id}`, wholesaler)));
    const history = await expectStatus(get<PageOf<{ changes: Record<string, unknown> }>>(`/history?entity=products&id=${stocked._id}&limit=200`, retail));
    expect(history.docs.length).toBeGreaterThan(0);
    expect(history.docs.flatMap((entry) => Object.keys(entry.changes)).filter((path) => HIDDEN.includes(path.split('.')[0] ?? path))).toEqual([]);
  });
});
