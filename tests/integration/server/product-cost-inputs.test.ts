/**
 * What a product's cost is worked out from (domain §4), sent as a client sends it: a tax named twice
 * would count its aliquot twice in the unit cost and show twice in every item; a mixed product made
 * of itself would be priced from its own tax base and commit stock it cannot keep; a component of a
 * mixed product made mixed would nest one mixed product in another; a cost the components or the
 * purchase taxes take past one amount of money (MONEY_MAX) is no cost its cents hold. Each is bad
 * input on the field that does it, and nothing changes. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MONEY_MAX } from '../../../src-shared/limits.js';
import { expectStatus, type ErrorBody } from '../../support/actors.js';
import { createProduct, createProvider, productBody, seededTaxes, type Product, type SeededTaxes } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('product cost inputs on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let provider: string;
  let tax: SeededTaxes;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, admin, 'Distribuidora Norte');
    tax = await seededTaxes(server.url, admin);
  });
  afterAll(() => server?.close());

  const update = (id: string, fields: Record<string, unknown>) =>
    call<ErrorBody>(server.url, 'PATCH', `/product/${id}`, { token: admin, body: { taxBase: 100, taxes: [], wholesalerContributions: 5, ...fields } });

  it('refuses a tax named twice on create, on the repeated entry, and stores nothing', async () => {
    const response = await call<ErrorBody>(server.url, 'POST', '/product', { token: admin, body: productBody(provider, { name: 'Doble IVA', taxes: [tax.C21, tax.V21, tax.C21] }) });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path: 'taxes.2', key: 'validation.unique', message: 'taxes must not repeat a tax' })]);
    const listed = await expectStatus(call<{ docs: Product[] }>(server.url, 'GET', '/product/public?name=Doble', { token: admin }));
    expect(listed.docs).toEqual([]);
  });

  it('refuses a tax named twice on update, whatever the case of the id, and keeps the product as it was', async () => {
    const product = await createProduct(server.url, admin, provider, { name: 'IVA una vez', taxBase: 1000, taxes: [tax.C21] });
    expect(product.unitCost).toBe(1210);
    const response = await update(product._id, { taxBase: 1000, taxes: [tax.C21, tax.C21.toUpperCase()] });
    expect(response.status).toBe(400);
    expect(response.body.details?.[0]).toMatchObject({ path: 'taxes.1', key: 'validation.unique' });
    expect(await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }))).toEqual(product);
  });

  it('refuses a mixed product made of itself, naming the component, and keeps the product unmixed', async () => {
    const product = await createProduct(server.url, admin, provider, { name: 'Caja sola', taxBase: 100 });
    const response = await update(product._id, { mixed: { components: [{ product: product._id, quantity: 2 }] } });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path: 'mixed.components.0.product', key: 'product.mixedOfItself', message: 'a mixed product cannot contain itself' })]);
    const stored = await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }));
    expect(stored).toEqual(product);
    expect(stored.mixed ?? null).toBeNull();
  });
  it('holds a derived cost to one amount of money: a mixed product whose components sum past it, or a tax base its purchase taxes take past it, stores nothing', async () => {
    const tooLarge = {
      path: '',
      key: 'product.costTooLarge',
      params: { max: MONEY_MAX },
      message: `the product's cost (its tax base with its purchase taxes, or what its components add up to) must be at most ${MONEY_MAX}`,
    };
    const dearest = await createProduct(server.url, admin, provider, { name: 'Insumo caro', taxBase: MONEY_MAX });
    // Exactly at the limit is taken: one unit of the dearest component.
    const atLimit = await createProduct(server.url, admin, provider, { name: 'Kit justo', mixed: { components: [{ product: dearest._id, quantity: 1 }] } });
    expect([atLimit.taxBase, atLimit.unitCost]).toEqual([MONEY_MAX, MONEY_MAX]);
    const listed = async (name: string) => (await expectStatus(call<{ docs: Product[] }>(server.url, 'GET', `/product/public?name=${name}`, { token: admin }))).docs;
    expect((await listed('Kit justo')).map((product) => product._id)).toEqual([atLimit._id]);
    // 100,000 of them: 10^15 pesos, refused on the components.
    const mixed = await call<ErrorBody>(server.url, 'POST', '/product', {
      token: admin,
      body: productBody(provider, { name: 'Kit enorme', mixed: { components: [{ product: dearest._id, quantity: 100_000 }] } }),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.details).toEqual([{ ...tooLarge, path: 'mixed.components' }]);
    expect(await listed('Kit enorme')).toEqual([]);
    // The tax base at the limit with 21% purchase tax is a unit cost past it, refused on the tax base.
    const taxed = await call<ErrorBody>(server.url, 'POST', '/product', { token: admin, body: productBody(provider, { name: 'Caro con IVA', taxBase: MONEY_MAX, taxes: [tax.C21] }) });
    expect(taxed.status).toBe(400);
    expect(taxed.body.details).toEqual([{ ...tooLarge, path: 'taxBase' }]);
    expect(await listed('Caro con IVA')).toEqual([]);
    // An update that makes a product such a kit leaves it as it was.
    const kit = await createProduct(server.url, admin, provider, { name: 'Kit chico', mixed: { components: [{ product: dearest._id, quantity: 0.5 }] } });
    const grown = await update(kit._id, { mixed: { components: [{ product: dearest._id, quantity: 2 }] } });
    expect(grown.status).toBe(400);
    expect(grown.body.details).toEqual([{ ...tooLarge, path: 'mixed.components' }]);
    expect(await expectStatus(call<Product>(server.url, 'GET', `/product/${kit._id}`, { token: admin }))).toEqual(kit);
  });

  it('refuses making mixed a product another mixed product is made of, naming that one, and keeps both as they were', async () => {
    const base = await createProduct(server.url, admin, provider, { name: 'Pan lactal', taxBase: 100 });
    const other = await createProduct(server.url, admin, provider, { name: 'Manteca', taxBase: 50 });
    const combo = await createProduct(server.url, admin, provider, { name: 'Combo desayuno', mixed: { components: [{ product: base._id, quantity: 1 }] } });
    const response = await update(base._id, { mixed: { components: [{ product: other._id, quantity: 1 }] } });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path: 'mixed', key: 'product.componentOfMixed', params: { product: 'Combo desayuno' } })]);
    expect(await expectStatus(call<Product>(server.url, 'GET', `/product/${base._id}`, { token: admin }))).toEqual(base);
    expect(await expectStatus(call<Product>(server.url, 'GET', `/product/${combo._id}`, { token: admin }))).toEqual(combo);
    // A product no mixed product names may still become one.
    expect((await update(other._id, { mixed: { components: [{ product: base._id, quantity: 2 }] } })).status).toBe(200);
  });
});
