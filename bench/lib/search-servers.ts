/**
 * One server of the search bench (bench/server.ts), in a process of its own so the load generator
 * and the other servers never share its event loop. It tells its parent its base URL over IPC and
 * stops on SIGTERM (a `--cpu-prof` given to this process is then written).
 *
 * - `api <file> <cache entries>`: the API server as `npm run serve` ships it — its access log on
 *   (level info, to this process's stdout, which the bench sends to a file) — over the SQLite file.
 * - `bare <file>`: the baseline, a bare Fastify route and one prepared better-sqlite3 statement on
 *   the same file: the 20 products whose search text starts with the query, in name order, their
 *   stored documents answered as they are. What any search route pays at least.
 */
import Sqlite from 'better-sqlite3';
import Fastify from 'fastify';
import { searchText } from '../../src-server/db/search.js';
import { builtServer } from './built-server.js';

export const BARE_PATH = '/bare';

async function bare(file: string): Promise<{ url: string; close(): Promise<void> }> {
  const handle = new Sqlite(file, { readonly: true });
  // The half-open range of every text starting with the prefix: the name index seeks it.
  const byPrefix = handle.prepare<[string, string], { doc: string }>('SELECT doc FROM products WHERE name_search >= ? AND name_search < ? ORDER BY name_search LIMIT 20');
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { query?: string } }>(BARE_PATH, async (request, reply) => {
    const prefix = searchText(request.query.query ?? '');
    const rows = byPrefix.all(prefix, `${prefix}\uffff`);
    return reply.type('application/json; charset=utf-8').send(`[${rows.map((row) => row.doc).join(',')}]`);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      handle.close();
    },
  };
}

async function api(file: string, cacheEntries: number): Promise<{ url: string; close(): Promise<void> }> {
  const { startServer } = await builtServer();
  const server = await startServer({ databaseUrl: `sqlite:${file}`, logger: { level: 'info' }, productSearchCacheEntries: cacheEntries });
  return { url: server.url, close: () => server.close() };
}

const [kind, file, cache] = process.argv.slice(2);
if (!file || (kind !== 'api' && kind !== 'bare')) throw new Error('usage: search-servers.ts api <file> <cache entries> | bare <file>');
const running = kind === 'api' ? await api(file, Number(cache ?? 0)) : await bare(file);
process.send?.({ url: running.url });
// The CPU this process has used (user + system, µs), when asked: CPU per request is what a busy,
// shared machine changes least (bench/server.ts).
process.on('message', (message: { cpu?: boolean }) => {
  if (!message.cpu) return;
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuMicros: user + system });
});
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
