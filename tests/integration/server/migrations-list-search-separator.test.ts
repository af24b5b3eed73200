/**
 * Migration 0019_list_search_field_separator: rows written under 0018 (their `name_search` fields
 * joined by spaces) get the column written again from their documents, fields joined by
 * FIELD_SEPARATOR, so a name sorts before every longer name it begins. On SQLite the product search
 * kept beside the table (0007's ranks, 0017's trigram index) is rebuilt to match, exactly as its
 * triggers would have kept it, and the triggers are back and keep it through later writes; on
 * PostgreSQL the columns compare in the "C" collation and the lists still walk their indexes.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { listSearchText, searchText, searchWords, trigramWords } from '../../../src-server/db/search.js';
import { FLAVOURS, openFresh } from '../../support/databases.js';
import { productRow } from '../../support/product-rows.js';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

interface ProductDoc {
  name: string;
  title?: string;
  slug?: string;
}

/** Names that begin one another (and one sharing its first word with another's slug), with titles and slugs as products have them. */
const PRODUCTS: ProductDoc[] = [
  { name: 'Leche entera 1 l económico', slug: 'leche-entera-1-l-economico' },
  { name: 'Leche entera 1 l', slug: 'leche-entera-1-l' },
  { name: 'Leche entera 1 l (sachet)', slug: 'leche-entera-1-l-sachet' },
  { name: 'Leche entera', title: 'Leche larga vida', slug: 'leche-entera' },
  { name: 'Leche', slug: 'a-leche' },
  { name: 'Aceite de girasol 1.5 l', title: 'Aceite Cocinero', slug: 'aceite-1' },
  { name: 'Aceite de girasol', slug: 'aceite-2' },
  { name: 'Té verde', slug: 'te-7' },
  { name: 'Tornillo 5 x 10', slug: 'tornillo-5' },
  { name: 'Queso "azul" 50%', slug: 'queso-6' },
  { name: 'Ñoquis de papa' },
];
const LECHE_ORDER = ['Leche', 'Leche entera', 'Leche entera 1 l', 'Leche entera 1 l (sachet)', 'Leche entera 1 l económico'];
/** Words long and short, some in a name's slug or title only, and some running across two fields (which no word can). */
const TEXTS = ['leche', 'entera 1', '1 l', 'l', 'e', 'economico', 'leche-entera', 'cocinero', 'a-leche', 'vida', 'de', 'x', '5', '%', '"', 'noq', 'te', 'l l', 'sachet leche', 'zz'];

const row = (table: string, n: number, doc: Record<string, unknown>, nameSearch: string): Record<string, unknown> => ({
  id: `${table.slice(0, 2)}${n.toString(16).padStart(22, '0')}`,
  number: n,
  status: 1,
  created_at: 'x',
  updated_at: 'x',
  created_by: null,
  seq: n,
  doc: JSON.stringify(doc),
  name_search: nameSearch,
});

describe.each(FLAVOURS)('migration 0019_list_search_field_separator on %s', (flavour) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  /** A database at 0018 holding the rows as 0018's writers wrote them, fields joined by spaces. */
  const atPrevious = async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    const db = database.db as unknown as AnyDb;
    await migrateToLatest(database, '0018_products_status_name');
    await db
      .insertInto('products')
      .values(PRODUCTS.map((doc, i) => ({ ...productRow(i + 1, searchText(doc.name, doc.title, doc.slug)), doc: JSON.stringify(doc) })))
      .execute();
    // A row not written from its document (as older tests' rows are): left as it is.
    await db.insertInto('products').values(productRow(99, 'sin documento')).execute();
    const customers = [
      { name: 'Almacén Don Pepe Hijos', phone: '+5491150001001' },
      { name: 'Almacén Don Pepe', email: 'zeta@pepe.com.ar', phone: '+5491150001002' },
    ];
    await db
      .insertInto('customers')
      .values(customers.map((doc, i) => ({ ...row('customers', i + 1, doc, searchText(doc.name, doc.email, doc.phone)), phone: doc.phone })))
      .execute();
    const providers = [{ name: 'Distribuidora Sur 2' }, { name: 'Distribuidora Sur', cuit: '30712345671' }];
    await db
      .insertInto('providers')
      .values(providers.map((doc, i) => row('providers', i + 1, doc, searchText(doc.name, doc.cuit))))
      .execute();
    return { database, db };
  };

  /** Each table's names in its lists' order (name_search, then number). */
  const ordered = async (db: AnyDb, table: string): Promise<string[]> => {
    const rows = await db.selectFrom(table).select('doc').where('doc', '!=', '{}').orderBy('name_search').orderBy('number').execute();
    return rows.map((r) => (JSON.parse(String(r.doc)) as { name: string }).name);
  };

  const searchVersion = async (db: AnyDb): Promise<number> => Number((await db.selectFrom('search_versions').select('value').where('name', '=', 'products').executeTakeFirstOrThrow()).value);

  it('writes every row again from its document, so a name sorts before every longer name it begins', async () => {
    const { database, db } = await atPrevious();
    expect((await ordered(db, 'products')).filter((n) => n.startsWith('Leche'))).not.toEqual(LECHE_ORDER);
    const version = await searchVersion(db);

    expect(await migrateToLatest(database, '0019_list_search_field_separator')).toEqual(['0019_list_search_field_separator']);

    const products = await db.selectFrom('products').select(['number', 'doc', 'name_search']).orderBy('number').execute();
    for (const p of products) {
      const doc = JSON.parse(String(p.doc)) as Partial<ProductDoc>;
      expect(p.name_search).toBe(doc.name ? listSearchText(doc.name, doc.title, doc.slug) : 'sin documento');
    }
    expect((await ordered(db, 'products')).filter((n) => n.startsWith('Leche'))).toEqual(LECHE_ORDER);
    expect(await ordered(db, 'customers')).toEqual(['Almacén Don Pepe', 'Almacén Don Pepe Hijos']);
    expect(await ordered(db, 'providers')).toEqual(['Distribuidora Sur', 'Distribuidora Sur 2']);
    const pepe = await db.selectFrom('customers').select('name_search').where('number', '=', 2).executeTakeFirstOrThrow();
    expect(pepe.name_search).toBe('almacen don pepe\u0001zeta@pepe.com.ar\u0001+5491150001002');
    expect(await searchVersion(db)).toBeGreaterThan(version);
  });

  it.runIf(flavour === 'postgres')('PostgreSQL: the columns compare in the C collation, the lists still walk their indexes, and renames still raise the search version', async () => {
    const { database, db } = await atPrevious();
    await migrateToLatest(database, '0019_list_search_field_separator');
    const { rows: collations } = await sql<{ table_name: string; collation_name: string | null }>`
      select table_name, collation_name from information_schema.columns
      where column_name = 'name_search' and table_name in ('products', 'customers', 'providers') order by table_name`.execute(db);
    expect(collations).toEqual([
      { table_name: 'customers', collation_name: 'C' },
      { table_name: 'products', collation_name: 'C' },
      { table_name: 'providers', collation_name: 'C' },
    ]);
    await db.transaction().execute(async (tx) => {
      await sql`set local enable_sort = off`.execute(tx);
      await sql`set local enable_seqscan = off`.execute(tx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select number from products where status = 1 order by name_search limit 20`.execute(tx);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('products_status_search_idx');
      expect(plan).not.toMatch(/\bSort\b/);
    });
    const version = await searchVersion(db);
    await db.updateTable('products').set({ name_search: 'leche descremada' }).where('number', '=', 1).execute();
    expect(await searchVersion(db)).toBe(version + 1);
    await db.updateTable('products').set({ doc: '{"name":"x"}' }).where('number', '=', 1).execute();
    expect(await searchVersion(db)).toBe(version + 1);
  });

  describe.runIf(flavour === 'sqlite')('on SQLite', () => {
    /** The trigram index's matches of a text, in the order it hands them out (rank order). */
    const found = async (db: AnyDb, text: string): Promise<number[]> => {
      const { match } = trigramWords(searchWords(text));
      const { rows } = await sql<{ number: number }>`
        select products_search.number from products_search_fts join products_search on products_search.name_rank = products_search_fts.rowid
        where products_search_fts match ${match} order by products_search_fts.rowid`.execute(db);
      return rows.map((r) => Number(r.number));
    };

    /** Every product whose name_search holds every word of the text, by brute force, in the list's order. */
    const holding = async (db: AnyDb, text: string): Promise<number[]> => {
      const rows = await db.selectFrom('products').select(['number', 'name_search']).execute();
      const words = searchWords(text);
      return rows
        .map((r) => ({ number: Number(r.number), name: String(r.name_search ?? '') }))
        .filter(({ name }) => words.every((word) => name.includes(word)))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.number - b.number))
        .map(({ number }) => number);
    };

    /** The index finds exactly what the LIKEs find, in name order, and its ranks follow (name_search, number). */
    const expectExact = async (db: AnyDb) => {
      const misses = [];
      for (const text of TEXTS) {
        const got = await found(db, text);
        const want = await holding(db, text);
        if (JSON.stringify(got) !== JSON.stringify(want)) misses.push({ text, got, want });
      }
      expect(misses).toEqual([]);
      const byRank = await db.selectFrom('products_search').select('number').orderBy('name_rank').execute();
      const byName = await db.selectFrom('products').select('number').orderBy('name_search').orderBy('number').execute();
      expect(byRank).toEqual(byName);
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from products p join products_search s on s.number = p.number where s.name_search is not coalesce(p.name_search, '')`.execute(db);
      expect(Number(rows[0]?.n)).toBe(0);
      await sql`insert into products_search_fts (products_search_fts, rank) values ('integrity-check', 1)`.execute(db);
    };

    const triggers = async (db: AnyDb) => (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger' order by name`.execute(db)).rows;

    it('leaves the trigram index in one segment, as every search reads each segment', async () => {
      const { database, db } = await atPrevious();
      // Enough names that writing the index at once leaves it in more than one segment.
      const many = Array.from({ length: 3_000 }, (_, i) => ({ name: `Galletitas integral ${i}`, slug: `galletitas-${i}` }));
      for (let at = 0; at < many.length; at += 500) {
        const values = many.slice(at, at + 500).map((doc, i) => ({ ...productRow(1_000 + at + i, searchText(doc.name, doc.slug)), doc: JSON.stringify(doc) }));
        await db.insertInto('products').values(values).execute();
      }
      await migrateToLatest(database, '0019_list_search_field_separator');
      const { rows } = await sql<{ segments: number }>`select count(distinct segid) as segments from products_search_fts_idx`.execute(db);
      expect(Number(rows[0]?.segments)).toBe(1);
      expect(await found(db, 'galletitas integral 2999')).toEqual(await holding(db, 'galletitas integral 2999'));
    });

    it('rebuilds the ranks and the trigram index from the new texts, and gives back the triggers that keep them', async () => {
      const { database, db } = await atPrevious();
      const before = await triggers(db);
      expect(await found(db, 'leche')).toHaveLength(5);
      await migrateToLatest(database, '0019_list_search_field_separator');
      expect(await triggers(db)).toEqual(before);
      await expectExact(db);
      expect(await found(db, 'leche entera')).toEqual([4, 2, 3, 1]);
      // A word never spans two fields: the separator is no character a word holds.
      expect(await found(db, 'l l')).toEqual(await holding(db, 'l l'));

      // The triggers keep it right through later writes: an insert, a rename, a delete, and ranks spread by many names in one gap.
      await db
        .insertInto('products')
        .values(productRow(20, listSearchText('Leche entera 1', 'leche-entera-1')))
        .execute();
      await db
        .updateTable('products')
        .set({ name_search: listSearchText('Leche entera 1 l x', 'leche-entera-1-l-x') })
        .where('number', '=', 3)
        .execute();
      await db.deleteFrom('products').where('number', '=', 8).execute();
      for (let i = 0; i < 60; i += 1) {
        await db
          .insertInto('products')
          .values(productRow(100 + i, listSearchText(`Leche entera 1 l ${String(500 - i).padStart(4, '0')}`, 'l')))
          .execute();
      }
      await expectExact(db);
    });
  });
});
