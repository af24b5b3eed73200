/**
 * Sync bench (`npx tsx bench/sync.ts`): a server process on a SQLite file seeded with 100,000
 * products and 100,000 orders, and an empty replica beside it.
 *  - initial pull into the empty replica (documents/s), beside raw better-sqlite3 inserts of the
 *    same rows into the same replica schema (indexes, search index and the lists' search rows included),
 *    both replicas opened as the desk opens them (log checkpoints on a thread of their own), and the ratio;
 *  - the median latency of an incremental pull of 1,000 changes;
 *  - the median replica product search over the 100,000 products.
 * Sizes: BENCH_PRODUCTS, BENCH_ORDERS (100000 each), BENCH_ROUNDS (11), BENCH_SEARCHES (500).
 */
import Sqlite from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src-server/db/connect.js';
import { migrateToLatest } from '../src-server/db/migrate.js';
import { ensureReferenceData } from '../src-server/setup/seed.js';
import { createApiClient } from '../src-main/api/client.js';
import { createReplicaReader, openReplica } from '../src-main/replica/index.js';
import { createSyncEngine } from '../src-main/sync/index.js';
import { freePort, spawnServer } from '../tests/support/sync-server-process.js';
import { ADMIN } from '../tests/support/server.js';
import { seedProducts } from './lib/seed-products.js';
import { seedOrders, touchProducts } from './lib/sync-seed.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 500);
const CHANGES = 1_000;
const TARGET_RATIO = 0.5;
const TARGET_SEARCH_MS = 5;
/** What people type at the counter: whole words, word starts, two words, accents left out, a miss. */
const TERMS = ['jamon', 'que', 'queso crem', 'aceite oli', 'yerba', 'dulce de leche', 'canuelas', 'galletitas integral', 'sal', 'caviar', 'mortadela don', 'serenisima', 'cafe', 'te premium', '4711'];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
/** Each timed phase starts with the disk quiet, not writing back what the previous one left. */
const flushDisk = (): void => {
  spawnSync('sync');
};
const time = async (work: () => unknown): Promise<number> => {
  flushDisk();
  const start = performance.now();
  await work();
  return performance.now() - start;
};
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return ((await response.json()) as { token: string }).token;
}

/** The replica's rows as stored, to insert them again with nothing but prepared statements. */
function rawInsertRate(from: Sqlite.Database, path: string): { rows: number; perSecond: number; plainPerSecond: number } {
  const rows = from.prepare('SELECT * FROM documents ORDER BY rowid').all() as Array<Record<string, unknown>>;
  const search = new Map(['products', 'customers', 'providers'].map((t) => [t, from.prepare(`SELECT rowid, text FROM search_${t}`).all() as Array<{ rowid: number; text: string }>]));
  // The lists' search rows (list_search, document_products) are the pull's to write as well.
  const listRows = from.prepare('SELECT rowid, collection, text FROM list_search ORDER BY rowid').raw().all() as unknown[][];
  const productRows = from.prepare('SELECT doc, product FROM document_products ORDER BY doc').raw().all() as unknown[][];
  const target = openReplica(path, { checkpointInBackground: true });
  const columns = Object.keys(rows[0] ?? {});
  const insert = target.db.prepare(`INSERT INTO documents (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  flushDisk();
  const ms = performance.now();
  target.db.transaction(() => {
    for (const row of rows) insert.run(row);
    for (const [table, entries] of search) {
      const put = target.db.prepare(`INSERT INTO search_${table} (rowid, text) VALUES (?, ?)`);
      for (const entry of entries) put.run(entry.rowid, entry.text);
    }
    const putText = target.db.prepare('INSERT INTO list_search (rowid, collection, text) VALUES (?, ?, ?)');
    for (const row of listRows) putText.run(row);
    const putProduct = target.db.prepare('INSERT INTO document_products (doc, product) VALUES (?, ?)');
    for (const row of productRows) putProduct.run(row);
  })();
  const elapsed = performance.now() - ms;
  target.close();
  const plain = new Sqlite(`${path}.plain`);
  plain.pragma('journal_mode = WAL');
  plain.exec('CREATE TABLE documents (collection TEXT, id TEXT, doc TEXT, PRIMARY KEY (collection, id))');
  const put = plain.prepare('INSERT INTO documents VALUES (?, ?, ?)');
  flushDisk();
  const plainMs = performance.now();
  plain.transaction(() => rows.forEach((r) => put.run(r.collection, r.id, r.doc)))();
  const plainElapsed = performance.now() - plainMs;
  plain.close();
  return { rows: rows.length, perSecond: (rows.length / elapsed) * 1000, plainPerSecond: (rows.length / plainElapsed) * 1000 };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sync-'));
  const serverPath = join(dir, 'server.db');
  const database = openDatabase(`sqlite:${serverPath}`);
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  try {
    await migrateToLatest(database);
    await ensureReferenceData(database, new Date());
    const seeding = await time(async () => {
      await seedProducts(database, PRODUCTS);
      await seedOrders(database, ORDERS);
    });
    console.log(`seeded ${fmt(PRODUCTS)} products and ${fmt(ORDERS)} orders in ${fmt(seeding / 1000, 1)} s`);
    server = await spawnServer({ databasePath: serverPath, port: await freePort() });
    const token = await signIn(server.url);
    // As the desk opens it (src-main/runtime/workspace.ts).
    const replica = openReplica(join(dir, 'replica.db'), { checkpointInBackground: true });
    const api = createApiClient({ baseUrl: server.url, token: () => token });
    const engine = createSyncEngine({ db: replica.db, api });

    // A server runs for days: warm it up (its JIT, its file cache) with one pass over the pages, unapplied.
    for (let cursor = 0, more = true; more; ) {
      const page = await api.request<{ cursor: number; hasMore: boolean }>({ method: 'GET', path: '/sync/pull', query: { cursor, limit: 1_000 } });
      if (!page.ok) throw new Error(`warm-up pull failed: ${page.error.message}`);
      ({ cursor, hasMore: more } = page.body);
    }
    const initialMs = await time(() => engine.syncNow());
    const pulled = (replica.db.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n;
    const pullRate = (pulled / initialMs) * 1000;
    const raw = rawInsertRate(replica.db, join(dir, 'raw.db'));

    // Changes spread over the catalog, as repricing a few providers' products would be.
    const step = Math.max(1, Math.floor(PRODUCTS / CHANGES));
    const ids = (replica.db.prepare(`SELECT id FROM documents WHERE collection = 'products' AND (rowid % ?) = 0 LIMIT ?`).all(step, CHANGES) as Array<{ id: string }>).map((r) => r.id);
    const incremental: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await touchProducts(database, ids, round);
      incremental.push(await time(() => engine.syncNow()));
    }

    const reader = createReplicaReader(replica.db);
    const searches: number[] = [];
    let found = 0;
    for (let i = 0; i < SEARCHES + 50; i += 1) {
      const term = TERMS[i % TERMS.length] ?? 'queso';
      const start = performance.now();
      const hits = reader.search('products', term, { limit: 20 });
      if (i >= 50) searches.push(performance.now() - start);
      found += hits.length;
    }
    await engine.stop();
    replica.close();

    const rows: Array<[string, string, string]> = [
      ['initial pull', `${fmt(pullRate)} docs/s (${fmt(pulled)} docs in ${fmt(initialMs / 1000, 1)} s)`, ''],
      ['raw inserts, same rows and schema', `${fmt(raw.perSecond)} docs/s`, ''],
      ['pull ÷ raw', fmt(pullRate / raw.perSecond, 2), `≥ ${TARGET_RATIO} ${pullRate / raw.perSecond >= TARGET_RATIO ? 'met' : 'MISSED'}`],
      ['(raw inserts, plain id+doc table)', `${fmt(raw.plainPerSecond)} docs/s`, `pull ÷ plain ${fmt(pullRate / raw.plainPerSecond, 2)}`],
      [`incremental pull of ${fmt(CHANGES)} changes, median of ${ROUNDS}`, `${fmt(median(incremental), 1)} ms`, ''],
      [`product search, median of ${SEARCHES}`, `${fmt(median(searches), 2)} ms (${fmt(found / (SEARCHES + 50), 1)} hits/query)`, `< ${TARGET_SEARCH_MS} ms ${median(searches) < TARGET_SEARCH_MS ? 'met' : 'MISSED'}`],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    for (const [label, value, target] of rows) console.log(`${label.padEnd(width)}  ${value}${target ? `   target ${target}` : ''}`);
  } finally {
    await server?.kill();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
