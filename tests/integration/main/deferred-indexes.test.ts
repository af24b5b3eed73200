/**
 * A first pull into an empty replica builds the rows' dense secondary indexes after them, and the
 * partial ones its rows fill (`src-main/replica/deferred-indexes.ts`), keeping the near-empty ones up
 * as it goes: the replica it ends with has every index a new replica has, and the rows a pull keeping
 * them up to date makes; the builds are counted for the sync indicator. Cut off mid-way, the replica builds what it lacks when it opens again, and the resumed
 * pull (into a replica that has rows) keeps its indexes up to date as it goes; closed in the middle
 * of the builds, it builds the rest when it opens.
 */
import type Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildNextIndex, deferIndexes, FILLED, indexesToBuild } from '../../../src-main/replica/deferred-indexes.js';
import { createDocumentWriter, createReplicaReader, openReplica } from '../../../src-main/replica/index.js';
import { pullUntilQuiet } from '../../../src-main/sync/pull.js';
import { clock, contents, cutFirstPull, id, PAGES, pulledWhole, serving } from '../../support/pull-pages.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deferred-indexes-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Every index of the replica, with its definition. */
const indexes = (db: Sqlite.Database): string[] => db.prepare("SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").pluck().all() as string[];

function newReplicaIndexes(): string[] {
  const fresh = openReplica(join(dir, 'fresh.db'));
  try {
    return indexes(fresh.db);
  } finally {
    fresh.close();
  }
}

/** What the screens ask of the indexes: a filter's page and count, a sorted page. */
function screens(db: Sqlite.Database) {
  const reader = createReplicaReader(db);
  return {
    byProvider: reader.list('products', { filters: { provider: id(900_002) }, limit: 1000 }).docs.map((d) => d._id),
    shortages: reader.list('products', { filters: { isShortage: true }, limit: 1000 }).total,
    confirmed: reader.list('orders', { filters: { state: 'confirmed' }, limit: 20 }).docs.map((d) => d.number),
    found: reader.list('orders', { query: 'don jose 4', limit: 20 }).docs.map((d) => d.number),
  };
}

/** Each index's name with how many rows it holds: all of its table's for a full index, those its WHERE takes for a partial one. */
function entries(db: Sqlite.Database): Map<string, number> {
  const all = db.prepare("SELECT name, tbl_name AS tbl, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").all() as Array<{ name: string; tbl: string; sql: string }>;
  return new Map(
    all.map(({ name, tbl, sql }) => [
      name,
      db
        .prepare(`SELECT count(*) FROM "${tbl}" WHERE ${/ WHERE (.+)$/.exec(sql)?.[1] ?? '1'}`)
        .pluck()
        .get() as number,
    ]),
  );
}

it('builds the rows’ dense indexes after a first pull’s rows, counted, keeps up the near-empty partial ones, into the replica a pull keeping them up makes', async () => {
  const expected = newReplicaIndexes();
  const names = (db: Sqlite.Database) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").pluck().all() as string[];
  const results = [];
  for (const defer of [true, false]) {
    const replica = openReplica(join(dir, `replica-${String(defer)}.db`));
    try {
      const during: string[][] = [];
      const built: Array<[number, number]> = [];
      const outcome = await pullUntilQuiet({
        db: replica.db,
        writer: createDocumentWriter(replica.db),
        api: serving(),
        clock,
        deferIndexes: defer,
        onPage: () => during.push(names(replica.db)),
        onIndex: (done, total) => built.push([done, total]),
      });
      expect(outcome).toMatchObject({ ok: true, pages: PAGES });
      expect(indexes(replica.db)).toEqual(expected);
      expect(indexesToBuild(replica.db)).toBe(0);
      const final = entries(replica.db);
      const missingOnce = [...final.keys()].filter((name) => during.some((present) => !present.includes(name))).sort();
      if (defer) {
        // Left out meanwhile: the full indexes, and the partial ones the pull's rows filled (FILLED rows or more); the rest kept up throughout.
        const full = replica.db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql NOT LIKE '% WHERE %' AND tbl_name IN ('document_rows', 'list_search', 'document_products') ORDER BY name")
          .pluck()
          .all() as string[];
        const filledOnes = [...final].filter(([name, rows]) => rows >= FILLED && !full.includes(name)).map(([name]) => name);
        expect(missingOnce).toEqual([...full, ...filledOnes].sort());
        expect(filledOnes).toEqual(expect.arrayContaining(['documents_live_number', 'documents_provider', 'documents_customer']));
        expect([...final].filter(([name]) => !missingOnce.includes(name)).map(([name]) => name)).toEqual(expect.arrayContaining(['documents_account', 'documents_pending', 'documents_category']));
        expect(full.every((name) => during.every((present) => !present.includes(name)))).toBe(true);
        expect(built.length).toBe(missingOnce.length);
        expect(built.map(([done]) => done)).toEqual(built.map((_, i) => i + 1));
        expect(built.every(([, total]) => total === built.length)).toBe(true);
      } else {
        expect(missingOnce).toEqual([]);
        expect(built).toEqual([]);
      }
      results.push({ ...contents(replica.db), screens: screens(replica.db), entries: final });
    } finally {
      replica.close();
    }
  }
  const [deferred, kept] = results;
  expect(deferred?.screens.byProvider.length).toBeGreaterThan(0);
  expect(deferred?.screens.confirmed.length).toBeGreaterThan(0);
  expect(deferred?.screens.found.length).toBeGreaterThan(0);
  expect(deferred).toEqual(kept);
});

it('builds what a first pull cut off left unbuilt when the replica opens, and the resumed pull keeps them up', async () => {
  const expected = newReplicaIndexes();
  const path = join(dir, 'replica.db');
  let unbuiltAtCut = 0;
  let missingAtCut = 0;
  expect(
    await cutFirstPull(path, (db) => {
      unbuiltAtCut = indexesToBuild(db);
      missingAtCut = expected.length - indexes(db).length;
    }),
  ).toBeInstanceOf(Error);
  // What the replica lacks is what it knows it lacks: the dense indexes and the partial ones filled by then.
  expect(unbuiltAtCut).toBeGreaterThan(3);
  expect(unbuiltAtCut).toBe(missingAtCut);

  const again = openReplica(path);
  try {
    expect(indexes(again.db)).toEqual(expected);
    expect(indexesToBuild(again.db)).toBe(0);
    const during: number[] = [];
    const outcome = await pullUntilQuiet({ db: again.db, writer: createDocumentWriter(again.db), api: serving(), clock, onPage: () => during.push(indexes(again.db).length) });
    expect(outcome).toMatchObject({ ok: true });
    expect(during.every((n) => n === expected.length)).toBe(true);
    const read = (db: Sqlite.Database) => ({ ...contents(db), screens: screens(db) });
    expect(read(again.db)).toEqual(await pulledWhole(join(dir, 'whole.db'), read));
  } finally {
    again.close();
  }
});

it('builds the rest when a replica closed in the middle of the builds opens, and drops nothing once it has rows', () => {
  const expected = newReplicaIndexes();
  const path = join(dir, 'replica.db');
  const first = openReplica(path);
  const { dropped } = deferIndexes(first.db);
  expect(dropped).toBeGreaterThan(30);
  createDocumentWriter(first.db).applyServer('products', id(1), 1, { _id: id(1), number: 1, name: 'Queso Duro 1', provider: id(900_001) }, 0);
  expect(buildNextIndex(first.db)).toBe(true);
  expect(buildNextIndex(first.db)).toBe(true);
  expect(indexesToBuild(first.db)).toBe(dropped - 2);
  first.close();

  const again = openReplica(path);
  try {
    expect(indexes(again.db)).toEqual(expected);
    expect(indexesToBuild(again.db)).toBe(0);
    expect(deferIndexes(again.db).dropped).toBe(0);
    expect(indexes(again.db)).toEqual(expected);
    expect(
      createReplicaReader(again.db)
        .list('products', { filters: { provider: id(900_001) } })
        .docs.map((d) => d._id),
    ).toEqual([id(1)]);
  } finally {
    again.close();
  }
});

it('removes and re-lists the item products of a document pulled earlier in the same first pull, their index not built yet', () => {
  const replica = openReplica(join(dir, 'replica.db'));
  try {
    const db = replica.db;
    expect(deferIndexes(db).dropped).toBeGreaterThan(30);
    const writer = createDocumentWriter(db);
    const order = (n: number, products: number[]) => ({ _id: id(n), number: n, customerName: `Cliente ${n}`, cart: { items: products.map((p) => ({ product: id(p), quantity: 1 })) } });
    writer.applyServer('orders', id(10), 1, order(10, [1, 2]), 0);
    writer.applyServer('orders', id(11), 2, order(11, [2, 3]), 0);
    // Both changed on the server while the pull ran: one removed, one with other items.
    writer.applyServer('orders', id(10), 3, null, 0);
    writer.applyServer('orders', id(11), 4, order(11, [4]), 0);
    const items = () => db.prepare('SELECT d.id, p.product FROM document_products p JOIN document_rows d ON d.rowid = p.doc ORDER BY 1, 2').raw().all();
    expect(items()).toEqual([[id(11), id(4)]]);
  } finally {
    replica.close();
  }
});
