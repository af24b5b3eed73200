/**
 * Order flow bench: full order lifecycles per second over HTTP on 127.0.0.1 — create (5 items),
 * confirm, prepare, deliver — on a SQLite file and on a throw-away PostgreSQL 15, with the mean
 * time of each call and the server's CPU time per lifecycle. The client runs in a child process, so
 * it shares neither the server's event loop nor its CPU count. Run: `npx tsx bench/flows.ts`.
 * The server runs as `npm run serve` runs it, logging at LOG_LEVEL (info), to a file rather than the
 * terminal; BENCH_LOG_LEVEL=off turns logging off to see what it costs. Beside the target it prints
 * the bare-HTTP floor measured in the same run, and the SQL statements each call runs. On PostgreSQL it
 * also prints the CPU of PostgreSQL's own processes per lifecycle (lib/process-cpu.ts: the backends
 * spend about as much as the server) and the round trips per call the server waited for
 * (db/pg-driver.ts sends `begin` and `commit` with other statements, so they are fewer than the statements).
 * Sizes: BENCH_LIFECYCLES (2000), BENCH_ROUNDS (3), BENCH_WARMUP (300), BENCH_FLAVOURS (sqlite,postgres),
 * BENCH_CONCURRENCY (4 on SQLite, 8 on PostgreSQL, as issue 21's targets are stated; a value given applies to both)
 * BENCH_CATALOG (200 products) and BENCH_CUSTOMERS (50); BENCH_TRACE=1 also prints the SQL of one lifecycle.
 * BENCH_KEYED=1 sends every write with its own Idempotency-Key, as the desktop's outbox does (the
 * figures of the issue's table are without: the server then also looks up and stores each answer).
 * BENCH_PROFILE=DIR writes a CPU profile of each database's measured rounds (the server's thread,
 * setup left out) to DIR/flows-FLAVOUR.cpuprofile; `npx tsx bench/lib/cpu-profile.ts FILE` sums it.
 * Each order draws its 5 products at random from the catalog, as a distributor's orders do: were
 * they all the same 5 products, every confirm and deliver would queue on the same stock rows (on
 * PostgreSQL, from its stock move to its commit), and the bench would measure that queue rather
 * than the server. Each order is also for one of BENCH_CUSTOMERS customers at random: a delivery
 * settles its customer's account, so were every order one customer's, every deliver would wait for
 * the one before it on that account's row. Those queues are still printed, as the baseline of the
 * same run: one more round whose orders all hold the same 5 products, for the same customer.
 * The target rows (bench/lib/verdict.ts) close each database's figures: lifecycles per second and
 * SQL statements per lifecycle.
 * Each database runs BENCH_ROUNDS measured rounds one after the other; the figures are the median
 * round's, and every round's rate is printed beside it.
 * The rate is the server's sustained one: a server runs for hours, and 300 lifecycles after 30 of
 * warm-up (the old sizes) measured V8 still compiling the hot paths, about a third below the warm
 * rate. This machine's speed varies by the hour (the bare-HTTP floor printed beside the rate shows
 * it): compare two versions by running them one after the other, several times, not with a figure
 * from another hour. The server's CPU counts every thread of its process, the log checkpoints
 * (db/checkpointer.ts) included.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import type { RunningServer, ServerConfig } from '../src-server/server.js';
import Fastify from 'fastify';
import type { LogEvent } from 'kysely';
import { freshPostgresUrl } from '../tests/support/databases.js';
import { startPostgres } from '../tests/support/postgres.js';
import { call, signIn } from '../tests/support/server.js';
import { QUANTITY_MAX } from '../src-shared/limits.js';
import { profiled } from './lib/cpu-profile.js';
import { printVerdict } from './lib/verdict.js';
import { builtServer } from './lib/built-server.js';
import { treeCpuMs } from './lib/process-cpu.js';

const LIFECYCLES = Number(process.env.BENCH_LIFECYCLES ?? 2000);
/** Lanes of lifecycles run at once: SQLite's one writer gains nothing past a few; PostgreSQL's targets are stated at 8. */
const CONCURRENCY: Record<string, number> = { sqlite: Number(process.env.BENCH_CONCURRENCY ?? 4), postgres: Number(process.env.BENCH_CONCURRENCY ?? 8) };
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const FLAVOURS = (process.env.BENCH_FLAVOURS ?? 'sqlite,postgres').split(',');
/** Issue 21's targets: lifecycles per second, and SQL statements per lifecycle (begin, commit and the sign-in check included). */
const TARGETS: Record<string, { rate: number; statements: number; name: string }> = {
  sqlite: { rate: 300, statements: 25, name: 'SQLite' },
  postgres: { rate: 200, statements: 25, name: 'PostgreSQL' },
};
const ADMIN = { username: 'bench', password: 'bench-secret-1' };
/** The measured server, bundled as it ships (lib/built-server.ts). */
const { startServer } = await builtServer();
const STEPS = ['create', 'confirm', 'prepare', 'deliver'] as const;
/** Products the orders draw from; at least the 5 an order holds. */
const CATALOG = Math.max(5, Number(process.env.BENCH_CATALOG ?? 200));
/** Customers the orders are for, one at random per order (the same-products round: the first). */
const CUSTOMERS = Math.max(1, Number(process.env.BENCH_CUSTOMERS ?? 50));
/** Lifecycles the whole run makes, warm-ups, the same-products round and the statement count included. */
const RUN_LIFECYCLES = WARMUP * 2 + (ROUNDS + 1) * LIFECYCLES + 300;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'info';
/** BENCH_TRACE=1 prints the statements of one lifecycle, where they come from being the first step of cutting them. */
const TRACE = process.env.BENCH_TRACE === '1';
const TRACE_WIDTH = 160;
/** BENCH_KEYED=1: every write carries an Idempotency-Key, as the desktop's do. */
const KEYED = process.env.BENCH_KEYED === '1';
/** BENCH_PROFILE=DIR: where the measured rounds' CPU profiles go. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

/** `npm run serve`'s logger (src-server/main.ts), writing to a file in `dir`. */
const serveLogger = (dir: string): ServerConfig['logger'] => (LOG_LEVEL === 'off' ? false : { level: LOG_LEVEL, file: join(dir, 'server.log') });

/** An order line: a product and the quantity every order takes of it (units, or grams of a weighed one). */
interface Item {
  product: string;
  quantity: number;
}

interface Setup {
  url: string;
  token: string;
  /** The order's body but its items and customer. */
  order: object;
  /** The customers orders are for. */
  customers: string[];
  /** The products orders draw from; `hot`: every order holds exactly these (the same-products round). */
  catalog: Item[];
  hot?: boolean;
}

interface FlowResult {
  seconds: number;
  errors: string[];
  /** Total milliseconds spent in each step. */
  spent: Record<(typeof STEPS)[number], number>;
}

// Plain JavaScript: a client evaluated from source runs without the TypeScript loader.
const CLIENT = `
const { url, token, order, customers, catalog, hot, lifecycles, concurrency, bare, keyed } = JSON.parse(process.env.FLOW_CLIENT);
// One of the customers at random (the first in the same-products round).
const customer = () => (hot ? customers[0] : customers[Math.floor(Math.random() * customers.length)]);
// 5 distinct products of the catalog at random (its first 5 in the same-products round).
function cart() {
  if (hot) return { items: catalog.slice(0, 5) };
  const picked = new Set();
  while (picked.size < 5) picked.add(Math.floor(Math.random() * catalog.length));
  return { items: [...picked].map((i) => catalog[i]) };
}
// node:http with kept-alive connections, not fetch: fetch spends about six times the CPU per
// request (~0.3 ms here), and on two cores the load generator's CPU is taken from the server.
const http = require('node:http');
const target = new URL(url);
const prefix = target.pathname === '/' ? '' : target.pathname;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const auth = 'Bearer ' + token;
function send(method, path, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = payload === undefined ? { authorization: auth } : { authorization: auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
  if (keyed && method !== 'GET') headers['idempotency-key'] = require('node:crypto').randomUUID();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: target.hostname, port: target.port, path: prefix + path, method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (response.statusCode >= 300) reject(new Error(method + ' ' + path + ' ' + response.statusCode + ' ' + text));
        else resolve(JSON.parse(text));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}
async function run(count) {
  const spent = { create: 0, confirm: 0, prepare: 0, deliver: 0 };
  const errors = [];
  let next = 0;
  async function timed(step, work) {
    const started = performance.now();
    const result = await work();
    spent[step] += performance.now() - started;
    return result;
  }
  async function lane() {
    while (next < count) {
      next += 1;
      try {
        // The floor: the same four round trips to a route that only answers an order's JSON.
        if (bare) { for (const step of Object.keys(spent)) await timed(step, () => send('GET', '/order')); continue; }
        const created = await timed('create', () => send('POST', '/order', { ...order, customer: customer(), cart: cart() }));
        await timed('confirm', () => send('PUT', '/order/confirm/' + created._id, { date: '2026-03-05' }));
        await timed('prepare', () => send('PUT', '/order/prepare/' + created._id));
        await timed('deliver', () => send('PUT', '/order/deliver/' + created._id));
      } catch (error) {
        errors.push(String(error && error.message || error));
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { seconds: (performance.now() - started) / 1000, errors, spent };
}
run(lifecycles).then((result) => {
  agent.destroy();
  process.stdout.write(JSON.stringify(result));
});
`;

function runFlows(setup: Setup, lifecycles: number, concurrency: number, bare = false): Promise<FlowResult> {
  const env = { ...process.env, FLOW_CLIENT: JSON.stringify({ ...setup, lifecycles, concurrency, bare, keyed: KEYED }) };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(output) as FlowResult);
      else reject(new Error(`the bench client exited with ${code}`));
    });
  });
}

async function expectOk<T>(pending: Promise<{ status: number; body: T }>): Promise<T> {
  const response = await pending;
  if (response.status >= 300) throw new Error(`setup call failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** 5 distinct products of the catalog at random, as the client draws them. */
function drawnCart(catalog: readonly Item[]): { items: Item[] } {
  const picked = new Set<number>();
  while (picked.size < 5) picked.add(Math.floor(Math.random() * catalog.length));
  return { items: [...picked].map((i) => catalog[i]!) };
}

/** One of the customers at random, as the client draws them. */
const drawnCustomer = (customers: readonly string[]): string => customers[Math.floor(Math.random() * customers.length)]!;

/** What an order line takes of a product: 2 units, or 500 grams of a weighed one (what a line costs the server does not depend on it). */
const lineQuantity = (unit: 'UNITY' | 'WEIGHT'): number => (unit === 'UNITY' ? 2 : 500);

/**
 * Grams (or units) of a product the whole run may take: a line a lifecycle, for its expected share
 * of the drawn lifecycles three times over and every same-products lifecycle when it is one of those
 * 5. One stock adjustment gives it: a stock figure holds at most QUANTITY_MAX.
 */
function stockNeeded(index: number, unit: 'UNITY' | 'WEIGHT'): number {
  const drawn = (3 * RUN_LIFECYCLES * 5) / CATALOG;
  const needed = lineQuantity(unit) * Math.ceil(drawn + (index < 5 ? RUN_LIFECYCLES : 0));
  if (needed > QUANTITY_MAX) throw new Error(`the run would take ${needed} of a product, past the ${QUANTITY_MAX} a stock figure holds: lower BENCH_LIFECYCLES or BENCH_ROUNDS`);
  return needed;
}

/** A catalog of CATALOG products with plenty of stock (no negative-stock alerts), CUSTOMERS customers and a delivery option. */
async function prepare(server: RunningServer): Promise<Setup> {
  const url = server.url;
  const token = await signIn(url, ADMIN.username, ADMIN.password);
  const post = <T>(path: string, body: unknown) => expectOk(call<T>(url, 'POST', path, { token, body }));
  const provider = await post<{ _id: string }>('/provider', { name: 'Proveedor Bench' });
  const items = [];
  for (let i = 0; i < CATALOG; i += 1) {
    const unit = i % 2 === 0 ? 'UNITY' : 'WEIGHT';
    const margins = [
      { quantity: 0, value: 1.2 },
      { quantity: 1, value: 1.5 },
      { quantity: 1000, value: 1.4 },
    ];
    const product = await post<{ _id: string }>('/product', { name: `Bench ${i}`, provider: provider._id, unit, taxBase: 100 + i, margins, contributions: 10, wholesalerContributions: 5 });
    // Enough stock that no lifecycle of the run takes it below zero (which would raise alerts).
    await expectOk(call(url, 'PUT', `/product/${product._id}/adjustment`, { token, body: { quantity: stockNeeded(i, unit), reason: 'bench stock' } }));
    items.push({ product: product._id, quantity: lineQuantity(unit) });
  }
  const address = { label: 'Casa', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' };
  const customers: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) customers.push((await post<{ _id: string }>('/customer', { name: `Cliente Bench ${i}`, address }))._id);
  const option = await post<{ _id: string }>('/delivery', { name: 'Envío Bench', customerPrice: 500, partnerPrice: 200, contributes: true });
  const order = { delivery: { _id: option._id, phone: '+54 11 5555 0000', contactEmail: null, address, charged: true }, discount: 5 };
  return { url, token, order, customers, catalog: items };
}

/**
 * What HTTP alone costs on this machine, measured like the flows (same client, concurrency and
 * answer size): a bare Fastify route answering a stored order's JSON, four round trips per
 * lifecycle. No lifecycle rate can exceed it, nor cost the server less CPU.
 */
async function httpFloor(body: string, concurrency: number): Promise<{ rate: number; cpuMs: number }> {
  const app = Fastify({ logger: false });
  app.get('/order', async (_request, reply) => reply.type('application/json').send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    const bare: Setup = { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, token: '', order: {}, customers: [], catalog: [] };
    if (WARMUP > 0) await runFlows(bare, WARMUP, concurrency, true);
    const before = process.cpuUsage();
    const result = await runFlows(bare, LIFECYCLES, concurrency, true);
    const cpu = process.cpuUsage(before);
    return { rate: LIFECYCLES / result.seconds, cpuMs: (cpu.user + cpu.system) / 1000 / LIFECYCLES };
  } finally {
    await app.close();
  }
}

async function sampleOrder(setup: Setup): Promise<string> {
  const page = await expectOk(call<{ docs: unknown[] }>(setup.url, 'GET', '/order?limit=1', { token: setup.token }));
  return JSON.stringify(page.docs[0] ?? {});
}

/** Where a flavour's databases live (and its log): the measured one, and fresh ones for counting statements. */
type Place = { dir: string; databaseUrl: string; fresh(): Promise<string>; cleanup(): void; databaseCpuMs?: () => number };

async function placeFor(flavour: string): Promise<Place> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-flows-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (flavour !== 'postgres') return { dir, databaseUrl: `sqlite:${join(dir, 'flows.db')}`, fresh: async () => `sqlite:${join(dir, 'count.db')}`, cleanup: removeDir };
  const postgres = await startPostgres();
  return {
    dir,
    databaseUrl: postgres.url,
    fresh: () => freshPostgresUrl(postgres.url),
    // PostgreSQL's own processes (backends, writers): the other half of what a lifecycle costs the machine.
    databaseCpuMs: () => treeCpuMs(postgres.pid()),
    cleanup: () => {
      postgres.stop();
      removeDir();
    },
  };
}

/** A mean count as compared with its target: whole when it is, else to a tenth (26.6 must not print as 27, nor 25.4 as 25). */
const shownCount = (mean: number): string => (Number.isInteger(mean) ? String(mean) : mean.toFixed(1));

/** What the statement count found: the text to print, and the per-lifecycle figures the target rows and the floor read. */
interface Statements {
  text: string;
  /** Round trips per lifecycle the server waited for (PostgreSQL; on SQLite a statement is a call, not a round trip). */
  roundTrips: number | null;
  perLifecycle: number;
  sqlMs: number;
}

/**
 * SQL statements per call (begin, commit and the sign-in check included), over sequential
 * lifecycles on a fresh database, and the time the database itself took for them (Kysely's measure
 * of each query: on SQLite the statement's own run, commits included; on PostgreSQL the round trip,
 * waits for locks included). That time alone bounds the rate of one lane: no lifecycle can take
 * less, whatever the rest of the server costs.
 */
async function statementsPerCall(databaseUrl: string): Promise<Statements> {
  const COUNTED = 200;
  const WARM_COUNTED = 50;
  let count = 0;
  let trips = 0;
  let sqlMs = 0;
  let commitMs = 0;
  let traced: string[] | null = null;
  const log = (event: LogEvent) => {
    traced?.push(event.query.sql.replace(/\s+/g, ' ').slice(0, TRACE_WIDTH));
    count += 1;
    sqlMs += event.queryDurationMillis;
    if (/^commit\b/i.test(event.query.sql)) commitMs += event.queryDurationMillis;
  };
  const onRoundTrip = () => {
    trips += 1;
  };
  const server = await startServer({ databaseUrl, adminUsername: ADMIN.username, adminPassword: ADMIN.password, logger: false, open: { log, onRoundTrip } });
  try {
    const setup = await prepare(server);
    const per = { create: 0, confirm: 0, prepare: 0, deliver: 0 };
    const perTrips = { create: 0, confirm: 0, prepare: 0, deliver: 0 };
    const perMs = { create: 0, confirm: 0, prepare: 0, deliver: 0 };
    const step = async (name: keyof typeof per, method: string, path: string, body?: unknown) => {
      traced?.push(`── ${name}`);
      const before = count;
      const beforeTrips = trips;
      const beforeMs = sqlMs;
      const answer = await expectOk(call<{ _id: string }>(setup.url, method, path, { token: setup.token, body }));
      per[name] += count - before;
      perTrips[name] += trips - beforeTrips;
      perMs[name] += sqlMs - beforeMs;
      return answer;
    };
    const lifecycle = async () => {
      const created = await step('create', 'POST', '/order', { ...setup.order, customer: drawnCustomer(setup.customers), cart: drawnCart(setup.catalog) });
      await step('confirm', 'PUT', `/order/confirm/${created._id}`, { date: '2026-03-05' });
      await step('prepare', 'PUT', `/order/prepare/${created._id}`);
      await step('deliver', 'PUT', `/order/deliver/${created._id}`);
    };
    // Unmeasured first rounds: statement cache, page cache and V8 warm, as in the measured run.
    for (let i = 0; i < WARM_COUNTED; i += 1) await lifecycle();
    for (const name of STEPS) {
      per[name] = 0;
      perTrips[name] = 0;
      perMs[name] = 0;
    }
    sqlMs = 0;
    commitMs = 0;
    for (let i = 0; i < COUNTED; i += 1) await lifecycle();
    if (TRACE) {
      traced = [];
      await lifecycle();
      console.log(traced.map((text) => `${''.padEnd(9)} ${text}`).join('\n'));
      traced = null;
    }
    const total = STEPS.reduce((sum, name) => sum + per[name], 0) / COUNTED;
    const perLifecycle = sqlMs / COUNTED;
    const tripsTotal = STEPS.reduce((sum, name) => sum + perTrips[name], 0) / COUNTED;
    // Only PostgreSQL's driver reports round trips (db/pg-driver.ts); a server without the hook reports none.
    const tripsText =
      tripsTotal > 0 ? `\n${''.padEnd(9)} round trips per call: ${STEPS.map((name) => `${name} ${shownCount(perTrips[name] / COUNTED)}`).join(' · ')} (${shownCount(tripsTotal)} per lifecycle)` : '';
    return {
      roundTrips: tripsTotal > 0 ? tripsTotal : null,
      text:
        `${STEPS.map((name) => `${name} ${shownCount(per[name] / COUNTED)}`).join(' · ')} (${shownCount(total)} per lifecycle)${tripsText}\n` +
        `${''.padEnd(9)} database time per call: ${STEPS.map((name) => `${name} ${(perMs[name] / COUNTED).toFixed(2)} ms`).join(' · ')}\n` +
        `${''.padEnd(9)} database time ${perLifecycle.toFixed(2)} ms per lifecycle (commits ${(commitMs / COUNTED).toFixed(2)} ms): alone it caps one lane at ${(1000 / perLifecycle).toFixed(0)}/s`,
      perLifecycle: total,
      sqlMs: perLifecycle,
    };
  } finally {
    await server.close();
  }
}

interface Round {
  result: FlowResult;
  cpu: NodeJS.CpuUsage;
  /** PostgreSQL's processes' CPU over the round, in ms; null on SQLite (in the server's process). */
  databaseCpuMs: number | null;
  rate: number;
  done: number;
}

/** One measured run of LIFECYCLES lifecycles, with the server process's CPU over it. */
async function measuredRound(setup: Setup, concurrency: number, databaseCpuMs?: () => number): Promise<Round> {
  const databaseBefore = databaseCpuMs?.() ?? 0;
  const before = process.cpuUsage();
  const result = await runFlows(setup, LIFECYCLES, concurrency);
  const cpu = process.cpuUsage(before);
  const databaseAfter = databaseCpuMs?.() ?? 0;
  const done = LIFECYCLES - result.errors.length;
  return { result, cpu, databaseCpuMs: databaseCpuMs ? databaseAfter - databaseBefore : null, rate: done / result.seconds, done };
}

async function benchOn(flavour: string): Promise<void> {
  const place = await placeFor(flavour);
  const concurrency = CONCURRENCY[flavour] ?? 4;
  const target = TARGETS[flavour];
  let server: RunningServer | undefined;
  try {
    server = await startServer({ databaseUrl: place.databaseUrl, adminUsername: ADMIN.username, adminPassword: ADMIN.password, logger: serveLogger(place.dir) });
    const setup = await prepare(server);
    // Warm-up (JIT, statement caches, keep-alive connections), not measured.
    if (WARMUP > 0) await runFlows(setup, WARMUP, concurrency);
    const rounds: Round[] = [];
    const measure = async () => {
      for (let i = 0; i < ROUNDS; i += 1) rounds.push(await measuredRound(setup, concurrency, place.databaseCpuMs));
    };
    await (PROFILE_DIR ? profiled(join(PROFILE_DIR, `flows-${flavour}.cpuprofile`), measure) : measure());
    // The median round: one round disturbed by the machine's other load (see the header) moves it no more than it should.
    const byRate = [...rounds].sort((a, b) => a.rate - b.rate);
    const { result, cpu, databaseCpuMs, rate, done } = byRate[Math.floor((byRate.length - 1) / 2)] ?? byRate[0]!;
    // What 4 bare round trips of the same size reach right after, on the same machine: no lifecycle rate can beat it.
    const floor = flavour === FLAVOURS[0] ? await httpFloor(await sampleOrder(setup), concurrency) : null;
    // The baseline of the same run: every order the same 5 products, so their stock rows are a queue.
    const hot = await measuredRound({ ...setup, hot: true }, concurrency);
    const meansOf = (spent: FlowResult['spent']) => STEPS.map((step) => `${step} ${(spent[step] / LIFECYCLES).toFixed(2)} ms`).join(' · ');
    const means = meansOf(result.spent);
    const floorNote = floor === null ? '' : `   bare-HTTP floor here: ${floor.rate.toFixed(0)}/s (server CPU ${floor.cpuMs.toFixed(2)} ms per 4 round trips)`;
    const roundsNote = rounds.length > 1 ? `median of ${rounds.length} rounds: ${rounds.map((round) => round.rate.toFixed(0)).join(', ')}/s; ` : '';
    console.log(`${flavour.padEnd(9)} ${rate.toFixed(0).padStart(5)} lifecycles/s (${roundsNote}${done} in ${result.seconds.toFixed(2)} s, concurrency ${concurrency})${floorNote}`);
    console.log(`${''.padEnd(9)} mean per call: ${means}`);
    console.log(
      `${''.padEnd(9)} orders drawn from ${CATALOG} products; every order the same 5 products instead: ${hot.rate.toFixed(0)}/s (${meansOf(hot.result.spent)})${hot.result.errors.length > 0 ? `, ${hot.result.errors.length} failed: ${hot.result.errors[0]}` : ''}`,
    );
    // The server process's CPU per lifecycle: what the rate is made of, and far less sensitive than it to other load on the machine.
    const cpuMs = (cpu.user + cpu.system) / 1000 / LIFECYCLES;
    console.log(
      `${''.padEnd(9)} server CPU ${cpuMs.toFixed(2)} ms per lifecycle (${(1000 / cpuMs).toFixed(0)} lifecycles per CPU-second${flavour === 'postgres' ? ', PostgreSQL processes not counted' : ''})`,
    );
    if (databaseCpuMs !== null) {
      const databaseMs = databaseCpuMs / LIFECYCLES;
      console.log(
        `${''.padEnd(9)} PostgreSQL processes' CPU ${databaseMs.toFixed(2)} ms per lifecycle; server + PostgreSQL ${(cpuMs + databaseMs).toFixed(2)} ms (${(1000 / (cpuMs + databaseMs)).toFixed(0)} lifecycles per CPU-second)`,
      );
    }
    if (result.errors.length > 0) console.log(`${''.padEnd(9)} ${result.errors.length} failed; first: ${result.errors[0]}`);
    const statements = await statementsPerCall(await place.fresh());
    console.log(`${''.padEnd(9)} SQL statements per call: ${statements.text}`);
    // The server answers on one thread: bare HTTP's CPU and the database's own time are spent on it for every lifecycle, whatever our code costs.
    if (floor && flavour === 'sqlite') {
      const floorMs = floor.cpuMs + statements.sqlMs;
      console.log(
        `${''.padEnd(9)} the server thread's floor: bare HTTP ${floor.cpuMs.toFixed(2)} ms + database ${statements.sqlMs.toFixed(2)} ms = ${floorMs.toFixed(2)} ms per lifecycle, at most ${(1000 / floorMs).toFixed(0)}/s; the rest of the ${cpuMs.toFixed(2)} ms is the server's own code`,
      );
    }
    if (target) {
      const failures = result.errors.length > 0 ? `, ${result.errors.length} failed` : '';
      printVerdict(
        `order lifecycles on ${target.name} (create 5 items → confirm → prepare → deliver), concurrency ${concurrency}`,
        `${rate.toFixed(0)}/s${failures}`,
        `≥ ${target.rate}/s`,
        rate >= target.rate && result.errors.length === 0,
      );
      printVerdict(`SQL statements per order lifecycle on ${target.name}`, shownCount(statements.perLifecycle), `≤ ${target.statements}`, statements.perLifecycle <= target.statements);
    }
  } finally {
    await server?.close();
    place.cleanup();
  }
}

async function main(): Promise<void> {
  console.log(
    `Order lifecycles (create 5 items → confirm → prepare → deliver), ${LIFECYCLES} per database after ${WARMUP} warm-up, HTTP on 127.0.0.1, server log level ${LOG_LEVEL}${KEYED ? ', every write with an Idempotency-Key' : ''}`,
  );
  for (const flavour of FLAVOURS) await benchOn(flavour);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
