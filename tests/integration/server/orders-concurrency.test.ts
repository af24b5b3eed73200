/**
 * Two delivers of one order sent at once: write transactions are serialised, so exactly one
 * delivers (200) and the other sees a delivered order (409). Stock moves once, cash is recorded
 * once. Repeated over several orders so an interleaving that slips through is likely to show.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer } from '../../support/actors.js';
import { addStock, cashflowsOfOrder, createOrder, createProduct, createProvider, inventory, moveOrder, orderAction, type Product } from '../../support/orders.js';
import { ADMIN, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

const ROUNDS = 5;
const QUANTITY = 4;

describe.each(FLAVOURS)('concurrent delivers on %s', (flavour) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let product: Product;
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    product = await createProduct(url, admin, { provider: await createProvider(url, admin), unit: 'UNITY' });
    await addStock(url, admin, product._id, 1000);
    customer = (await createCustomer(url, admin, { name: 'Cliente apurado' }))._id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('delivers once: one 200, one 409, stock moved once, one INGRESS', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = await createOrder(url, admin, { customer, items: [{ product: product._id, quantity: QUANTITY }] });
      await moveOrder(url, admin, order._id, ['confirm', 'prepare']);
      const before = await inventory(url, admin, product._id);
      const responses = await Promise.all([orderAction(url, admin, 'deliver', order._id), orderAction(url, admin, 'deliver', order._id)]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      const after = await inventory(url, admin, product._id);
      expect(after.real).toBe(before.real - QUANTITY);
      expect(after.committed).toBe(before.committed - QUANTITY);
      const entries = await cashflowsOfOrder(server, order._id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ concept: 'INGRESS', status: true, amount: order.total });
    }
    expect(await inventory(url, admin, product._id)).toMatchObject({ real: 1000 - ROUNDS * QUANTITY, committed: 0 });
  });
});
