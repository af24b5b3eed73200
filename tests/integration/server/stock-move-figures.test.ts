/**
 * A stock move's products' figures (`inventory`) as readers see them, on both databases: after a
 * confirm and a delivery the stock, the records with their running numbers and results, the
 * products' figures, times and change numbers, their history and the next pull; a statement of the
 * same write that reads the product (through the document store or a query built with Kysely)
 * sees the figures its move left; a write that fails after its move, in its work or in its closing
 * statement, leaves nothing of it. Written for a fold of the figures' update into SQLite's closing
 * statement (bench/issue-21-pg.md, round 11), which any such fold must pass.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HistoryEntry } from '../../../src-shared/history.js';
import { writeAtClose } from '../../../src-server/db/closing-rows.js';
import { docs, getDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PRODUCTS } from '../../../src-server/features/products/collection.js';
import { applyStockChanges, type StockChange } from '../../../src-server/features/stock/service.js';
import { createCustomer, createStaff, expectStatus, type PageOf } from '../../support/actors.js';
import { addStock, createOrder, createProduct, createProvider, moveOrder, stockSnapshot, uniqueName, type Product } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Pull {
  cursor: number;
  changes: Array<{ collection: string; id: string; seq: number; doc: (Product & { result?: number; refId?: string }) | null }>;
}

describe.each(FLAVOURS)('products’ figures after a stock move on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let partner: string;
  let customer: string;
  let oil: string;
  let rice: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const provider = await createProvider(server.url, admin);
    oil = (await createProduct(server.url, admin, { provider, unit: 'UNITY' }))._id;
    rice = (await createProduct(server.url, admin, { provider, unit: 'UNITY' }))._id;
    await addStock(server.url, admin, oil, 100);
    await addStock(server.url, admin, rice, 50);
    const staff = await createStaff(server.url, admin, { name: 'Socio', username: uniqueName('socio'), role: 'AV' });
    partner = staff.token;
    customer = (await createCustomer(server.url, partner, { name: uniqueName('Cliente') }))._id;
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  const pull = (cursor: number) => expectStatus(call<Pull>(server.url, 'GET', `/sync/pull?cursor=${cursor}&limit=5000`, { token: admin }));
  const productRow = (id: string) => docs(db()).selectFrom('products').select(['doc', 'seq', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const changeSeq = async (id: string) => Number((await db().selectFrom('changes').select('seq').where('collection', '=', 'products').where('doc_id', '=', id).executeTakeFirstOrThrow()).seq);
  const history = async (id: string) => (await expectStatus(call<PageOf<HistoryEntry>>(server.url, 'GET', `/history?entity=products&id=${id}&limit=50`, { token: admin }))).docs;
  const records = async (order: string) =>
    (await docs(db()).selectFrom('records').select(['doc', 'number']).where('ref_id', '=', order).orderBy('number').execute()).map((row) => ({
      number: Number(row.number),
      ...(JSON.parse(row.doc) as { product: string; field: string; delta: number; result: number }),
    }));

  /** The product as stored: its figures, its time and change number as the row holds them, beside its change row and document. */
  async function stored(id: string): Promise<{ inventory: Product['inventory']; updatedAt: string; rowTime: string; seq: number; changeSeq: number }> {
    const row = await productRow(id);
    const doc = JSON.parse(row.doc) as Product & { updatedAt: string };
    return { inventory: doc.inventory, updatedAt: doc.updatedAt, rowTime: String(row.updated_at), seq: Number(row.seq), changeSeq: await changeSeq(id) };
  }

  /** The product as a move answered by `answer` left it: its time is the move's, in its document and its row, and its row's change number is its change row's. */
  async function storedAfter(id: string, answer: unknown): Promise<Awaited<ReturnType<typeof stored>>> {
    const product = await stored(id);
    expect(product.updatedAt).toBe((answer as { updatedAt: string }).updatedAt);
    expect(product.rowTime).toBe(product.updatedAt);
    expect(product.seq).toBe(product.changeSeq);
    return product;
  }

  it('leaves the stock, the records and the products’ figures after a confirm and a delivery as a reader sees them, each in the next pull', async () => {
    const order = await createOrder(server.url, partner, {
      customer,
      items: [
        { product: oil, quantity: 2 },
        { product: rice, quantity: 3 },
      ],
    });
    const from = (await pull(0)).cursor;
    const confirmed = await moveOrder(server.url, admin, order._id, ['confirm']);
    const oilAfterConfirm = await storedAfter(oil, confirmed);
    expect(oilAfterConfirm.inventory).toEqual({ real: 100, committed: 2, pending: 0, critical: 0, theoretical: 98 });
    expect((await stored(rice)).inventory).toEqual({ real: 50, committed: 3, pending: 0, critical: 0, theoretical: 47 });
    const confirmedPull = await pull(from);
    const pulledOil = confirmedPull.changes.find((change) => change.collection === 'products' && change.id === oil);
    expect(pulledOil?.doc?.inventory).toEqual(oilAfterConfirm.inventory);
    expect(pulledOil?.seq).toBe(oilAfterConfirm.seq);
    expect(confirmedPull.changes.filter((change) => change.collection === 'records' && change.doc?.refId === order._id)).toHaveLength(2);
    const moves = (await history(oil)).filter((entry) => entry.route === 'order.confirm');
    expect(moves.map((entry) => entry.changes)).toEqual([{ 'inventory.committed': { before: 0, after: 2 }, 'inventory.theoretical': { before: 100, after: 98 } }]);

    const delivered = await moveOrder(server.url, admin, order._id, ['prepare', 'deliver']);
    const oilAfterDelivery = await storedAfter(oil, delivered);
    expect(oilAfterDelivery.inventory).toEqual({ real: 98, committed: 0, pending: 0, critical: 0, theoretical: 98 });
    expect((await stored(rice)).inventory).toEqual({ real: 47, committed: 0, pending: 0, critical: 0, theoretical: 47 });
    expect(oilAfterDelivery.seq).toBeGreaterThan(oilAfterConfirm.seq);
    const deliveredPull = await pull(confirmedPull.cursor);
    expect(deliveredPull.changes.find((change) => change.collection === 'products' && change.id === oil)?.doc?.inventory).toEqual(oilAfterDelivery.inventory);
    // The delivery's stock lines: the stock rows and each record's running number and the figure it left.
    const lines = await records(order._id);
    expect(lines.map(({ product, field, delta, result }) => ({ product, field, delta, result }))).toEqual([
      { product: oil, field: 'committed', delta: 2, result: 2 },
      { product: rice, field: 'committed', delta: 3, result: 3 },
      { product: oil, field: 'committed', delta: -2, result: 0 },
      { product: oil, field: 'real', delta: -2, result: 98 },
      { product: rice, field: 'committed', delta: -3, result: 0 },
      { product: rice, field: 'real', delta: -3, result: 47 },
    ]);
    expect(lines.map(({ number }) => number - (lines[0]?.number ?? 0))).toEqual([0, 1, 2, 3, 4, 5]);
    const stock = await db().selectFrom('stock').select(['product', 'real', 'committed']).where('product', 'in', [oil, rice]).orderBy('product').execute();
    expect(stock.map((row) => ({ product: row.product, real: Number(row.real), committed: Number(row.committed) }))).toEqual(
      [
        { product: oil, real: 98_000, committed: 0 },
        { product: rice, real: 47_000, committed: 0 },
      ].sort((a, b) => (a.product < b.product ? -1 : 1)),
    );
  });

  const change = (product: string, delta: number): StockChange => ({ product, garage: 'g-held', field: 'real', delta, reason: 'prueba', refKind: 'adjustment', refId: null, path: 'quantity' });

  it('shows a statement of the same write the figures its move left, through the document store and a query built with Kysely', async () => {
    const before = (await stored(rice)).inventory.real;
    const seen = await runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
      await applyStockChanges(tx, [change(rice, 5)]);
      const row = await docs(tx.trx).selectFrom('products').select('doc').where('id', '=', rice).executeTakeFirstOrThrow();
      // A second move of the same product in the write adds to what the first left.
      await applyStockChanges(tx, [change(rice, 1)]);
      const read = (await getDoc(tx.trx, PRODUCTS, rice))?.inventory.real;
      return { built: (JSON.parse(row.doc) as Product).inventory.real, read };
    });
    expect(seen).toEqual({ built: before + 5, read: before + 6 });
    const after = await stored(rice);
    expect(after.inventory.real).toBe(before + 6);
    expect(after.seq).toBe(after.changeSeq);
    const adjustments = (await history(rice)).filter((entry) => entry.changes['inventory.real']?.before === before || entry.changes['inventory.real']?.before === before + 5);
    expect(adjustments.map((entry) => entry.changes['inventory.real'])).toEqual(
      expect.arrayContaining([
        { before, after: before + 5 },
        { before: before + 5, after: before + 6 },
      ]),
    );
  });

  it('leaves the stock, the records and the product as they were when the write fails after its move, in its work or in its closing statement', async () => {
    const snapshot = async () => ({ stock: await stockSnapshot(server, [oil]), product: await productRow(oil), change: await changeSeq(oil) });
    const before = await snapshot();
    await expect(
      runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
        await applyStockChanges(tx, [change(oil, 7)]);
        throw new Error('the write fails after its move');
      }),
    ).rejects.toThrow('the write fails after its move');
    expect(await snapshot()).toEqual(before);
    const kept = { key: uniqueName('clave'), principal: 'user-1', method: 'POST', path: '/garage', status_code: 201, body: '{}', created_at: new Date().toISOString(), body_hash: null };
    await runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
      writeAtClose(tx.state, 'idempotency', kept);
      await applyStockChanges(tx, [change(rice, 1)]);
    });
    const again = await snapshot();
    // The same key again breaks the table's key in the closing statement, which then holds the move's figures.
    await expect(
      runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
        await applyStockChanges(tx, [change(oil, 7)]);
        writeAtClose(tx.state, 'idempotency', kept);
      }),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(again);
  });
});
