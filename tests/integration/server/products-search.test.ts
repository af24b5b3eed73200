/**
 * Product search (`GET /product/public?query=…`) answers exactly the products whose `name_search`
 * holds every word of the text (split at spaces), in any order — the same products, in name order,
 * with exact totals — whichever way the server finds them (SQLite: trigram index, words of three
 * characters or more as strings of the name and shorter ones as their one trigram of its
 * `name_pairs` column, the name index walk for broad searches; PostgreSQL: LIKEs, with pg_trgm).
 * Each answer is checked against a brute-force filter of every product. Over HTTP, on both
 * databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertDoc } from '../../../src-server/db/documents.js';
import { countBound } from '../../../src-shared/documents/page.js';
import { searchText } from '../../../src-server/db/search.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PRODUCTS } from '../../../src-server/features/products/collection.js';
import { createCustomer, customerSignIn, expectStatus, type PageOf } from '../../support/actors.js';
import { createProduct, createProvider, productBody, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { productNamed } from '../../support/named-products.js';

/** Names (and a title) that stress the search: accents, spaces, LIKE wildcards, FTS5 syntax. */
const NAMES: ReadonlyArray<string | { name: string; title?: string; catalog?: boolean; disabled?: boolean; south?: boolean }> = [
  { name: 'Jamón Crudo', title: 'Jamón serrano estacionado' },
  { name: 'Jamón Cocido', catalog: false },
  'Queso Cremoso',
  { name: 'Queso Crema Light', south: true },
  'Dulce de Leche Colonial',
  { name: 'Leche Entera', south: true },
  'Crema 100% Natural',
  'Pan_Lactal',
  'Aceite "Premium" Oliva',
  'Vino AND Soda',
  'NEAR Cola',
  'Salsa * Picante',
  "O'Brien Papas",
  'Ñoquis de Papa',
  'Piñón Tostado',
  'Té Verde',
  { name: 'Café Molido', disabled: true },
  'Sal: Fina ^ Gruesa',
  'Código A\\B',
  'Col* Especial',
  'Yerba (NEAR) Mate',
  { name: 'Galletita Agua', south: true },
  'Galletita Dulce',
  { name: 'Galletita Integral', south: true },
  'Galletita Salada',
  { name: 'Galletita Vainilla', disabled: true },
  'Galletitas Surtidas',
  'Agua mineral 2 l',
  'Aceite de girasol 1.5 l',
  'Crema 200 ml',
  'Harina 000 1 kg',
  'Tornillo 5 x 10',
  'Tuerca 15 mm',
  'Arandela 0.5 mm',
];

/** Every product whose search text holds each word of `text` (split at spaces), by brute force. */
const holdsEveryWord = (text: string, p: Product): boolean => {
  const haystack = searchText(p.name, p.title, p.slug);
  return searchText(text)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
};

/** What people type, and what breaks naive searches. */
const QUERIES = [
  // words, parts of words, accents and case, spaces
  'jam',
  'jamon',
  'JAMÓN',
  'amó',
  'mon c',
  'serrano',
  'ueso cre',
  'queso crem',
  'de leche',
  'leche',
  'e l',
  'che ',
  'ñoq',
  'pinon',
  'PIÑÓN',
  'té',
  'te verde',
  'lleti',
  'galletita',
  'galletitas',
  'tita s',
  'jamon-crudo',
  'caviar',
  // LIKE wildcards and escapes, taken literally
  '%',
  '100%',
  '0% n',
  '_',
  'n_l',
  'pan_',
  '\\',
  'a\\b',
  'o a\\',
  // FTS5 syntax, taken literally
  '"',
  'm "p',
  '"premium"',
  'premium" o',
  'and',
  'vino and soda',
  'AND',
  'near',
  'NEAR cola',
  'near(',
  '(near)',
  '*',
  'salsa *',
  'col*',
  'a*',
  'or',
  'not',
  '-',
  'jamon-',
  "'",
  "o'b",
  '^',
  'sal:',
  ':',
  'sal: fina ^',
  // one and two characters
  'a',
  'J',
  'x',
  'ca',
  'de',
  'ñ',
  'é',
  'zz',
  // several words, in any order, long and short
  'agua 2',
  '2 agua',
  'aceite 1.5',
  '1.5 aceite',
  'girasol aceite l',
  'crema 200',
  '200 crema',
  'mineral agua 2 l',
  'crudo jamon',
  'jamon crudo serrano',
  'serrano jamón',
  'integral galletita',
  'galletita integral',
  'cola near',
  '"premium" aceite',
  'crema 100%',
  '% crema',
  'a\\b codigo',
  'de leche dulce',
  'leche  dulce',
  'sal: ^ gruesa',
  // repeated words, and words another one holds
  'agua agua',
  'agua agu 2',
  'leche leche de',
  'jamon jam j',
  // short words only
  'l 2',
  '2 l',
  'de e',
  'é t',
  // short words in the index's pairs: one character, two apart or side by side, two equal ones,
  // a word whole or inside a number, accents and capitals, alone, two of them, beside long ones
  '5',
  '0',
  '00',
  '1.',
  '.5',
  '5 x',
  '5 mm',
  'mm 5',
  'x 5',
  '15',
  'll',
  'tt',
  'o 5',
  'É',
  'TÉ',
  'Ñ',
  'ÑO',
  'Ño',
  'tó',
  'ò',
  'tornillo 5',
  '5 tornillo',
  'harina 00',
  'harina 0 1',
  'kg 1',
  'de x',
  'producto zz',
  'tornillo zz',
  'zz 5',
  // misses: a long word, a short one, each beside words that match
  'agua caviar',
  'agua 3',
  'caviar 2',
  'crema 201',
];

describe.each(FLAVOURS)('product search on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let south: string;
  let customer: string;
  let all: Product[];

  const list = (query: string, token = admin) => expectStatus(call<PageOf<Product>>(server.url, 'GET', `/product/public${query}`, { token }));
  const search = (text: string, extra = '', token = admin) => list(`?query=${encodeURIComponent(text)}${extra}`, token);

  /** Every product holding every word of the search text, by brute force, in the server's name order. */
  const expected = (text: string, keep: (p: Product) => boolean = () => true): string[] => all.filter((p) => keep(p) && holdsEveryWord(text.trim(), p)).map((p) => p.name);

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const north = await createProvider(server.url, admin, 'Proveedor Norte');
    south = await createProvider(server.url, admin, 'Proveedor Sur');
    for (const entry of NAMES) {
      const { name, title, catalog, disabled, south: fromSouth } = typeof entry === 'string' ? { name: entry } : entry;
      const fields: Record<string, unknown> = { name };
      if (title !== undefined) fields.title = title;
      if (catalog !== undefined) fields.catalog = catalog;
      const created = await createProduct(server.url, admin, fromSouth ? south : north, fields);
      if (disabled) await expectStatus(call(server.url, 'DELETE', `/product/${created._id}`, { token: admin }));
    }
    await createCustomer(server.url, admin, { name: 'Cliente Búsqueda', phone: '+54 11 50006000' });
    customer = (await customerSignIn(server, '+54 11 50006000')).token;
    all = (await list('?limit=200')).docs;
    expect(all).toHaveLength(NAMES.length);
  });
  afterAll(() => server?.close());

  it('finds exactly the products holding the text, in name order, with exact totals', async () => {
    for (const text of QUERIES) {
      const page = await search(text, '&limit=200');
      const want = expected(text);
      expect({ text, names: page.docs.map((p) => p.name), total: page.total }).toEqual({ text, names: want, total: want.length });
    }
  });

  it('sanity: the queries reach both sides of every case (matches and misses, long and short)', () => {
    const hits = QUERIES.filter((q) => expected(q).length > 0);
    expect(hits.length).toBeGreaterThan(QUERIES.length / 2);
    expect(expected('%')).toEqual(['Crema 100% Natural']);
    expect(expected('"premium"')).toEqual(['Aceite "Premium" Oliva']);
    expect(expected('jamon')).toEqual(['Jamón Cocido', 'Jamón Crudo']);
    expect(expected('galletita')).toHaveLength(6);
    expect(expected('agua 2')).toEqual(['Agua mineral 2 l']);
    expect(expected('2 agua')).toEqual(['Agua mineral 2 l']);
    expect(expected('aceite 1.5')).toEqual(['Aceite de girasol 1.5 l']);
    expect(expected('crema 200')).toEqual(['Crema 200 ml']);
    expect(expected('agua 3')).toEqual([]);
    expect(expected('crudo jamon')).toEqual(['Jamón Crudo']);
    expect(expected('5')).toEqual(['Aceite de girasol 1.5 l', 'Arandela 0.5 mm', 'Tornillo 5 x 10', 'Tuerca 15 mm']);
    expect(expected('00')).toEqual(['Crema 100% Natural', 'Crema 200 ml', 'Harina 000 1 kg']);
    expect(expected('ÑO')).toEqual(['Jamón Crudo', 'Ñoquis de Papa', 'Piñón Tostado', 'Vino AND Soda']);
    expect(expected('5 tornillo')).toEqual(['Tornillo 5 x 10']);
    expect(expected('producto zz')).toEqual([]);
  });

  it('pages a search: full pages counted exactly, the last page and past the end', async () => {
    for (const text of ['galletita', 'lleti', 'a', 'e', 'galletita s', 'e a']) {
      const want = expected(text);
      for (const limit of [2, 4, 5]) {
        const pages = Math.max(1, Math.ceil(want.length / limit));
        for (let page = 1; page <= pages + 1; page += 1) {
          const got = await search(text, `&limit=${limit}&page=${page}`);
          expect({ text, limit, page, names: got.docs.map((p) => p.name), total: got.total, pages: got.pages }).toEqual({
            text,
            limit,
            page,
            names: want.slice((page - 1) * limit, page * limit),
            total: want.length,
            pages,
          });
        }
      }
    }
  });

  it('combines the search with the other filters, and with what a customer may see', async () => {
    const fromSouth = (p: Product) => p.provider === south;
    const enabled = (p: Product) => p.status;
    const inCatalog = (p: Product) => p.status && p.catalog !== false;
    for (const text of ['galletita', 'leche', 'queso', 'jamon', 'e', 'ca', 'galletita s', 'dulce galletita', 'leche de', 'e a', '5', 'a 5', 'll']) {
      for (const limit of [1, 200]) {
        const check = async (extra: string, keep: (p: Product) => boolean, token = admin) => {
          const want = expected(text, keep);
          const got = await search(text, `${extra}&limit=${limit}`, token);
          expect({ text, extra, names: got.docs.map((p) => p.name), total: got.total }).toEqual({ text, extra, names: want.slice(0, limit), total: want.length });
        };
        await check(`&provider=${south}`, fromSouth);
        await check('&status=true', enabled);
        await check('&status=false', (p) => !p.status);
        await check('&catalog=false', (p) => p.catalog === false);
        await check('&unit=UNITY&status=true', enabled);
        await check('', inCatalog, customer);
      }
    }
  });

  it('follows renames: the old name is no longer found, the new one is', async () => {
    const [target] = (await search('piñón')).docs;
    expect(target?.name).toBe('Piñón Tostado');
    const body = (fields: Record<string, unknown>) => ({ ...productBody(target?.provider ?? '', { taxes: [] }), ...fields });
    await expectStatus(call(server.url, 'PATCH', `/product/${target?._id}`, { token: admin, body: body({ name: 'Almendra Tostada', slug: 'almendra-tostada' }) }));
    expect((await search('pinon')).total).toBe(0);
    expect((await search('almendra')).docs.map((p) => p.name)).toEqual(['Almendra Tostada']);
    expect((await search('tostad')).docs.map((p) => p.name)).toEqual(['Almendra Tostada']);
    // Saving other fields leaves the search as it was.
    await expectStatus(call(server.url, 'PATCH', `/product/${target?._id}`, { token: admin, body: body({ name: 'Almendra Tostada', slug: 'almendra-tostada', taxBase: 150 }) }));
    expect((await search('almendra')).docs.map((p) => p.name)).toEqual(['Almendra Tostada']);
    all = (await list('?limit=200')).docs;
  });
});

/**
 * A search matching a quarter of the products (and at least 2,000) is broad: SQLite answers it by
 * walking the name index rather than through the trigram index. Same answers either way. Past
 * 1,000 matches the count stops one page past the page asked for (countBound): the total says
 * "more than", and still promises a next page.
 */
describe.each(FLAVOURS)('broad product search on %s', (flavour) => {
  const COUNT = 2_400;
  let server: TestServer;
  let admin: string;
  let all: Product[];

  const search = (text: string, extra = '') => expectStatus(call<PageOf<Product>>(server.url, 'GET', `/product/public?query=${encodeURIComponent(text)}${extra}`, { token: admin }));

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    const provider = await createProvider(server.url, admin, 'Proveedor Masivo');
    const now = new Date();
    // Straight through the document store: 2,400 products over HTTP would take minutes.
    await runWrite(server.database, { actor: null, now }, async (tx) => {
      for (let i = 0; i < COUNT; i += 1) {
        const name = `Fideo ${i % 4 === 0 ? 'Moño' : 'Tallarín'} ${String(i).padStart(4, '0')}`;
        await insertDoc(tx, PRODUCTS, { ...productNamed(name, i), slug: `fideo-${i}`, provider });
      }
    });
    // Two disabled, for the filters.
    const some = await search('tallarín 000');
    for (const product of some.docs.slice(0, 2)) await expectStatus(call(server.url, 'DELETE', `/product/${product._id}`, { token: admin }));
    all = [];
    for (let page = 1; all.length < COUNT; page += 1) {
      all.push(...(await expectStatus(call<PageOf<Product>>(server.url, 'GET', `/product/public?limit=200&page=${page}`, { token: admin }))).docs);
    }
  });
  afterAll(() => server?.close());

  it('answers broad and narrow searches alike: same products, order and totals as a brute-force filter, counted up to the bound', async () => {
    // On SQLite 'fideo' is broad (all 2,400 match) and walks the name index; the rest go through
    // the trigram index. Texts of several long words and nine characters or more are counted once
    // and listed by walking the ranks from the first match (phrase-matches.ts): 'moño fideo' and
    // 'fideo moño 0100' lie together in name order, 'tallarin fideo-10' (a name's word and its slug)
    // is spread wider than the walk looks and listed from the index, 'fideo caviar' matches
    // nothing. Short words are tested on the index's candidates ('tallarin 00', 'fideo moño 01',
    // '0 fideo-1'), or alone walk the names ('0 1').
    expect(all.filter((p) => p.name.startsWith('Fideo'))).toHaveLength(COUNT);
    const filters: ReadonlyArray<readonly [string, (p: Product) => boolean]> = [
      ['', () => true],
      ['&status=true', (p) => p.status],
      ['&status=false', (p) => !p.status],
    ];
    const texts = ['fideo', 'tallarin', 'llarín 0', 'moño', 'fideo moño 01', 'tallarin 00', '0 fideo-1', 'fideo caviar', 'fideo-23', '99', 'fi', '00', '7', 'fideo zz', 'o 7', 'ño 1'];
    texts.push('moño fideo', 'fideo moño 0100', 'tallarin fideo-10', 'fideo-10 tallarín', 'tallarin fideo', '0 1', 'fideo 9 9');
    for (const text of texts) {
      for (const [filter, keep] of filters) {
        const want = all.filter((p) => keep(p) && holdsEveryWord(text, p)).map((p) => p.name);
        const last = Math.ceil(want.length / 20);
        for (const page of [1, 2, last - 1, last, last + 1].filter((p) => p >= 1)) {
          const got = await search(text, `${filter}&page=${page}`);
          const bound = countBound(page, 20);
          // Counted exactly within the bound; past it, the bound and "more than".
          const total = want.length > bound ? { total: bound, totalIsLowerBound: true } : { total: want.length };
          expect({ text, filter, page, names: got.docs.map((p) => p.name), total: got.total, totalIsLowerBound: got.totalIsLowerBound }).toEqual({
            text,
            filter,
            page,
            names: want.slice((page - 1) * 20, page * 20),
            totalIsLowerBound: undefined,
            ...total,
          });
          expect(got.pages).toBeGreaterThanOrEqual(Math.min(page + 1, last));
        }
      }
    }
  });
});
