/**
 * Server bench: product search over HTTP (`GET /api/product/public?query=…`) on a SQLite file holding
 * 100,000 products, against a bare Fastify route doing one primary-key read with a prepared
 * better-sqlite3 statement on the same file — p50, p99, requests per second and the throughput
 * ratio, beside their targets. Loopback only. Run: `npx tsx bench/server.ts`.
 *
 * The server keeps the matches of recent searches until a product change could alter them
 * (src-server/features/products/search-cache.ts), so a text searched again — what a clerk does all
 * day — costs less than its first search. Both are measured: the loads run against the server as it
 * ships, and again against a second server on the same file with that cache off (every search then
 * costs what a text searched for the first time costs).
 *
 * The targets apply to the mix of what a counter clerk types (TERMS, in turn). Each term is then
 * measured alone, and so are broad searches (BROAD: a short prefix, a word in every name), to show
 * what each costs. Sizes: BENCH_PRODUCTS (100000), BENCH_REQUESTS (1000, the mix and the bare
 * route), BENCH_TERM_REQUESTS (300, each term alone), BENCH_CONCURRENCY (4), BENCH_ROUNDS (5: every
 * load is measured in that many slices, the loads taking turns, then each load's slices are taken
 * together — on a shared, busy machine the ratio then compares like with like).
 */
import Sqlite from 'better-sqlite3';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../src-server/server.js';
import { combineLoads, runLoad, type LoadResult } from './lib/load.js';
import { seedProducts } from './lib/seed-products.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const TERM_REQUESTS = Number(process.env.BENCH_TERM_REQUESTS ?? 300);
/** Every load runs in this many slices, the loads taking turns, so all of them meet the same moments of a shared machine. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.3;
/**
 * What a clerk types at the counter: part of a product name ("queso cre" while still typing), two
 * words, accents left out, a brand, a product number, and a miss. The seeded names are
 * "<noun> <variety> <brand> <i>" with 30 nouns, 10 varieties and 10 brands, so "jamon" matches
 * 1 product in 30, "leche" 1 in 15 ("Leche", "Dulce de leche"), "canuelas" (a brand) 1 in 10.
 */
const TERMS = ['jamon', 'queso cre', 'leche', 'aceite', 'yerba', 'dulce de leche', 'canuelas', 'galletitas integral', 'salame', '4711', 'caviar'];
/** Broad searches, measured alone: a prefix matching 1 in 8 ("Crema", "Cremoso"), two letters, and every product (the slug "producto-<i>"). */
const BROAD = ['crem', 'de', 'producto'];
const ADMIN = { username: 'bench', password: 'bench-secret-1' };

async function bareServer(path: string): Promise<{ url: string; close(): Promise<void>; ids: string[] }> {
  const handle = new Sqlite(path, { readonly: true });
  const byId = handle.prepare<[string], { doc: string }>('SELECT doc FROM products WHERE id = ?');
  const ids = handle.prepare<[], { id: string }>('SELECT id FROM products ORDER BY random() LIMIT 1000').all().map((r) => r.id);
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/bare/:id', async (request, reply) => {
    const row = byId.get(request.params.id);
    if (!row) return reply.status(404).send({ message: 'not found' });
    return reply.type('application/json').send(row.doc);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    ids,
    async close() {
      await app.close();
      handle.close();
    },
  };
}

const ms = (n: number) => n.toFixed(2).padStart(8);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function row(label: string, result: LoadResult, baseline?: LoadResult, total?: number): string {
  const errors = result.errors > 0 ? `  (${result.errors} errors)` : '';
  const ratio = baseline ? (result.rps / baseline.rps).toFixed(3).padStart(8) : ''.padStart(8);
  const matches = total === undefined ? ''.padStart(9) : total.toLocaleString('en').padStart(9);
  const flags = baseline ? `  ${result.p99 < TARGET_P99_MS ? '' : 'p99!'}${result.rps / baseline.rps >= TARGET_RATIO ? '' : ' ratio!'}` : '';
  return `${label.padEnd(44)}${ms(result.p50)}${ms(result.p99)}${result.rps.toFixed(0).padStart(9)}${ratio}${matches}${flags.trimEnd()}${errors}`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const file = join(dir, 'bench.db');
  const server = await startServer({ databaseUrl: `sqlite:${file}`, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  let bare: Awaited<ReturnType<typeof bareServer>> | undefined;
  let uncached: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const seedStart = performance.now();
    await seedProducts(server.database, PRODUCTS);
    console.log(`seeded ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const signin = await fetch(`${server.url}/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { token } = (await signin.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    uncached = await startServer({ databaseUrl: `sqlite:${file}`, productSearchCacheEntries: 0 });
    const urlOf = (term: string, base = server.url) => `${base}/product/public?query=${encodeURIComponent(term)}`;
    const firstTime = (term: string) => urlOf(term, uncached?.url);
    const totals = new Map<string, number>();
    for (const term of [...TERMS, ...BROAD]) {
      const page = (await (await fetch(urlOf(term), { headers })).json()) as { total: number };
      totals.set(term, page.total);
    }

    bare = await bareServer(file);
    const bareUrls = bare.ids.map((id) => `${bare?.url}/bare/${id}`);
    const loads: Array<{ label: string; urls: string[]; requests: number; headers?: Record<string, string>; term?: string }> = [
      { label: 'bare Fastify + 1 SQLite read by primary key', urls: bareUrls, requests: REQUESTS },
      { label: 'product search, the mix of TERMS', urls: TERMS.map((term) => urlOf(term)), requests: REQUESTS, headers },
      { label: 'the mix, each search a first time (no cache)', urls: TERMS.map(firstTime), requests: REQUESTS, headers },
      ...[...TERMS, ...BROAD].map((term) => ({ label: `  ${BROAD.includes(term) ? 'broad' : 'term'} "${term}", first time`, urls: [firstTime(term)], requests: TERM_REQUESTS, headers, term })),
    ];
    const slices = loads.map((): LoadResult[] => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, load] of loads.entries()) {
        const requests = Math.max(1, Math.round(load.requests / ROUNDS));
        slices[i]?.push(await runLoad({ urls: load.urls, headers: load.headers, requests, concurrency: CONCURRENCY, warmup: Math.min(20, requests) }));
      }
    }
    const results = slices.map((s) => combineLoads(s));
    const [baseline, search, cold] = results;
    if (!baseline || !search || !cold) throw new Error('no results');
    const ratio = search.rps / baseline.rps;

    console.log(`\n${CONCURRENCY} requests in flight, 127.0.0.1; ${REQUESTS.toLocaleString('en')} requests for the mix and the bare route, ${TERM_REQUESTS.toLocaleString('en')} per term alone, in ${ROUNDS} rounds`);
    console.log(`${''.padEnd(44)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'req/s'.padStart(9)}${'ratio'.padStart(8)}${'matches'.padStart(9)}`);
    for (const [i, load] of loads.entries()) {
      const result = results[i];
      if (result) console.log(row(load.label, result, i === 0 ? undefined : baseline, load.term === undefined ? undefined : totals.get(load.term)));
    }
    console.log(`\nproduct search (the mix) p99 ${search.p99.toFixed(2)} ms   target < ${TARGET_P99_MS} ms   ${verdict(search.p99 < TARGET_P99_MS)}`);
    console.log(`throughput ratio ${ratio.toFixed(3)}        target ≥ ${TARGET_RATIO}      ${verdict(ratio >= TARGET_RATIO)}`);
    const coldRatio = cold.rps / baseline.rps;
    console.log(`first-time searches (no cache): p99 ${cold.p99.toFixed(2)} ms ${verdict(cold.p99 < TARGET_P99_MS)}, ratio ${coldRatio.toFixed(3)} ${verdict(coldRatio >= TARGET_RATIO)}`);
  } finally {
    await bare?.close();
    await uncached?.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
