/**
 * Where a SQLite order lifecycle's server CPU goes, by request kind and by phase (issue 21, round
 * 13): `npx tsx bench/lib/lifecycle-phases.ts`. The server runs in this process, as in the flows
 * bench (log level info to a file); a client in a child process sends PHASES_ORDERS (1,000) creates,
 * then their confirms, prepares and delivers, each kind alone at concurrency 4 after PHASES_WARMUP
 * (200) warm-up lifecycles. Each kind's batch is one CPU profile of its own, so every sample
 * belongs to that kind: the stacks after an `await` no longer name the handler that awaited.
 * A sample's phase is that of its innermost frame that belongs to one (`phaseOf`): the database
 * call a planner's read makes counts as SQL, not as planning. PHASES_KEEP=DIR keeps the profiles.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../src-server/server.js';
import { call, signIn } from '../../tests/support/server.js';
import { QUANTITY_MAX } from '../../src-shared/limits.js';
import { profiled } from './cpu-profile.js';

const ORDERS = Number(process.env.PHASES_ORDERS ?? 1000);
const WARMUP = Number(process.env.PHASES_WARMUP ?? 200);
const CONCURRENCY = 4;
const PRODUCTS = 40;
const CUSTOMERS = 20;
const ADMIN = { username: 'bench', password: 'bench-secret-1' };
const KINDS = ['create', 'confirm', 'prepare', 'deliver'] as const;
type Kind = (typeof KINDS)[number];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** One request of a batch: the client sends them CONCURRENCY at a time and answers each one's `_id`. */
interface Request {
  method: string;
  path: string;
  body?: unknown;
}

const CLIENT = `
const { url, token, requests, concurrency } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const http = require('node:http');
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function send({ method, path, body }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = payload === undefined ? { authorization: 'Bearer ' + token } : { authorization: 'Bearer ' + token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
  return new Promise((resolve, reject) => {
    const request = http.request({ host: target.hostname, port: target.port, path: target.pathname.replace(/\\/$/, '') + path, method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (response.statusCode >= 300) reject(new Error(method + ' ' + path + ' ' + response.statusCode + ' ' + text));
        else resolve(JSON.parse(text)._id);
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}
const ids = new Array(requests.length);
let next = 0;
async function lane() {
  while (next < requests.length) {
    const i = next++;
    ids[i] = await send(requests[i]);
  }
}
Promise.all(Array.from({ length: concurrency }, lane)).then(() => { agent.destroy(); process.stdout.write(JSON.stringify(ids)); });
`;

function sendAll(url: string, token: string, requests: readonly Request[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // The requests go in on stdin: a thousand bodies are past what an environment variable may hold.
    const child = spawn(process.execPath, ['-e', CLIENT], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify({ url, token, requests, concurrency: CONCURRENCY }));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => (code === 0 ? resolve(JSON.parse(output) as string[]) : reject(new Error(`the client exited with ${code}`))));
  });
}

/**
 * The phases, tried from a sample's innermost frame outwards; a frame none names (a native call,
 * Node's promise machinery) passes the sample to its caller. JSON.stringify and JSON.parse are
 * builtins V8 charges to the function calling them.
 */
const PHASES: Array<[phase: string, test: (name: string, place: string) => boolean]> = [
  ['SQL calls (statement runner, better-sqlite3, Kysely)', (name, place) => place === 'src-server/db/connect.ts' || place === 'kysely' || place === 'better-sqlite3'],
  ['access log', (_name, place) => place === 'pino' || place === 'src-server/http/log-output.ts' || place.startsWith('pino-') || place === 'sonic-boom'],
  ['validation (zod, body keys)', (_name, place) => place === 'zod' || place === 'src-server/http/json-keys.ts' || place.startsWith('src-shared/schemas/')],
  ['auth (token, session cache, guard)', (name, place) => place.startsWith('src-server/features/auth/') || name === 'resolveCaller' || name === 'bearerToken'],
  ['plan (planners, pricing, money, plan reads)', (_name, place) => place.startsWith('src-shared/') || place === 'src-server/features/plan-reads.ts'],
  ['stock service', (_name, place) => place.startsWith('src-server/features/stock/')],
  ['document store (rows, JSON, changes, history, closing rows)', (_name, place) => place.startsWith('src-server/db/')],
  [
    'answer (serialise, send, socket write)',
    (name, place) =>
      name === 'serialize' || name === 'onSendEnd' || name === 'send' || place === 'node:_http_outgoing' || place === 'node:internal/stream_base_commons' || place === 'node:internal/streams/writable',
  ],
  ['route glue (register.ts, handlers, planned-write)', (_name, place) => place.startsWith('src-server/')],
  ['request parsing + hooks (Fastify, node:http)', (_name, place) => place !== '' && !place.startsWith('node:internal/process')],
];

function placeOf(url: string): string {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  if (path.startsWith('node:')) return path;
  return path.slice(path.indexOf('/src-') + 1 || path.indexOf('/bench/') + 1);
}

/** Milliseconds per phase of a profile's busy samples; GC and samples no frame places are their own rows. */
function phases(profile: Profile): Map<string, number> {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const phaseOfNode = new Map<number, string>();
  const phaseOf = (id: number): string => {
    const known = phaseOfNode.get(id);
    if (known !== undefined) return known;
    const { functionName, url } = byId.get(id)!.callFrame;
    let phase: string | undefined;
    if (functionName === '(garbage collector)') phase = 'GC';
    else if (functionName === '(idle)') phase = 'idle';
    // The answer's `writev` wakes the client on the other core, and V8 samples wall time: the thread waits there (round 6).
    else if (functionName === 'writev' && !url) phase = 'socket write (wall time, mostly waiting)';
    // The profiler's own stop and this script's client: not the server's work.
    else if (url.startsWith('node:inspector') || url.includes('/bench/')) phase = 'idle';
    else {
      const place = placeOf(url);
      phase = PHASES.find(([, test]) => test(functionName, place))?.[0];
      if (phase === undefined) phase = parent.has(id) ? phaseOf(parent.get(id)!) : 'runtime (microtasks, program)';
    }
    phaseOfNode.set(id, phase);
    return phase;
  };
  const spent = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const phase = phaseOf(id);
    spent.set(phase, (spent.get(phase) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  spent.delete('idle');
  return spent;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-phases-'));
  const keep = process.env.PHASES_KEEP;
  const server = await startServer({
    databaseUrl: `sqlite:${join(dir, 'phases.db')}`,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    logger: { level: 'info', file: join(dir, 'server.log') },
  });
  try {
    const url = server.url;
    const token = await signIn(url, ADMIN.username, ADMIN.password);
    const post = async (path: string, body: unknown) => (await call<{ _id: string }>(url, 'POST', path, { token, body })).body._id;
    const provider = await post('/provider', { name: 'Proveedor Fases' });
    const items: Array<{ product: string; quantity: number }> = [];
    const needed = ((ORDERS + WARMUP) * 5 * 1500 * 2) / PRODUCTS;
    for (let i = 0; i < PRODUCTS; i += 1) {
      const unit = i % 2 === 0 ? 'UNITY' : 'WEIGHT';
      const margins = [
        { quantity: 0, value: 1.2 },
        { quantity: 1, value: 1.5 },
      ];
      const product = await post('/product', { name: `Fase ${i}`, provider, unit, taxBase: 100 + i, margins, contributions: 10, wholesalerContributions: 5 });
      for (let added = 0; added < needed; added += QUANTITY_MAX) await call(url, 'PUT', `/product/${product}/adjustment`, { token, body: { quantity: QUANTITY_MAX, reason: 'fases' } });
      items.push({ product, quantity: unit === 'UNITY' ? 2 : 1500 });
    }
    const address = { label: 'Casa', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' };
    const customers: string[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await post('/customer', { name: `Cliente Fases ${i}`, address }));
    const option = await post('/delivery', { name: 'Envío Fases', customerPrice: 500, partnerPrice: 200, contributes: true });
    const cart = () => {
      const picked = new Set<number>();
      while (picked.size < 5) picked.add(Math.floor(Math.random() * items.length));
      return { items: [...picked].map((i) => items[i]!) };
    };
    const createBody = () => ({
      delivery: { _id: option, phone: '+54 11 5555 0000', contactEmail: null, address, charged: true },
      discount: 5,
      customer: customers[Math.floor(Math.random() * customers.length)],
      cart: cart(),
    });
    const requestsOf = (kind: Kind, ids: readonly string[], count: number): Request[] =>
      kind === 'create'
        ? Array.from({ length: count }, () => ({ method: 'POST', path: '/order', body: createBody() }))
        : ids.map((id) => ({ method: 'PUT', path: `/order/${kind}/${id}`, body: kind === 'confirm' ? { date: '2026-03-05' } : undefined }));
    const batch = async (count: number, measure: boolean) => {
      let ids: string[] = [];
      const rows: string[] = [];
      for (const kind of KINDS) {
        const requests = requestsOf(kind, ids, count);
        if (!measure) {
          const answered = await sendAll(url, token, requests);
          if (kind === 'create') ids = answered;
          continue;
        }
        const path = join(keep ?? dir, `phases-${kind}.cpuprofile`);
        const before = process.cpuUsage();
        const answered = await profiled(path, () => sendAll(url, token, requests));
        const cpu = process.cpuUsage(before);
        if (kind === 'create') ids = answered;
        const spent = phases(JSON.parse(readFileSync(path, 'utf8')) as Profile);
        const busy = [...spent.values()].reduce((a, b) => a + b, 0);
        rows.push(`${kind}: server CPU ${((cpu.user + cpu.system) / 1000 / count).toFixed(3)} ms per request (profiled), busy samples ${((1000 * busy) / count).toFixed(0)} µs per request`);
        for (const [phase, ms] of [...spent].sort((a, b) => b[1] - a[1])) rows.push(`  ${((1000 * ms) / count).toFixed(0).padStart(6)} µs ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${phase}`);
      }
      return rows;
    };
    await batch(WARMUP, false);
    console.log((await batch(ORDERS, true)).join('\n'));
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
