/**
 * A product's totals after a stock move (features/stock/service.ts), on both databases: a move of
 * several garages of one product, beside a garage it leaves alone and another product, adds each
 * garage once, as the move leaves it; and writers of the same stock rows at once each add to what
 * the one before left (on PostgreSQL the move and the totals' read are one statement, whose read
 * is made again when the move waited for another writer).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runWrite } from '../../../src-server/db/write.js';
import { applyStockChanges, type StockChange } from '../../../src-server/features/stock/service.js';
import { createProduct, createProvider, inventory } from '../../support/orders.js';
import { ADMIN, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('product totals after a stock move on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let provider: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, admin);
  });
  afterAll(() => server?.close());

  const change = (product: string, garage: string, field: StockChange['field'], delta: number): StockChange => ({
    product,
    garage,
    field,
    delta,
    reason: 'prueba',
    refKind: 'adjustment',
    refId: null,
    path: 'quantity',
  });
  const move = (changes: StockChange[]) => runWrite(server.database, { actor: null, now: new Date() }, (tx) => applyStockChanges(tx, changes));

  it('adds each garage once, as the move leaves it, the garages it did not move as they were', async () => {
    const one = (await createProduct(server.url, admin, { provider, unit: 'UNITY' }))._id;
    const two = (await createProduct(server.url, admin, { provider, unit: 'UNITY' }))._id;
    await move([change(one, 'g-a', 'real', 5), change(one, 'g-b', 'real', 7), change(one, 'g-c', 'committed', 2), change(two, 'g-a', 'pending', 4)]);
    expect(await inventory(server.url, admin, one)).toMatchObject({ real: 12, committed: 2, pending: 0, theoretical: 10 });
    expect(await inventory(server.url, admin, two)).toMatchObject({ real: 0, pending: 4, theoretical: 4 });
    // Two garages of `one` in one move (one of them twice), `g-c` left as it was, and `two` beside it.
    await move([change(one, 'g-a', 'real', -3), change(one, 'g-b', 'real', 4), change(one, 'g-b', 'committed', 1), change(two, 'g-b', 'real', 6)]);
    expect(await inventory(server.url, admin, one)).toMatchObject({ real: 13, committed: 3, pending: 0, theoretical: 10 });
    expect(await inventory(server.url, admin, two)).toMatchObject({ real: 6, pending: 4, theoretical: 10 });
  });

  it('adds the garages a move leaves alone to the one it moves, for a product moved in one garage', async () => {
    const one = (await createProduct(server.url, admin, { provider, unit: 'UNITY' }))._id;
    const two = (await createProduct(server.url, admin, { provider, unit: 'UNITY' }))._id;
    await move([change(one, 'g-a', 'real', 5), change(one, 'g-b', 'committed', 2), change(one, 'g-c', 'pending', 3), change(one, 'g-c', 'critical', 1)]);
    // One garage of each product: on SQLite the upsert itself answers the totals (the other garages' rows summed beside it).
    await move([change(one, 'g-b', 'real', 4), change(one, 'g-b', 'committed', 1), change(two, 'g-a', 'real', -2)]);
    expect(await inventory(server.url, admin, one)).toMatchObject({ real: 9, committed: 3, pending: 3, critical: 1, theoretical: 9 });
    expect(await inventory(server.url, admin, two)).toMatchObject({ real: -2, committed: 0, pending: 0, theoretical: -2 });
    await move([change(one, 'g-d', 'pending', 0.5)]);
    expect(await inventory(server.url, admin, one)).toMatchObject({ real: 9, committed: 3, pending: 3.5, theoretical: 9.5 });
  });

  it('refuses a move of a product that does not exist, and leaves no stock row of it', async () => {
    const missing = '0123456789abcdef01234567';
    await expect(move([change(missing, 'g-a', 'real', 1)])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await server.database.db.selectFrom('stock').select('product').where('product', '=', missing).execute();
    expect(row).toBeUndefined();
  });

  it('keeps the totals right when writers of the same product wait for each other', async () => {
    const product = (await createProduct(server.url, admin, { provider, unit: 'UNITY' }))._id;
    await move([change(product, 'g-a', 'real', 1), change(product, 'g-b', 'real', 1)]);
    // Each waits for the stock rows the one before it holds (on PostgreSQL), and each must add to what that one left.
    await Promise.all(Array.from({ length: 12 }, (_, i) => move([change(product, 'g-a', 'real', 2), change(product, 'g-b', i % 2 === 0 ? 'committed' : 'real', 1)])));
    expect(await inventory(server.url, admin, product)).toMatchObject({ real: 2 + 24 + 6, committed: 6, theoretical: 2 + 24 + 6 - 6 });
  });
});
