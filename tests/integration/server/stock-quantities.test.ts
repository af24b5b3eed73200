/**
 * Stock counts what items move (domain §4, §5): an adjustment, a forced count and a critical level
 * are whole grams for a weight product and whole units for a unit product unless it splits
 * packages, as an order's or a buy's quantities are. Anything else is bad input on its field and
 * leaves the stock as it was. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus, type ErrorBody } from '../../support/actors.js';
import { createProduct, createProvider, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('stock quantities on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let boxes: Product;
  let cheese: Product;
  let cake: Product;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const provider = await createProvider(server.url, admin, 'Lácteos del Sur');
    boxes = await createProduct(server.url, admin, provider, { name: 'Caja de leche', unit: 'UNITY' });
    cheese = await createProduct(server.url, admin, provider, { name: 'Queso cremoso', unit: 'WEIGHT' });
    cake = await createProduct(server.url, admin, provider, { name: 'Torta por porción', unit: 'UNITY', splitPackage: true });
  });
  afterAll(() => server?.close());

  const put = (product: Product, action: string, body: Record<string, unknown>) => call<ErrorBody>(server.url, 'PUT', `/product/${product._id}/${action}`, { token: admin, body });
  const inventory = async (product: Product) => (await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }))).inventory;

  it.each([
    ['half a unit added', (): Product => boxes, 'adjustment', { quantity: 0.5, reason: 'rotura' }, 'quantity', 'quantity.wholeUnits'],
    ['half a unit taken', (): Product => boxes, 'adjustment', { quantity: -1.5, reason: 'rotura' }, 'quantity', 'quantity.wholeUnits'],
    ['a unit count of 2.5', (): Product => boxes, 'force/adjustment', { real: 2.5 }, 'real', 'quantity.wholeUnits'],
    ['a critical level of 1.5 units', (): Product => boxes, 'critical', { critical: 1.5 }, 'critical', 'quantity.wholeUnits'],
    ['half a gram', (): Product => cheese, 'adjustment', { quantity: 0.5, reason: 'merma' }, 'quantity', 'quantity.wholeGrams'],
    ['a theoretical count of 0.1 + 0.2 g', (): Product => cheese, 'force/adjustment', { theoretical: 0.1 + 0.2 }, 'theoretical', 'quantity.wholeGrams'],
  ] as const)('refuses %s and leaves the stock as it was', async (_what, product, action, body, path, key) => {
    const before = await inventory(product());
    const response = await put(product(), action, body);
    expect(response.status).toBe(400);
    // Worded like every field's message, naming the field it is about (a count's real, a critical level's critical).
    const words = key === 'quantity.wholeUnits' ? `${path} must be a whole number of units for this product` : `${path} must be whole grams: the product is sold by weight`;
    expect(response.body.details).toEqual([{ path, key, message: words, params: { field: path } }]);
    expect(await inventory(product())).toEqual(before);
  });

  it('takes whole units and grams either way, an empty shelf, and parts of a unit for a product that splits packages', async () => {
    await expectStatus(put(boxes, 'adjustment', { quantity: 12, reason: 'ingreso' }));
    await expectStatus(put(boxes, 'adjustment', { quantity: -2, reason: 'rotura' }));
    expect(await inventory(boxes)).toMatchObject({ real: 10 });
    await expectStatus(put(boxes, 'force/adjustment', { real: 0 }));
    await expectStatus(put(cheese, 'adjustment', { quantity: 1250, reason: 'ingreso' }));
    await expectStatus(put(cake, 'adjustment', { quantity: 2.5, reason: 'ingreso' }));
    expect([(await inventory(boxes)).real, (await inventory(cheese)).real, (await inventory(cake)).real]).toEqual([0, 1250, 2.5]);
  });
});
