/**
 * Writers side by side (db/write.ts): on PostgreSQL write transactions no longer run one at a time,
 * so what one reads and then rewrites (a stock row, a product's inventory, a running number) must
 * still add up as if they had. Many adjustments of one product are sent at once, in two garages:
 * every one counts, each record carries the figure it left in its garage, the product's inventory is
 * the sum of both, the records' numbers run without a gap or a repeat, and each document row holds
 * the change number a pull hands out for it (PostgreSQL takes the numbers as the transaction closes
 * and then renumbers the rows it wrote). Counts of one product sent at once each set the figure from
 * what the one before left (its stock row read locked). Run on SQLite too, whose writers are one at a time: both
 * must answer the same. And on PostgreSQL, a write whose document another write changed after it
 * read it runs again from the new version rather than overwrite it (a lost update), and a pairing
 * code redeemed twice at once pairs one device.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { docs, insertDoc, requireDoc, saveDoc } from '../../../src-server/db/documents.js';
import { runWrite, type WriteTx } from '../../../src-server/db/write.js';
import { CATEGORIES } from '../../../src-server/features/catalog/collections.js';
import { createStaff, expectStatus } from '../../support/actors.js';
import { createProduct, createProvider, inventory, uniqueName, type Product } from '../../support/orders.js';
import { ADMIN, call, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

const PER_GARAGE = 8;

describe.each(FLAVOURS)('concurrent writes of the same rows on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let product: Product;
  let north: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    product = await createProduct(server.url, admin, { provider: await createProvider(server.url, admin), unit: 'UNITY' });
    north = (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/garage', { token: admin, body: { name: uniqueName('Norte ') } }), 201))._id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts every adjustment sent at once, in each garage and in the product', async () => {
    const adjust = (garage: string | undefined) =>
      expectStatus(call(server.url, 'PUT', `/product/${product._id}/adjustment`, { token: admin, body: { quantity: 1, reason: 'a la vez', ...(garage ? { garage } : {}) } }));
    await Promise.all(Array.from({ length: 2 * PER_GARAGE }, (_, i) => adjust(i % 2 === 0 ? north : undefined)));

    expect(await inventory(server.url, admin, product._id)).toMatchObject({ real: 2 * PER_GARAGE });
    const records = await docs(server.database.db).selectFrom('records').select(['garage', 'number', 'doc']).where('product', '=', product._id).execute();
    expect(records).toHaveLength(2 * PER_GARAGE);
    const results = new Map<string, number[]>();
    for (const record of records) {
      const garage = String(record.garage);
      results.set(garage, [...(results.get(garage) ?? []), (JSON.parse(String(record.doc)) as { result: number }).result]);
    }
    const oneToEight = Array.from({ length: PER_GARAGE }, (_, i) => i + 1);
    expect([...results.values()].map((figures) => [...figures].sort((a, b) => a - b))).toEqual([oneToEight, oneToEight]);
    const numbers = records.map((record) => Number(record.number)).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(numbers.length);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('sets a counted figure from what the count before it left, when counts are sent at once', async () => {
    const counted = await createProduct(server.url, admin, { provider: await createProvider(server.url, admin), unit: 'UNITY' });
    const count = (real: number) => expectStatus(call(server.url, 'PUT', `/product/${counted._id}/force/adjustment`, { token: admin, body: { real, reason: 'recuento' } }));
    await Promise.all(Array.from({ length: PER_GARAGE }, () => count(5)));

    // The first count moves real from 0 to 5; every later one reads 5 and moves nothing.
    expect(await inventory(server.url, admin, counted._id)).toMatchObject({ real: 5 });
    const records = await docs(server.database.db).selectFrom('records').select('doc').where('product', '=', counted._id).execute();
    expect(records.map((record) => JSON.parse(String(record.doc)) as { delta: number; result: number })).toEqual([expect.objectContaining({ delta: 5, result: 5 })]);
  });

  it('leaves each written row with the change number its change row has', async () => {
    for (const table of ['products', 'records']) {
      const { rows } = await sql<{ doc_seq: number | string; change_seq: number | string }>`
        select d.seq as doc_seq, c.seq as change_seq from ${sql.table(table)} as d join changes as c on c.doc_id = d.id and c.collection = ${table}`.execute(server.database.db);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => Number(row.doc_seq) !== Number(row.change_seq))).toEqual([]);
    }
  });
});

describe('a write whose row changed under it, on postgres', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('postgres', inject('postgresUrl'));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs again from what the other write committed instead of overwriting it', async () => {
    const write = <T>(work: (tx: WriteTx) => Promise<T>) => runWrite(server.database, { actor: null, now: new Date() }, work);
    const rename = async (tx: WriteTx, id: string, suffix: string) => {
      const current = await requireDoc(tx.trx, CATEGORIES, id);
      return { current, rename: () => saveDoc(tx, CATEGORIES, current, { ...current, name: `${current.name} + ${suffix}` }) };
    };
    const category = await write((tx) => insertDoc(tx, CATEGORIES, { name: 'Base', slug: 'base-releida' }));
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signal = (): void => undefined;
    const hasRead = new Promise<void>((resolve) => {
      signal = resolve;
    });
    let runs = 0;
    const first = write(async (tx) => {
      runs += 1;
      const read = await rename(tx, category._id, 'primera');
      if (runs === 1) {
        signal();
        await held;
      }
      return read.rename();
    });
    await hasRead;
    // Commits a new version while the first write holds the one it read.
    await write(async (tx) => (await rename(tx, category._id, 'segunda')).rename());
    release();
    expect((await first).name).toBe('Base + segunda + primera');
    expect(runs).toBe(2);
  });

  it('pairs one device when a pairing code is redeemed twice at once', async () => {
    const admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const staff = await createStaff(server.url, admin, { name: 'Dos a la vez', username: 'dos-a-la-vez', role: 'OPERACION' });
    const { code } = await expectStatus(call<{ code: string }>(server.url, 'POST', '/auth/pair', { token: admin, body: { user: staff.user._id } }), 201);
    const answers = await Promise.all([1, 2].map(() => call(server.url, 'POST', `/auth/pair/${code}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });
});
