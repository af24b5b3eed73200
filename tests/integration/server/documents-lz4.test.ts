/**
 * PostgreSQL: an order's document long enough to be compressed in its row (about 2 KB and over) is
 * compressed with lz4 (migration 0028), as every confirmation, preparation and delivery rewrites
 * it; with PostgreSQL's default (pglz) it took about 3% of the database's CPU per lifecycle. Seen
 * from outside: an order of many lines, confirmed, reads back whole over HTTP, and its stored
 * document and its history entry's changes are compressed with lz4, not pglz.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer } from '../../support/actors.js';
import { createOrder, moveOrder, productOf363, type Order } from '../../support/orders.js';
import { createProduct, createProvider } from '../../support/catalog.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

/** Lines enough for the order's document to pass the 2 KB past which PostgreSQL compresses a value. */
const LINES = 12;

describe('long documents on PostgreSQL', () => {
  let server: TestServer;
  let admin = '';

  beforeAll(async () => {
    server = await startTestServer('postgres', inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  it('stores a confirmed order of many lines compressed with lz4 and reads it back whole', async () => {
    const provider = await createProvider(server.url, admin, 'Distribuidora del Sur');
    const products = [await productOf363(server.url, admin)];
    for (let i = 1; i < LINES; i += 1) products.push((await createProduct(server.url, admin, provider, { name: `Yerba mate suave ${i} kg`, unit: 'UNITY' }))._id);
    const customer = await createCustomer(server.url, admin, { name: 'Almacén Don Pepe' });
    const created = await createOrder(server.url, admin, { customer: customer._id, items: products.map((product) => ({ product, quantity: 2 })) });
    const confirmed = await moveOrder(server.url, admin, created._id, ['confirm']);

    const read = await call<Order>(server.url, 'GET', `/order/${created._id}`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.cart.items).toHaveLength(LINES);
    expect(read.body.state).toBe(confirmed.state);

    const { rows } = await sql<{
      length: number;
      method: string | null;
    }>`select octet_length("doc") as "length", pg_column_compression("doc") as "method" from "orders" where "id" = ${created._id}`.execute(server.database.db);
    expect(rows[0]!.length).toBeGreaterThan(2100);
    expect(rows[0]!.method).toBe('lz4');
    const history = await sql<{ method: string | null }>`select pg_column_compression("changes") as "method" from "history" where "doc_id" = ${created._id} and octet_length("changes") > 2100`.execute(
      server.database.db,
    );
    expect(history.rows.length).toBeGreaterThan(0);
    expect(history.rows.map((row) => row.method)).toEqual(history.rows.map(() => 'lz4'));
  });
});
