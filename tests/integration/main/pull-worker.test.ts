/**
 * A long pull reads its pages after the first on a worker thread (`pull-page-reader.ts`): the
 * replica it makes is the one a pull reading them on its own thread makes, row for row and search
 * entry for entry; and a first pull cut off mid-way (its connection gone with a batch of pages
 * uncommitted, as a killed process leaves it) resumes from its last commit and ends with every
 * document once.
 */
import type Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/api/client.js';
import { createDocumentWriter, createReplicaReader, openReplica } from '../../../src-main/replica/index.js';
import { readSyncState } from '../../../src-main/replica/sync-state.js';
import { createPullBatch, pullUntilQuiet } from '../../../src-main/sync/pull.js';

const PAGE = 400;
const PAGES = 6;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pull-worker-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const id = (n: number) => n.toString(16).padStart(24, '0');
const product = (n: number) => ({ _id: id(n), number: n, name: `Queso ${n % 7 === 0 ? 'Crémoso' : 'Duro'} ${n}`, provider: id(900_000 + (n % 5)), isShortage: n % 11 === 0, status: true });
const order = (n: number) => ({
  _id: id(n),
  number: n,
  customer: id(800_000 + (n % 9)),
  customerName: `Almacén Don José ${n % 9}`,
  state: n % 3 === 0 ? 'confirmed' : 'draft',
  date: '2026-11-27',
  cart: { items: [0, 1, 2].map((k) => ({ product: id(1 + ((n + k) % 50)), quantity: k + 1 })) },
});

/** Change number `seq` (1-based): products, orders, and now and then a removal of an earlier product. */
function change(seq: number) {
  if (seq % 97 === 0) return { collection: 'products', id: id(seq - 96), seq, deleted: true, doc: null };
  return seq % 2 === 0 ? { collection: 'orders', id: id(seq), seq, deleted: false, doc: order(seq) } : { collection: 'products', id: id(seq), seq, deleted: false, doc: product(seq) };
}

/** PAGES pages of PAGE changes; `cut(cursor)` answers instead of the page at that cursor when it returns a response. */
function serving(cut?: (cursor: number) => Response | undefined) {
  const fetch = async (url: string | URL | Request) => {
    const cursor = Number(new URL(String(url)).searchParams.get('cursor'));
    const instead = cut?.(cursor);
    if (instead) return instead;
    const end = Math.min(cursor + PAGE, PAGES * PAGE);
    const changes = Array.from({ length: end - cursor }, (_, i) => change(cursor + i + 1));
    return new Response(JSON.stringify({ serverId: 'srv', reset: false, cursor: end, hasMore: end < PAGES * PAGE, changes }), { status: 200 });
  };
  return createApiClient({ baseUrl: 'http://127.0.0.1:9/api', token: () => 't', fetch: fetch as typeof globalThis.fetch });
}

const clock = () => new Date('2026-11-27T12:00:00Z');

/** Everything a pull writes, keyed by document rather than rowid. */
function contents(db: Sqlite.Database) {
  const docs = db.prepare('SELECT * FROM documents ORDER BY collection, id').all() as Array<Record<string, unknown>>;
  const ids = new Map(docs.map((d) => [d.rowid, `${String(d.collection)}/${String(d.id)}`]));
  return {
    documents: docs.map(({ rowid: _rowid, ...row }) => row),
    listSearch: (db.prepare('SELECT rowid, collection, text FROM list_search').all() as Array<{ rowid: number; collection: string; text: string }>).map((r) => `${ids.get(r.rowid)} ${r.text}`).sort(),
    products: (db.prepare('SELECT doc, product FROM document_products').all() as Array<{ doc: number; product: string }>).map((r) => `${ids.get(r.doc)} ${r.product}`).sort(),
    searches: ['queso', 'cremoso', 'duro 13'].map((term) =>
      createReplicaReader(db)
        .search('products', term, { limit: 1000 })
        .map((d) => d._id)
        .sort(),
    ),
  };
}

it('reads a long pull’s pages after the first on a worker, into the same replica as on its own thread', async () => {
  const results = [];
  for (const onWorker of [true, false]) {
    const replica = openReplica(join(dir, `replica-${String(onWorker)}.db`));
    try {
      const outcome = await pullUntilQuiet({ db: replica.db, writer: createDocumentWriter(replica.db), api: serving(), clock, readPagesOnWorker: onWorker });
      expect(outcome).toMatchObject({ ok: true, pages: PAGES, pagesOnWorker: onWorker ? PAGES - 1 : 0 });
      results.push(contents(replica.db));
    } finally {
      replica.close();
    }
  }
  const [worker, here] = results;
  expect(worker?.documents.length).toBeGreaterThan(PAGE * PAGES * 0.9);
  expect(worker?.searches[1]?.length).toBeGreaterThan(0);
  expect(worker).toEqual(here);
});

it('resumes a first pull cut off mid-way from its last commit, with every document once', async () => {
  const path = join(dir, 'replica.db');
  const first = openReplica(path);
  const batch = createPullBatch(first.db);
  // What is applied commits when the third page is asked for (as a local write would have it, the
  // page before perhaps in part); the connection goes, its open batch uncommitted, at the fifth.
  const cutAt = 4 * PAGE;
  const cut = serving((cursor) => {
    if (cursor === 2 * PAGE) batch.flush();
    if (cursor !== cutAt) return undefined;
    first.db.close();
    return new Response('{}', { status: 503 });
  });
  await expect(pullUntilQuiet({ db: first.db, writer: createDocumentWriter(first.db), api: cut, clock, batch })).rejects.toThrow();
  const again = openReplica(path);
  try {
    const resumedFrom = readSyncState(again.db).cursor;
    expect(resumedFrom).toBeGreaterThan(0);
    expect(resumedFrom).toBeLessThan(cutAt);
    expect(again.db.prepare('SELECT count(*) FROM documents').pluck().get()).toBeGreaterThan(0);
    const outcome = await pullUntilQuiet({ db: again.db, writer: createDocumentWriter(again.db), api: serving(), clock });
    expect(outcome).toMatchObject({ ok: true });
    expect(readSyncState(again.db).cursor).toBe(PAGES * PAGE);
    const whole = openReplica(join(dir, 'whole.db'));
    try {
      await pullUntilQuiet({ db: whole.db, writer: createDocumentWriter(whole.db), api: serving(), clock });
      expect(contents(again.db)).toEqual(contents(whole.db));
    } finally {
      whole.close();
    }
  } finally {
    again.close();
  }
});
