/**
 * Sync bench (`npx tsx bench/sync.ts`): a server process on a SQLite file seeded with 100,000
 * products and 100,000 orders, and an empty replica beside it. Issue 21's rows 5 and 6 (row 7, the
 * outbox, is `bench/outbox.ts`):
 *  - initial pull into the empty replica (target < 10 s), beside plain inserts of the same rows
 *    (a collection/id/doc table) and raw better-sqlite3 inserts into the same replica schema
 *    (indexes, search index and the lists' search rows included), all opened as the desk opens
 *    them (log checkpoints on a thread of their own); and, while it runs, the longest a screen's
 *    read waited (a replica search every 50 ms on the same connection, as the IPC handlers read),
 *    and the progress the sync indicator shows (the engine's `status` events' `pulled` count, then
 *    `indexing`'s count of the indexes a first pull builds after its rows);
 *  - the median latency of an incremental pull of 1,000 changes (target < 100 ms);
 *  - the median replica product search over the 100,000 products.
 * Sizes: BENCH_PRODUCTS, BENCH_ORDERS (100000 each), BENCH_ROUNDS (11), BENCH_SEARCHES (500).
 * BENCH_SYNC_SEEDED names a file that keeps the seeded server database between runs (seeding takes
 * half a minute or more): made there on the first run, copied from there on the next ones, so each
 * run still starts from the same rows (its incremental rounds write to its copy only).
 */
import Sqlite from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
import { printVerdict } from './lib/verdict.js';
import { treeCpuMs } from './lib/process-cpu.js';
import { threadCpu, threadCpuBetween } from './lib/thread-cpu.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 500);
const SEEDED = process.env.BENCH_SYNC_SEEDED;
const CHANGES = 1_000;
const TARGET_INITIAL_S = 10;
const TARGET_INCREMENTAL_MS = 100;
const TARGET_SEARCH_MS = 5;
/** A screen that waits longer than this for a read during the first pull feels stuck. */
const TARGET_READ_WAIT_MS = 500;
/** The sync indicator's count of changes received must move at least this often for the pull to look alive. */
const TARGET_PROGRESS_GAP_MS = 2_000;
/** What people type at the counter: whole words, word starts, two words, accents left out, a miss. */
const TERMS = ['jamon', 'que', 'queso crem', 'aceite oli', 'yerba', 'dulce de leche', 'canuelas', 'galletitas integral', 'sal', 'caviar', 'mortadela don', 'serenisima', 'cafe', 'te premium', '4711'];

/** CPU seconds of this process's main thread (Linux: its task's utime + stime, in clock ticks of 10 ms); null elsewhere. */
function mainThreadCpu(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

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
  const rows = from.prepare('SELECT * FROM document_rows ORDER BY rowid').all() as Array<Record<string, unknown>>;
  const versions = from.prepare('SELECT * FROM document_versions ORDER BY rowid').all() as Array<Record<string, unknown>>;
  const search = new Map(['products', 'customers', 'providers'].map((t) => [t, from.prepare(`SELECT rowid, text FROM search_${t}`).all() as Array<{ rowid: number; text: string }>]));
  // The lists' search rows (list_search, document_products) are the pull's to write as well.
  const listRows = from.prepare('SELECT rowid, collection, text FROM list_search ORDER BY rowid').raw().all() as unknown[][];
  const productRows = from.prepare('SELECT doc, product FROM document_products ORDER BY doc').raw().all() as unknown[][];
  const target = openReplica(path, { checkpointInBackground: true });
  const columns = Object.keys(rows[0] ?? {});
  const insert = target.db.prepare(`INSERT INTO document_rows (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  const versionColumns = Object.keys(versions[0] ?? {});
  const insertVersion = target.db.prepare(`INSERT INTO document_versions (${versionColumns.join(', ')}) VALUES (${versionColumns.map((c) => `@${c}`).join(', ')})`);
  flushDisk();
  const ms = performance.now();
  target.db.transaction(() => {
    rows.forEach((row, i) => {
      insert.run(row);
      insertVersion.run(versions[i]);
    });
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
  plain.transaction(() => rows.forEach((r, i) => put.run(r.collection, r.id, versions[i]?.doc)))();
  const plainElapsed = performance.now() - plainMs;
  plain.close();
  return { rows: rows.length, perSecond: (rows.length / elapsed) * 1000, plainPerSecond: (rows.length / plainElapsed) * 1000 };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sync-'));
  const serverPath = join(dir, 'server.db');
  const reuse = SEEDED !== undefined && existsSync(SEEDED);
  if (reuse) copyFileSync(SEEDED, serverPath);
  const database = openDatabase(`sqlite:${serverPath}`);
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  try {
    if (reuse) {
      console.log(`server file copied from ${SEEDED} (seeded by an earlier run; remove it to seed again)`);
    } else {
      await migrateToLatest(database);
      await ensureReferenceData(database, new Date());
      const seeding = await time(async () => {
        await seedProducts(database, PRODUCTS);
        await seedOrders(database, ORDERS);
      });
      console.log(`seeded ${fmt(PRODUCTS)} products and ${fmt(ORDERS)} orders in ${fmt(seeding / 1000, 1)} s`);
      if (SEEDED !== undefined) {
        // One file to copy: the log folded into it first.
        database.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
        copyFileSync(serverPath, SEEDED);
      }
    }
    server = await spawnServer({ databasePath: serverPath, port: await freePort() });
    const token = await signIn(server.url);
    // As the desk opens it (src-main/runtime/workspace.ts).
    const replica = openReplica(join(dir, 'replica.db'), { checkpointInBackground: true });
    const api = createApiClient({ baseUrl: server.url, token: () => token });
    // BENCH_PAGES_ON_WORKER=0: the long pull reads its pages on the writing thread, for an old/new pair.
    // BENCH_DEFER_INDEXES=0: the first pull keeps every index up to date row by row, as before.
    const engine = createSyncEngine({ db: replica.db, api, readPagesOnWorker: process.env.BENCH_PAGES_ON_WORKER !== '0', deferIndexes: process.env.BENCH_DEFER_INDEXES !== '0' });

    // A server runs for days: warm it up (its JIT, its file cache) with one pass over the pages,
    // unapplied, twice; the second pass's time is the floor of a first pull: the server's pages alone.
    let pagesMs = 0;
    for (let pass = 0; pass < 2; pass += 1) {
      const started = performance.now();
      for (let cursor = 0, more = true; more;) {
        const page = await api.request<{ cursor: number; hasMore: boolean }>({ method: 'GET', path: '/sync/pull', query: { cursor, limit: 1_000 } });
        if (!page.ok) throw new Error(`warm-up pull failed: ${page.error.message}`);
        ({ cursor, hasMore: more } = page.body);
      }
      pagesMs = performance.now() - started;
    }
    // The screens keep reading while the first pull runs: the longest any such read waited.
    const reader = createReplicaReader(replica.db);
    let readWait = 0;
    let readAt = performance.now();
    let reads = 0;
    const ticker = setInterval(() => {
      const due = readAt + 50;
      const start = performance.now();
      reader.search('products', TERMS[reads % TERMS.length] ?? 'queso', { limit: 20 });
      reads += 1;
      readWait = Math.max(readWait, performance.now() - due);
      readAt = start;
    }, 50);
    // What the sync indicator shows (SyncIndicator.tsx): the count of changes received, then of the
    // indexes built at the pull's end, from the engine's status events; the longest stretch without
    // a rise of either, from the pull's start to its end.
    let progressAt = 0;
    let progressGap = 0;
    let progressShown = 0;
    let lastPulled = 0;
    let lastBuilt = 0;
    const offStatus = engine.on('status', (status) => {
      if (!status.syncing) return;
      const pulledRose = status.pulled !== null && status.pulled > lastPulled;
      const builtRose = status.indexing !== null && status.indexing.built > lastBuilt;
      if (!pulledRose && !builtRose) return;
      const now = performance.now();
      progressGap = Math.max(progressGap, now - progressAt);
      progressAt = now;
      progressShown += 1;
      if (pulledRose) lastPulled = status.pulled ?? lastPulled;
      if (builtRose) lastBuilt = status.indexing?.built ?? lastBuilt;
    });
    let initialMs: number;
    let initialCpu: NodeJS.CpuUsage;
    let initialMainCpu: number | null = null;
    let threads: ReturnType<typeof threadCpuBetween> | null = null;
    let serverCpuMs: number | null = null;
    try {
      const serverPid = server.pid;
      const serverBefore = serverPid === undefined ? null : treeCpuMs(serverPid);
      const threadsBefore = threadCpu();
      const cpuBefore = process.cpuUsage();
      const mainBefore = mainThreadCpu();
      initialMs = await time(() => {
        progressAt = performance.now();
        return engine.syncNow();
      });
      initialCpu = process.cpuUsage(cpuBefore);
      threads = threadCpuBetween(threadsBefore, threadCpu(), process.pid);
      if (serverPid !== undefined && serverBefore !== null) serverCpuMs = treeCpuMs(serverPid) - serverBefore;
      const mainAfter = mainThreadCpu();
      if (mainBefore !== null && mainAfter !== null) initialMainCpu = mainAfter - mainBefore;
      progressGap = Math.max(progressGap, performance.now() - progressAt);
    } finally {
      clearInterval(ticker);
      offStatus();
    }
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

    const plainS = pulled / raw.plainPerSecond;
    console.log(
      `(the initial pull's client CPU, every thread of this process: ${fmt((initialCpu.user + initialCpu.system) / 1e6, 1)} s, of which system ${fmt(initialCpu.system / 1e6, 1)} s; the main thread's ${initialMainCpu === null ? 'unknown' : `${fmt(initialMainCpu, 1)} s`})`,
    );
    if (threads !== null) {
      // The page worker stops before the pull ends, so its CPU is what the threads still running do not account for.
      const total = (initialCpu.user + initialCpu.system) / 1e6;
      const worker = Math.max(0, total - threads.main - threads.busiest - threads.rest);
      console.log(
        `(the initial pull's CPU per thread: the pulling thread ${fmt(threads.main, 2)} s, the page worker (threads ended during the pull) ${fmt(worker, 2)} s, the other threads ${fmt(threads.busiest + threads.rest, 2)} s; the server process ${serverCpuMs === null ? 'unknown' : `${fmt(serverCpuMs / 1000, 2)} s`}; load average at the end ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
      );
    }
    console.log(`(the server's pull pages alone, fetched one after the other and not applied: ${fmt(pagesMs / 1000, 1)} s)`);
    console.log(
      `(plain inserts of the same rows: ${fmt(plainS, 1)} s, ${fmt(raw.plainPerSecond)} docs/s; raw inserts into the replica's schema: ${fmt(pulled / raw.perSecond, 1)} s, ${fmt(raw.perSecond)} docs/s)`,
    );
    printVerdict(
      `desktop initial pull, ${fmt(PRODUCTS)} products + ${fmt(ORDERS)} orders`,
      `${fmt(initialMs / 1000, 1)} s (${fmt(pullRate)} docs/s, ${fmt(raw.plainPerSecond > 0 ? pullRate / raw.plainPerSecond : 0, 2)} of plain inserts)`,
      `< ${TARGET_INITIAL_S} s`,
      initialMs < TARGET_INITIAL_S * 1000,
    );
    printVerdict(`longest wait of a screen's read during the initial pull (${reads} reads)`, `${fmt(readWait)} ms`, `< ${TARGET_READ_WAIT_MS} ms`, readWait < TARGET_READ_WAIT_MS);
    printVerdict(
      `progress shown during the initial pull (the sync indicator's count of changes received, then of indexes built)`,
      `${fmt(progressShown)} rises, to ${fmt(lastPulled)} changes (${fmt(pulled)} documents pulled) and ${fmt(lastBuilt)} indexes; longest stretch without one ${fmt(progressGap)} ms`,
      `rises at least every ${fmt(TARGET_PROGRESS_GAP_MS)} ms`,
      progressShown > 0 && progressGap < TARGET_PROGRESS_GAP_MS,
    );
    printVerdict(
      `desktop incremental pull of ${fmt(CHANGES)} changes, median of ${ROUNDS}`,
      `${fmt(median(incremental), 1)} ms`,
      `< ${TARGET_INCREMENTAL_MS} ms`,
      median(incremental) < TARGET_INCREMENTAL_MS,
    );
    printVerdict(
      `replica product search, median of ${SEARCHES}`,
      `${fmt(median(searches), 2)} ms (${fmt(found / (SEARCHES + 50), 1)} hits/query)`,
      `< ${TARGET_SEARCH_MS} ms`,
      median(searches) < TARGET_SEARCH_MS,
    );
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
