/**
 * A stock move writes the product's `inventory` field alone, in SQL (src-server/db/field-write.ts),
 * and that is still an ordinary document write: the product comes back in the next sync pull with
 * its new figures, its `updatedAt` is the move's time, its history has one entry listing the
 * figures before and after under the route that moved them, and an edit of the product afterwards
 * keeps the figures. On both databases, over HTTP.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HistoryEntry } from '../../../src-shared/history.js';
import { expectStatus, type PageOf } from '../../support/actors.js';
import { createProduct, createProvider, productBody, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Pull {
  cursor: number;
  changes: Array<{ collection: string; id: string; seq: number; deleted: boolean; doc: Product | null }>;
}

describe.each(FLAVOURS)('product inventory writes on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let provider: string;
  let oil: Product;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, admin, 'Proveedor Inventario');
    oil = await createProduct(server.url, admin, provider, { name: 'Aceite de girasol 1,5 l', unit: 'UNITY' });
  });
  afterAll(() => server?.close());

  const pull = (cursor: number) => expectStatus(call<Pull>(server.url, 'GET', `/sync/pull?cursor=${cursor}&limit=5000`, { token: admin }));
  const product = () => expectStatus(call<Product & { updatedAt: string }>(server.url, 'GET', `/product/${oil._id}`, { token: admin }));
  const history = async () => (await expectStatus(call<PageOf<HistoryEntry>>(server.url, 'GET', `/history?entity=products&id=${oil._id}&limit=50`, { token: admin }))).docs;

  it('sends the moved product in the next pull, with its new figures and a later updatedAt', async () => {
    const from = (await pull(0)).cursor;
    const before = await product();
    await expectStatus(call(server.url, 'PUT', `/product/${oil._id}/adjustment`, { token: admin, body: { quantity: 24, reason: 'ingreso de mercadería' } }));
    const pulled = (await pull(from)).changes.filter((change) => change.collection === 'products');
    expect(pulled.map((change) => change.id)).toEqual([oil._id]);
    expect(pulled[0]?.doc?.inventory).toEqual({ real: 24, committed: 0, pending: 0, theoretical: 24, critical: 0 });
    const after = await product();
    expect(after.inventory.real).toBe(24);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    // Everything but the figures and the time is as it was.
    expect({ ...after, inventory: before.inventory, updatedAt: before.updatedAt }).toEqual(before);
  });

  it('leaves one history entry per move, listing the figures that changed, under the route that moved them', async () => {
    await expectStatus(call(server.url, 'PUT', `/product/${oil._id}/adjustment`, { token: admin, body: { quantity: -4, reason: 'rotura' } }));
    const moves = (await history()).filter((entry) => entry.route === 'product.adjustment');
    expect(moves).toHaveLength(2);
    const last = moves.find((entry) => entry.changes['inventory.real']?.before === 24);
    expect(last?.action).toBe('update');
    expect(last?.changes).toEqual({
      'inventory.real': { before: 24, after: 20 },
      'inventory.theoretical': { before: 24, after: 20 },
    });
  });

  it('keeps the figures through an edit of the product made after the move', async () => {
    const body = productBody(provider, { name: 'Aceite de girasol 1,5 l', unit: 'UNITY', taxes: [], title: 'Aceite de girasol' });
    await expectStatus(call(server.url, 'PATCH', `/product/${oil._id}`, { token: admin, body }));
    const edited = await product();
    expect(edited.title).toBe('Aceite de girasol');
    expect(edited.inventory).toEqual({ real: 20, committed: 0, pending: 0, theoretical: 20, critical: 0 });
  });
});
