/**
 * Migration 0006 and the product search cache: the search version rises when a product is added or
 * changes what a search sees (name, status), never for a stock movement; and a repeated search
 * answers the products as they are now — a new or renamed product appears at once, a disabled one
 * leaves the catalog at once, and the page's documents carry the latest stock.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProduct, createProvider, productBody, type Product } from '../../support/catalog.js';
import { ADMIN, call, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface ProductPage {
  docs: Product[];
  total: number;
}

describe.each(FLAVOURS)('product search cache on %s', (flavour) => {
  let server: TestServer;
  let token: string;
  let provider: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    token = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, token, 'Proveedor Cache');
  });
  afterAll(async () => {
    await server?.close();
  });

  const versionOf = async (name: 'products' | 'product_names') =>
    Number((await server.database.db.selectFrom('search_versions').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value);
  const version = () => versionOf('products');
  const search = async (text: string): Promise<ProductPage> => {
    const answer = await call<ProductPage>(server.url, 'GET', `/product/public?query=${encodeURIComponent(text)}`, { token });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** A product update restates its prices (the contract's PATCH body): here only the name changes. */
  const rename = (id: string, name: string, slug: string) => send('PATCH', `/product/${id}`, productBody(provider, { name, slug, taxes: [] }));
  const names = (page: ProductPage) => page.docs.map((p) => p.name);
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await call<Product>(server.url, method, path, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };

  it('raises the version for a new product, a rename and a disable, and not for a stock adjustment', async () => {
    const start = await version();
    const product = await createProduct(server.url, token, provider, { name: 'Mortadela Bocha', slug: 'mortadela-bocha' });
    expect(await version()).toBeGreaterThan(start);

    const afterCreate = await version();
    await send('PUT', `/product/${product._id}/adjustment`, { quantity: 12, reason: 'conteo' });
    expect(await version()).toBe(afterCreate);

    await rename(product._id, 'Mortadela Bocha Italiana', 'mortadela-bocha');
    const afterRename = await version();
    expect(afterRename).toBeGreaterThan(afterCreate);

    await send('DELETE', `/product/${product._id}`);
    expect(await version()).toBeGreaterThan(afterRename);
  });

  it('raises the names’ version (migration 0023) for a new product and a rename only: a shortage flag, a catalog change, a disable and a stock adjustment leave it', async () => {
    const both = async () => ({ products: await version(), names: await versionOf('product_names') });
    const start = await both();
    const product = await createProduct(server.url, token, provider, { name: 'Queso Reggianito', slug: 'queso-reggianito' });
    const created = await both();
    expect(created.names).toBeGreaterThan(start.names);

    const edit = (fields: Record<string, unknown>) => send('PATCH', `/product/${product._id}`, productBody(provider, { name: 'Queso Reggianito', slug: 'queso-reggianito', taxes: [], ...fields }));
    await edit({ isShortage: true });
    await edit({ isShortage: true, catalog: false });
    await send('DELETE', `/product/${product._id}`);
    await send('PUT', `/product/${product._id}/enable`);
    await send('PUT', `/product/${product._id}/adjustment`, { quantity: 3, reason: 'conteo' });
    const edited = await both();
    // What filtered searches see moved (the cache's version); the names did not.
    expect(edited.products).toBeGreaterThan(created.products);
    expect(edited.names).toBe(created.names);

    await edit({ name: 'Queso Reggianito Rallado', isShortage: true, catalog: false });
    expect(await versionOf('product_names')).toBeGreaterThan(edited.names);
  });

  it('a repeated search sees new, renamed and disabled products at once, and the latest stock', async () => {
    expect((await search('salchichon')).total).toBe(0);
    const first = await createProduct(server.url, token, provider, { name: 'Salchichón Primavera', slug: 'salchichon-primavera' });
    expect(names(await search('salchichon'))).toEqual(['Salchichón Primavera']);
    await createProduct(server.url, token, provider, { name: 'Salchichón Alemán', slug: 'salchichon-aleman' });
    expect(names(await search('salchichon'))).toEqual(['Salchichón Alemán', 'Salchichón Primavera']);

    await rename(first._id, 'Longaniza Primavera', 'longaniza-primavera');
    expect(names(await search('salchichon'))).toEqual(['Salchichón Alemán']);
    expect(names(await search('longaniza'))).toEqual(['Longaniza Primavera']);
    await send('DELETE', `/product/${first._id}`);
    expect((await call<ProductPage>(server.url, 'GET', '/product/public?query=longaniza&status=true', { token })).body.total).toBe(0);
    await send('PUT', `/product/${first._id}/enable`);

    const before = (await search('longaniza')).docs[0]?.inventory.real;
    await send('PUT', `/product/${first._id}/adjustment`, { quantity: 7, reason: 'ingreso' });
    expect((await search('longaniza')).docs[0]?.inventory.real).toBe((before ?? 0) + 7);
  });

  it('answers a search’s documents byte for byte as stored, with their length and media type, accents and characters beyond U+FFFF included', async () => {
    const made = [
      await createProduct(server.url, token, provider, { name: 'Té 🍵 Ñandú Único', slug: 'te-nandu-unico' }),
      await createProduct(server.url, token, provider, { name: 'Té 🍵 Ñandú Açaí', slug: 'te-nandu-acai' }),
    ];
    for (let repeat = 0; repeat < 2; repeat += 1) {
      const answer = await fetch(`${server.url}/product/public?query=${encodeURIComponent('ñandu 🍵')}`, { headers: { authorization: `Bearer ${token}` } });
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
      const { rows: stored } = await sql<{ id: string; doc: string }>`select id, doc from products where id in (${sql.join(made.map((p) => p._id))})`.execute(server.database.db);
      const docOf = (id: string) => stored.find((row) => row.id === id)?.doc ?? '';
      // Name order: "Açaí" before "Único".
      const expected = `{"docs":[${docOf(made[1]?._id ?? '')},${docOf(made[0]?._id ?? '')}],"total":2,"page":1,"limit":20,"pages":1}`;
      expect(bytes.toString('utf8')).toBe(expected);
      expect(bytes.equals(Buffer.from(expected))).toBe(true);
      expect((JSON.parse(bytes.toString('utf8')) as ProductPage).docs.map((p) => p.name)).toEqual(['Té 🍵 Ñandú Açaí', 'Té 🍵 Ñandú Único']);
    }
  });

  it('pages past what an earlier search kept, with the same total', async () => {
    for (let i = 0; i < 5; i += 1) await createProduct(server.url, token, provider, { name: `Bondiola ${i}`, slug: `bondiola-${i}` });
    const pageOf = (page: number) => call<ProductPage>(server.url, 'GET', `/product/public?query=bondiola&limit=2&page=${page}`, { token });
    const pages = [(await pageOf(1)).body, (await pageOf(2)).body, (await pageOf(3)).body];
    expect(pages.map(names)).toEqual([['Bondiola 0', 'Bondiola 1'], ['Bondiola 2', 'Bondiola 3'], ['Bondiola 4']]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
  });
});
