/**
 * Migration 0018: a product list held to one status (an API client's "enabled only", with or without
 * a search text) answers that status's products in name order, on both databases; and on SQLite it
 * walks `products_status_search_idx` rather than sorting the catalog even when the statistics
 * take a status value for a few thousand products of 100,000, as `ANALYZE` under `analysis_limit`
 * estimated on the bench's file (the plan that sorted every product: 47 ms at 100,000).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus, type PageOf } from '../../support/actors.js';
import { createProduct, createProvider, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const NAMES = ['Yerba mate 1 kg', 'Aceite de girasol 1.5 l', 'Dulce de leche 400 g', 'Arroz largo fino 1 kg', 'Harina 000 1 kg', 'Queso cremoso 1 kg'];

describe.each(FLAVOURS)('a product list held to one status on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let products: Product[];

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const provider = await createProvider(server.url, admin, 'Proveedor Orden');
    products = [];
    for (const name of NAMES) products.push(await createProduct(server.url, admin, provider, { name }));
    const disabled = products.find((p) => p.name.startsWith('Arroz'));
    await expectStatus(call(server.url, 'DELETE', `/product/${disabled?._id}`, { token: admin }));
  });
  afterAll(async () => server?.close());

  const names = async (query: string) => (await expectStatus(call<PageOf<Product>>(server.url, 'GET', `/product/public?${query}`, { token: admin }))).docs.map((p) => p.name);

  it('answers the enabled products in name order, and the disabled ones apart', async () => {
    const enabled = NAMES.filter((n) => !n.startsWith('Arroz')).sort((a, b) => a.localeCompare(b, 'es'));
    expect(await names('status=true&limit=20')).toEqual(enabled);
    expect(await names('status=false')).toEqual(['Arroz largo fino 1 kg']);
    expect(await names('status=true&query=de')).toEqual(['Aceite de girasol 1.5 l', 'Dulce de leche 400 g']);
  });

  it.runIf(flavour === 'sqlite')('walks the status and name index on SQLite even when the statistics make a status look selective', () => {
    const handle = server.database.sqlite;
    if (!handle) throw new Error('a SQLite server has its handle');
    handle.exec('analyze');
    handle.exec("delete from sqlite_stat1 where tbl = 'products'");
    const stat = handle.prepare("insert into sqlite_stat1 (tbl, idx, stat) values ('products', ?, ?)");
    stat.run('products_status_search_idx', '100000 2001 1');
    stat.run('products_catalog_search_idx', '100000 2001 2001 1');
    stat.run('products_name_search_idx', '100000 1');
    handle.exec('analyze sqlite_schema');
    const plan = (handle.prepare('explain query plan select number from products where status = 1 order by name_search limit 20').all() as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
    expect(plan).toContain('products_status_search_idx');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});
