/**
 * `GET /sync/pull` (design.md sync protocol): the cursor advances past each change, pages with
 * `hasMore`, a disabled document comes as a tombstone, a cursor the server never issued answers
 * `reset`, and each role receives only what it may read — over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, createStaff, customerSignIn, expectStatus } from '../../support/actors.js';
import { createCategory, createProduct, createProvider } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Change {
  collection: string;
  id: string;
  seq: number;
  deleted: boolean;
  doc?: Record<string, unknown>;
}

interface Pull {
  serverId: string;
  reset: boolean;
  cursor: number;
  hasMore: boolean;
  changes: Change[];
}

const CATALOG = ['categories', 'deliveries', 'garages', 'products', 'taxes'];

describe.each(FLAVOURS)('sync pull on %s', (flavour) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const pull = (cursor: number, token = admin, limit = 5000) => expectStatus(call<Pull>(server.url, 'GET', `/sync/pull?cursor=${cursor}&limit=${limit}`, { token }));
  const head = async () => (await pull(0)).cursor;
  const collections = (result: Pull) => [...new Set(result.changes.map((c) => c.collection))].sort();

  it('brings every document on a first pull, the seeded ones included', async () => {
    const first = await pull(0);
    expect(first.reset).toBe(false);
    expect(first.serverId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.changes.map((c) => c.collection)).toEqual(['garages', 'taxes', 'taxes', 'taxes', 'taxes', 'users', 'users']);
    expect(first.changes.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect({ cursor: first.cursor, hasMore: first.hasMore }).toEqual({ cursor: 7, hasMore: false });
    expect(first.changes[0]?.doc).toMatchObject({ name: 'Temperley', isDefault: true });
  });

  it('advances the cursor past each change and brings only what changed since, once, in its latest version', async () => {
    const from = await head();
    const provider = await createProvider(server.url, admin, 'Proveedor Sync');
    const created = await pull(from);
    expect(created.changes).toEqual([{ collection: 'providers', id: provider, seq: from + 1, deleted: false, doc: expect.objectContaining({ name: 'Proveedor Sync' }) }]);
    expect({ cursor: created.cursor, hasMore: created.hasMore }).toEqual({ cursor: from + 1, hasMore: false });

    await expectStatus(call(server.url, 'PATCH', `/provider/${provider}`, { token: admin, body: { phone: '4242-4242' } }));
    const twice = await pull(from);
    expect(twice.changes.map((c) => [c.id, c.seq, c.doc?.phone])).toEqual([[provider, from + 2, '4242-4242']]);
    const nothing = await pull(twice.cursor);
    expect(nothing).toMatchObject({ changes: [], cursor: from + 2, hasMore: false, serverId: twice.serverId });
  });

  it('pages with hasMore when more changed than the limit', async () => {
    const from = await head();
    const ids: string[] = [];
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco']) ids.push(await createCategory(server.url, admin, name));
    const pages: Pull[] = [];
    let cursor = from;
    for (;;) {
      const page = await pull(cursor, admin, 2);
      pages.push(page);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(pages.map((p) => [p.changes.length, p.hasMore, p.cursor])).toEqual([
      [2, true, from + 2],
      [2, true, from + 4],
      [1, false, from + 5],
    ]);
    expect(pages.flatMap((p) => p.changes.map((c) => c.id))).toEqual(ids);
  });

  it('sends a disabled document as a tombstone, and the document again once enabled', async () => {
    const category = await createCategory(server.url, admin, 'Efímera');
    const from = await head();
    await expectStatus(call(server.url, 'PUT', `/category/${category}`, { token: admin }));
    const disabled = await pull(from);
    expect(disabled.changes).toEqual([{ collection: 'categories', id: category, seq: from + 1, deleted: true }]);
    await expectStatus(call(server.url, 'PUT', `/category/${category}/enable`, { token: admin }));
    const enabled = await pull(disabled.cursor);
    expect(enabled.changes).toEqual([{ collection: 'categories', id: category, seq: from + 2, deleted: false, doc: expect.objectContaining({ status: true }) }]);
  });

  it('answers reset to a cursor beyond the newest change', async () => {
    const newest = await head();
    const future = await pull(newest + 100);
    expect(future).toEqual({ serverId: expect.any(String), reset: true, cursor: 0, hasMore: true, changes: [] });
    expect((await pull(newest)).reset).toBe(false);
  });

  describe('per role', () => {
    let ana: { id: string; token: string };
    let anasCustomer: string;
    let betosCustomer: string;
    let inCatalog: string;
    let offCatalog: string;

    beforeAll(async () => {
      const anaStaff = await createStaff(server.url, admin, { name: 'Ana', username: 'ana', role: 'AV' });
      const beto = await createStaff(server.url, admin, { name: 'Beto', username: 'beto', role: 'AV' });
      ana = { id: anaStaff.user._id, token: anaStaff.token };
      anasCustomer = (await createCustomer(server.url, ana.token, { name: 'Cliente de Ana', phone: '+54 11 70007000' }))._id;
      betosCustomer = (await createCustomer(server.url, beto.token, { name: 'Cliente de Beto' }))._id;
      await createCustomer(server.url, admin, { name: 'Cliente de la casa' });
      const provider = await createProvider(server.url, admin, 'Proveedor Catálogo');
      inCatalog = (await createProduct(server.url, admin, provider, { name: 'En catálogo' }))._id;
      offCatalog = (await createProduct(server.url, admin, provider, { name: 'Fuera de catálogo', catalog: false }))._id;
      await expectStatus(call(server.url, 'POST', '/delivery', { token: admin, body: { name: 'Solo partners', roles: ['AV'] } }), 201);
      await expectStatus(call(server.url, 'POST', '/delivery', { token: admin, body: { name: 'Para todos' } }), 201);
      await expectStatus(call(server.url, 'POST', '/delivery', { token: admin, body: { name: 'Solo clientes', roles: ['CUSTOMER'] } }), 201);
    });

    it('gives an AV only its own customers, plus the catalog and the providers', async () => {
      const result = await pull(0, ana.token);
      expect(collections(result)).toEqual([...CATALOG, 'customers', 'providers'].sort());
      expect(result.changes.filter((c) => c.collection === 'customers').map((c) => c.id)).toEqual([anasCustomer]);
      const products = result.changes.filter((c) => c.collection === 'products' && !c.deleted).map((c) => c.id);
      expect(products).toEqual(expect.arrayContaining([inCatalog, offCatalog]));
      // The option for customers only is not even named to it as a removal.
      const options = result.changes.filter((c) => c.collection === 'deliveries');
      expect(options.map((c) => [c.doc?.name, c.deleted])).toEqual([
        ['Solo partners', false],
        ['Para todos', false],
      ]);

      const seen = result.cursor;
      await expectStatus(call(server.url, 'PATCH', `/customer/${betosCustomer}`, { token: admin, body: { notes: 'cambio ajeno' } }));
      const after = await pull(seen, ana.token);
      expect(after.changes).toEqual([]);
      expect(after.cursor).toBe(seen + 1);
    });

    it('gives a customer only the public catalog: products in it, as its public projection, and the options open to customers', async () => {
      const { token } = await customerSignIn(server, '+54 11 70007000');
      const result = await pull(0, token);
      // Taxes and garages are staff reference data: no customer route reads them (domain §8).
      expect(collections(result)).toEqual(['categories', 'deliveries', 'products']);
      const visible = (collection: string) => result.changes.filter((c) => c.collection === collection && !c.deleted);
      expect(visible('products').map((c) => c.id)).toEqual([inCatalog]);
      const shown = await expectStatus(call<Record<string, unknown>>(server.url, 'GET', `/product/${inCatalog}`, { token }));
      expect(visible('products')[0]?.doc).toEqual(shown);
      expect(shown).not.toHaveProperty('taxBase');
      // Nor is it told of a product it never could see, not even as a removal (sync-departures.test.ts).
      expect(result.changes.find((c) => c.id === offCatalog)).toBeUndefined();
      expect(visible('deliveries').map((c) => c.doc?.name)).toEqual(['Para todos', 'Solo clientes']);
    });
  });
});
