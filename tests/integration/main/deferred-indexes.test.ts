/**
 * A first pull into an empty replica builds the rows' secondary indexes after them
 * (`src-main/replica/deferred-indexes.ts`): the replica it ends with has every index a new replica
 * has, and the rows a pull keeping them up to date makes; the builds are counted for the sync
 * indicator. Cut off mid-way, the replica builds what it lacks when it opens again, and the resumed
 * pull (into a replica that has rows) keeps its indexes up to date as it goes; closed in the middle
 * of the builds, it builds the rest when it opens.
 */
import type Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildNextIndex, deferIndexes, indexesToBuild } from '../../../src-main/replica/deferred-indexes.js';
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

it('builds the rows’ indexes after a first pull’s rows, counted, into the replica a pull keeping them up makes', async () => {
  const expected = newReplicaIndexes();
  const results = [];
  for (const defer of [true, false]) {
    const replica = openReplica(join(dir, `replica-${String(defer)}.db`));
    try {
      const during: number[] = [];
      const built: Array<[number, number]> = [];
      const outcome = await pullUntilQuiet({
        db: replica.db,
        writer: createDocumentWriter(replica.db),
        api: serving(),
        clock,
        deferIndexes: defer,
        onPage: () => during.push(indexes(replica.db).length),
        onIndex: (done, total) => built.push([done, total]),
      });
      expect(outcome).toMatchObject({ ok: true, pages: PAGES });
      expect(indexes(replica.db)).toEqual(expected);
      expect(indexesToBuild(replica.db)).toBe(0);
      if (defer) {
        // Only the indexes no write of a first pull looks rows up by were left out meanwhile.
        expect(Math.max(...during)).toBeLessThan(expected.length - 30);
        expect(built.length).toBe(expected.length - Math.max(...during));
        expect(built.map(([done]) => done)).toEqual(built.map((_, i) => i + 1));
        expect(built.every(([, total]) => total === built.length)).toBe(true);
      } else {
        expect(during.every((n) => n === expected.length)).toBe(true);
        expect(built).toEqual([]);
      }
      results.push({ ...contents(replica.db), screens: screens(replica.db) });
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
  expect(
    await cutFirstPull(path, (db) => {
      unbuiltAtCut = indexesToBuild(db);
    }),
  ).toBeInstanceOf(Error);
  expect(unbuiltAtCut).toBeGreaterThan(30);

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
  const dropped = deferIndexes(first.db);
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
    expect(deferIndexes(again.db)).toBe(0);
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
    expect(deferIndexes(db)).toBeGreaterThan(30);
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
