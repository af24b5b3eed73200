/**
 * A fake server's pull pages for the long-pull tests: PAGES pages of PAGE changes (products,
 * orders, now and then a removal of an earlier product), and what a pull wrote into a replica,
 * keyed by document rather than rowid, to compare two replicas.
 */
import type Sqlite from 'better-sqlite3';
import { createApiClient } from '../../src-main/api/client.js';
import { createDocumentWriter, createReplicaReader, openReplica } from '../../src-main/replica/index.js';
import { createPullBatch, pullUntilQuiet } from '../../src-main/sync/pull.js';

export const PAGE = 400;
export const PAGES = 6;

export const id = (n: number) => n.toString(16).padStart(24, '0');
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

/** The page of the changes after `cursor` up to `end`. */
export function pageAfter(cursor: number, end = Math.min(cursor + PAGE, PAGES * PAGE)) {
  const changes = Array.from({ length: end - cursor }, (_, i) => change(cursor + i + 1));
  return { serverId: 'srv', reset: false, cursor: end, hasMore: end < PAGES * PAGE, changes };
}

/** PAGES pages of PAGE changes; `cut(cursor)` answers instead of the page at that cursor when it returns a response. */
export function serving(cut?: (cursor: number) => Response | undefined) {
  const fetch = async (url: string | URL | Request) => {
    const cursor = Number(new URL(String(url)).searchParams.get('cursor'));
    const instead = cut?.(cursor);
    if (instead) return instead;
    return new Response(JSON.stringify(pageAfter(cursor)), { status: 200 });
  };
  return createApiClient({ baseUrl: 'http://127.0.0.1:9/api', token: () => 't', fetch: fetch as typeof globalThis.fetch });
}

export const clock = () => new Date('2026-11-27T12:00:00Z');

/**
 * Where `cutFirstPull` cuts a first pull off: as the sixth page is asked for. A long pull asks for a
 * page ahead of the one it waits for (pull.ts PAGES_AHEAD), so that is while the fourth is applied.
 */
export const CUT_AT = 5 * PAGE;
/** Where `cutFirstPull` commits what is applied: as the fourth page is asked for, while the second is applied. */
const COMMIT_AT = 3 * PAGE;

/**
 * A first pull into a new replica at `path`, cut off as a killed process leaves it: what is applied
 * commits at COMMIT_AT (as a local write would have it, the page before perhaps in part), and the
 * connection goes, its open batch uncommitted, at CUT_AT. `beforeCut` sees the replica just before.
 * Answers what the pull failed with (null if it did not fail).
 */
export async function cutFirstPull(path: string, beforeCut?: (db: Sqlite.Database) => void): Promise<unknown> {
  const first = openReplica(path);
  const batch = createPullBatch(first.db);
  const cut = serving((cursor) => {
    if (cursor === COMMIT_AT) batch.flush();
    if (cursor !== CUT_AT) return undefined;
    beforeCut?.(first.db);
    first.db.close();
    return new Response('{}', { status: 503 });
  });
  return pullUntilQuiet({ db: first.db, writer: createDocumentWriter(first.db), api: cut, clock, batch }).then(
    () => null,
    (error: unknown) => error,
  );
}

/** What a whole pull of the same pages makes of a new replica at `path`, as `read` sees it. */
export async function pulledWhole<T>(path: string, read: (db: Sqlite.Database) => T): Promise<T> {
  const whole = openReplica(path);
  try {
    await pullUntilQuiet({ db: whole.db, writer: createDocumentWriter(whole.db), api: serving(), clock });
    return read(whole.db);
  } finally {
    whole.close();
  }
}

/** Everything a pull writes, keyed by document rather than rowid. */
export function contents(db: Sqlite.Database) {
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
