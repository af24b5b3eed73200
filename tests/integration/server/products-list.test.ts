/**
 * `GET /product/public` with every filter of spec §7 (name, query, provider, category, unit,
 * catalog, status, isShortage, splitPackage, page, limit), as staff and as a customer — over HTTP,
 * on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, customerSignIn, expectStatus, type PageOf } from '../../support/actors.js';
import { createCategory, createProduct, createProvider, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const ALL = ['Aceite de Oliva', 'Arroz Largo', 'Jamón Cocido', 'Jamón Crudo', 'Queso Cremoso', 'Yerba Mate'];

describe.each(FLAVOURS)('product list on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let north: string;
  let south: string;
  let cured: string;
  let pantry: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    north = await createProvider(server.url, admin, 'Frigorífico Norte');
    south = await createProvider(server.url, admin, 'Mayorista Sur');
    cured = await createCategory(server.url, admin, 'Fiambres');
    pantry = await createCategory(server.url, admin, 'Almacen');
    const add = (provider: string, fields: Record<string, unknown>) => createProduct(server.url, admin, provider, fields);
    await add(north, { name: 'Jamón Crudo', unit: 'WEIGHT', category: cured, title: 'Jamón serrano estacionado' });
    await add(north, { name: 'Jamón Cocido', unit: 'WEIGHT', category: cured, catalog: false });
    await add(south, { name: 'Queso Cremoso', unit: 'WEIGHT', category: cured, isShortage: true });
    await add(south, { name: 'Aceite de Oliva', category: pantry, splitPackage: true });
    const yerba = await add(north, { name: 'Yerba Mate', category: pantry });
    await add(south, { name: 'Arroz Largo' });
    await expectStatus(call(server.url, 'DELETE', `/product/${yerba._id}`, { token: admin }));
  });
  afterAll(() => server?.close());

  const list = (query: string, token = admin) => expectStatus(call<PageOf<Product>>(server.url, 'GET', `/product/public${query}`, { token }));
  const names = async (query: string, token = admin) => (await list(query, token)).docs.map((p) => p.name);

  it('lists every product in name order with the paging figures', async () => {
    const page = await list('');
    expect(page.docs.map((p) => p.name)).toEqual(ALL);
    expect({ total: page.total, page: page.page, limit: page.limit, pages: page.pages }).toEqual({ total: 6, page: 1, limit: 20, pages: 1 });
  });

  it('finds text without caring for accents or case, in the name, title or slug', async () => {
    expect(await names('?query=jamon')).toEqual(['Jamón Cocido', 'Jamón Crudo']);
    expect(await names('?query=JAMÓN%20CRU')).toEqual(['Jamón Crudo']);
    expect(await names('?query=serrano')).toEqual(['Jamón Crudo']);
    expect(await names('?query=aceite-de')).toEqual(['Aceite de Oliva']);
    expect(await names('?name=cremoso')).toEqual(['Queso Cremoso']);
    expect(await names('?name=caviar')).toEqual([]);
  });

  it('treats % and _ typed by the user as plain characters', async () => {
    expect((await list('?query=%25')).total).toBe(0);
    expect((await list('?query=_')).total).toBe(0);
  });

  it('filters by provider, category and unit', async () => {
    expect(await names(`?provider=${north}`)).toEqual(['Jamón Cocido', 'Jamón Crudo', 'Yerba Mate']);
    expect(await names(`?category=${cured}`)).toEqual(['Jamón Cocido', 'Jamón Crudo', 'Queso Cremoso']);
    expect(await names(`?category=${pantry}&provider=${south}`)).toEqual(['Aceite de Oliva']);
    expect(await names('?unit=UNITY')).toEqual(['Aceite de Oliva', 'Arroz Largo', 'Yerba Mate']);
    expect(await names('?unit=WEIGHT&query=queso')).toEqual(['Queso Cremoso']);
  });

  it('filters by catalog, status, isShortage and splitPackage', async () => {
    expect(await names('?catalog=false')).toEqual(['Jamón Cocido']);
    expect(await names('?catalog=true')).toEqual(ALL.filter((n) => n !== 'Jamón Cocido'));
    expect(await names('?status=false')).toEqual(['Yerba Mate']);
    expect(await names('?status=true')).toEqual(ALL.filter((n) => n !== 'Yerba Mate'));
    expect(await names('?isShortage=true')).toEqual(['Queso Cremoso']);
    expect((await list('?isShortage=false')).total).toBe(5);
    expect(await names('?splitPackage=true')).toEqual(['Aceite de Oliva']);
    expect((await list('?splitPackage=false')).total).toBe(5);
  });

  it('pages: limit 4 gives pages of 4 and 2, limit 3 two full pages, and a page past the end is empty', async () => {
    const first = await list('?limit=4');
    expect(first.docs.map((p) => p.name)).toEqual(ALL.slice(0, 4));
    expect({ total: first.total, pages: first.pages, limit: first.limit }).toEqual({ total: 6, pages: 2, limit: 4 });
    const second = await list('?limit=4&page=2');
    expect(second.docs.map((p) => p.name)).toEqual(['Queso Cremoso', 'Yerba Mate']);
    expect(second.page).toBe(2);
    const exactlyFull = await list('?limit=3&page=2');
    expect(exactlyFull.docs.map((p) => p.name)).toEqual(ALL.slice(3));
    expect({ total: exactlyFull.total, pages: exactlyFull.pages }).toEqual({ total: 6, pages: 2 });
    expect((await list('?limit=6')).total).toBe(6);
    const past = await list('?limit=4&page=3');
    expect(past.docs).toEqual([]);
    expect(past.total).toBe(6);
  });

  it('shows a customer only enabled products of the catalog, whatever status it asks for', async () => {
    await createCustomer(server.url, admin, { name: 'Cliente Catálogo', phone: '+54 11 50005000' });
    const { token } = await customerSignIn(server, '+54 11 50005000');
    const seen = await list('', token);
    expect(seen.docs.map((p) => p.name)).toEqual(['Aceite de Oliva', 'Arroz Largo', 'Jamón Crudo', 'Queso Cremoso']);
    expect(seen.total).toBe(4);
    expect(await names('?status=false', token)).toEqual(ALL.filter((n) => !['Yerba Mate', 'Jamón Cocido'].includes(n)));
    expect(await names('?catalog=false', token)).toEqual([]);
  });

  it('caps limit at 200', async () => {
    for (let start = 1; start <= 200; start += 20) {
      const batch = Array.from({ length: 20 }, (_, i) => `Galletita ${String(start + i).padStart(3, '0')}`);
      await Promise.all(batch.map((name) => createProduct(server.url, admin, south, { name })));
    }
    const capped = await list('?limit=500');
    expect(capped.limit).toBe(200);
    expect(capped.docs).toHaveLength(200);
    expect({ total: capped.total, pages: capped.pages }).toEqual({ total: 206, pages: 2 });
    expect((await list('?limit=500&page=2')).docs).toHaveLength(6);
    expect((await list('?query=galletita%20200')).docs.map((p) => p.name)).toEqual(['Galletita 200']);
  });
});
