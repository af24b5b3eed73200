/**
 * Server bench: product search over HTTP (`GET /api/product/public?query=…`) on a SQLite file holding
 * 100,000 products, against a bare Fastify route doing one primary-key read with a prepared
 * better-sqlite3 statement on the same file — p50, p99, requests per second and the throughput
 * ratio, beside their targets. Loopback only. Run: `npx tsx bench/server.ts`.
 * Sizes: BENCH_PRODUCTS (100000), BENCH_REQUESTS (1000), BENCH_CONCURRENCY (4).
 */
import Sqlite from 'better-sqlite3';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../src-server/server.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { seedProducts } from './lib/seed-products.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.3;
/** What people type: common words, two words, accents left out, a product number, and a miss. */
const TERMS = ['jamon', 'queso crem', 'aceite', 'yerba', 'dulce de leche', 'canuelas', 'galletitas integral', 'salame', '4711', 'caviar'];
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

function row(label: string, result: LoadResult): string {
  const errors = result.errors > 0 ? `  (${result.errors} errors)` : '';
  return `${label.padEnd(44)}${ms(result.p50)}${ms(result.p99)}${result.rps.toFixed(0).padStart(9)}${errors}`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const file = join(dir, 'bench.db');
  const server = await startServer({ databaseUrl: `sqlite:${file}`, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  let bare: Awaited<ReturnType<typeof bareServer>> | undefined;
  try {
    const seedStart = performance.now();
    await seedProducts(server.database, PRODUCTS);
    console.log(`seeded ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const signin = await fetch(`${server.url}/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { token } = (await signin.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    for (const term of ['jamon', 'caviar']) {
      const page = (await (await fetch(`${server.url}/product/public?query=${term}`, { headers })).json()) as { total: number; docs: unknown[] };
      console.log(`  query=${term}: total ${page.total}, ${page.docs.length} on the first page`);
    }

    const load = { requests: REQUESTS, concurrency: CONCURRENCY, warmup: Math.min(100, REQUESTS) };
    const search = await runLoad({ ...load, headers, urls: TERMS.map((t) => `${server.url}/product/public?query=${encodeURIComponent(t)}`) });
    bare = await bareServer(file);
    const baseline = await runLoad({ ...load, urls: bare.ids.map((id) => `${bare?.url}/bare/${id}`) });
    const ratio = search.rps / baseline.rps;

    console.log(`\n${REQUESTS.toLocaleString('en')} requests, ${CONCURRENCY} in flight, 127.0.0.1, terms: ${TERMS.join(', ')}`);
    console.log(`${''.padEnd(44)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'req/s'.padStart(9)}`);
    console.log(row('product search GET /api/product/public', search));
    console.log(row('bare Fastify + 1 SQLite read by primary key', baseline));
    console.log(`\nproduct search p99 ${search.p99.toFixed(2)} ms   target < ${TARGET_P99_MS} ms   ${verdict(search.p99 < TARGET_P99_MS)}`);
    console.log(`throughput ratio ${ratio.toFixed(3)}        target ≥ ${TARGET_RATIO}      ${verdict(ratio >= TARGET_RATIO)}`);
  } finally {
    await bare?.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
