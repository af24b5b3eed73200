/**
 * PostgreSQL: a product's stock figures are written into its row by every move (an adjustment, a
 * confirm, a delivery), so its row is the most updated of the catalog. Its table keeps room on each
 * page (migration 0025) for the new version of a row to stay on the row's own page, where
 * PostgreSQL updates it without a new entry in each of the table's indexes. Seen from outside:
 * after a stock adjustment of one product on each page, its row is still on the page it was on
 * (`ctid`). Without the room, a product on a full page moved to another.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { expectStatus } from '../../support/actors.js';
import { createProduct, createProvider, type Product } from '../../support/catalog.js';
import { freshPostgresUrl } from '../../support/databases.js';
import { ADMIN, call, signIn } from '../../support/server.js';

/** Products enough to fill several pages (about a dozen rows a page at full pages). */
const PRODUCTS = 40;

describe('products’ rows on PostgreSQL', () => {
  let server: RunningServer;
  let client: pg.Client;
  let admin = '';
  const products: Product[] = [];

  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl(inject('postgresUrl'));
    server = await startServer({ databaseUrl, adminUsername: ADMIN.username, adminPassword: ADMIN.password, logger: false });
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const provider = await createProvider(server.url, admin, 'Almacén Mayorista');
    for (let i = 0; i < PRODUCTS; i += 1) products.push(await createProduct(server.url, admin, provider, { name: `Fideos tirabuzón ${i}`, unit: 'UNITY' }));
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await server?.close();
  });

  /** The page each product's row is on. */
  const pages = async (): Promise<Map<string, number>> => {
    const { rows } = await client.query<{ id: string; page: string }>(`select "id", (ctid::text::point)[0]::bigint::text as "page" from "products"`);
    return new Map(rows.map((row) => [row.id, Number(row.page)]));
  };

  it('keeps each product’s row on its page when its stock moves', async () => {
    const before = await pages();
    // One product a page: its two new versions (the figures, then the change number) need room on
    // that page whether or not PostgreSQL has pruned anything yet, which a snapshot held elsewhere
    // (a busy test run) can delay: moving every product of a page measured pruning, not the room.
    const onePerPage = [...new Map(products.map((product) => [before.get(product._id), product])).values()];
    expect(onePerPage.length).toBeGreaterThan(1);
    for (const product of onePerPage) await expectStatus(call(server.url, 'PUT', `/product/${product._id}/adjustment`, { token: admin, body: { quantity: 12, reason: 'ingreso' } }));
    const after = await pages();
    const moved = onePerPage.filter((product) => after.get(product._id) !== before.get(product._id)).length;
    expect(moved).toBe(0);
    // The moves were stored.
    const stored = await expectStatus(call<Product>(server.url, 'GET', `/product/${onePerPage[0]!._id}`, { token: admin }));
    expect(stored.inventory).toMatchObject({ real: 12 });
  });
});
