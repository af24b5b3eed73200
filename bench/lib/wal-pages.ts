/**
 * Pages an order lifecycle writes to SQLite's log, by the b-tree each page belongs to: what a
 * commit costs is mostly its pages (issue 21, round 9), so a schema change that cuts them is
 * measured here first. The server runs in this process on a file, checkpointed by its writer (no
 * worker), lifecycles one after the other over HTTP as the flows bench sends them: the file grows
 * with WAL_GROW lifecycles, then each of WAL_WINDOWS windows empties the log, runs WAL_COUNT
 * lifecycles, and reads back every frame the log holds (a window stays under the writer's
 * automatic checkpoint, so none is copied back meanwhile). A page written by two commits counts
 * twice, as the log writes it twice. Pages are named by `dbstat` at the window's end; a page freed
 * since counts as `(free)`.
 * Run: `npx tsx bench/lib/wal-pages.ts` (WAL_KEYED=0 for writes without an Idempotency-Key).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { startServer } from '../../src-server/server.js';
import { QUANTITY_MAX } from '../../src-shared/limits.js';
import { call, signIn } from '../../tests/support/server.js';
import { AUTO_CHECKPOINT_PAGES } from '../../src-server/db/checkpointer.js';

const GROW = Number(process.env.WAL_GROW ?? 1500);
const COUNT = Number(process.env.WAL_COUNT ?? 15);
const WINDOWS = Number(process.env.WAL_WINDOWS ?? 4);
const KEYED = process.env.WAL_KEYED !== '0';
const CATALOG = 200;
const CUSTOMERS = 50;
const ADMIN = { username: 'bench', password: 'bench-secret-1' };
const WAL_HEADER = 32;
const FRAME_HEADER = 24;

async function ok<T>(pending: Promise<{ status: number; body: T }>): Promise<T> {
  const response = await pending;
  if (response.status >= 300) throw new Error(`call failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The page numbers of the log's frames that belong to its current generation (the header's salts). */
function framesOf(walPath: string): number[] {
  const wal = readFileSync(walPath);
  if (wal.length < WAL_HEADER) return [];
  const pageSize = wal.readUInt32BE(8);
  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  const pages: number[] = [];
  for (let at = WAL_HEADER; at + FRAME_HEADER + pageSize <= wal.length; at += FRAME_HEADER + pageSize) {
    if (wal.readUInt32BE(at + 8) !== salt1 || wal.readUInt32BE(at + 12) !== salt2) break;
    pages.push(wal.readUInt32BE(at));
  }
  return pages;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'wal-pages-'));
  const path = join(dir, 'pages.db');
  const server = await startServer({ databaseUrl: `sqlite:${path}`, adminUsername: ADMIN.username, adminPassword: ADMIN.password, logger: false, open: { checkpointInBackground: false } });
  const side = new Sqlite(path);
  try {
    const url = server.url;
    const token = await signIn(url, ADMIN.username, ADMIN.password);
    const send = <T>(method: string, route: string, body?: unknown) => ok(call<T>(url, method, route, { token, body, headers: KEYED ? { 'idempotency-key': randomUUID() } : {} }));
    const provider = await send<{ _id: string }>('POST', '/provider', { name: 'Proveedor Páginas' });
    const catalog: Array<{ product: string; quantity: number }> = [];
    for (let i = 0; i < CATALOG; i += 1) {
      const unit = i % 2 === 0 ? 'UNITY' : 'WEIGHT';
      const margins = [
        { quantity: 0, value: 1.2 },
        { quantity: 1, value: 1.5 },
      ];
      const product = await send<{ _id: string }>('POST', '/product', { name: `Páginas ${i}`, provider: provider._id, unit, taxBase: 100 + i, margins, contributions: 10, wholesalerContributions: 5 });
      await send('PUT', `/product/${product._id}/adjustment`, { quantity: QUANTITY_MAX, reason: 'stock' });
      catalog.push({ product: product._id, quantity: unit === 'UNITY' ? 2 : 1500 });
    }
    const address = { label: 'Casa', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' };
    const customers: string[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push((await send<{ _id: string }>('POST', '/customer', { name: `Cliente ${i}`, address }))._id);
    const option = await send<{ _id: string }>('POST', '/delivery', { name: 'Envío', customerPrice: 500, partnerPrice: 200, contributes: true });
    const delivery = { _id: option._id, phone: '+54 11 5555 0000', contactEmail: null, address, charged: true };
    const lifecycle = async () => {
      const picked = new Set<number>();
      while (picked.size < 5) picked.add(Math.floor(Math.random() * CATALOG));
      const customer = customers[Math.floor(Math.random() * CUSTOMERS)];
      const created = await send<{ _id: string }>('POST', '/order', { delivery, discount: 5, customer, cart: { items: [...picked].map((i) => catalog[i]) } });
      await send('PUT', `/order/confirm/${created._id}`, { date: '2026-03-05' });
      await send('PUT', `/order/prepare/${created._id}`);
      await send('PUT', `/order/deliver/${created._id}`);
    };
    for (let i = 0; i < GROW; i += 1) await lifecycle();

    const byTree = new Map<string, number>();
    let total = 0;
    for (let w = 0; w < WINDOWS; w += 1) {
      side.pragma('wal_checkpoint(TRUNCATE)');
      for (let i = 0; i < COUNT; i += 1) await lifecycle();
      const frames = framesOf(`${path}-wal`);
      if (frames.length >= AUTO_CHECKPOINT_PAGES) throw new Error(`a window wrote ${frames.length} frames, past the automatic checkpoint: lower WAL_COUNT`);
      const owner = new Map((side.prepare('select pageno, name from dbstat').all() as Array<{ pageno: number; name: string }>).map((row) => [row.pageno, row.name]));
      for (const page of frames) byTree.set(owner.get(page) ?? '(free)', (byTree.get(owner.get(page) ?? '(free)') ?? 0) + 1);
      total += frames.length;
    }
    const tableOf = new Map(
      (side.prepare("select name, tbl_name from sqlite_schema where type in ('table', 'index')").all() as Array<{ name: string; tbl_name: string }>).map((row) => [row.name, row.tbl_name]),
    );
    const lifecycles = WINDOWS * COUNT;
    const byTable = new Map<string, Array<[string, number]>>();
    for (const [tree, pages] of byTree) {
      const table = tableOf.get(tree) ?? tree;
      byTable.set(table, [...(byTable.get(table) ?? []), [tree, pages]]);
    }
    const per = (pages: number) => (pages / lifecycles).toFixed(1);
    console.log(`${per(total)} log pages per ${KEYED ? 'keyed ' : ''}lifecycle (${lifecycles} lifecycles after ${GROW}; file ${side.pragma('page_count', { simple: true })} pages)`);
    const rows = [...byTable].map(([table, trees]) => ({ table, pages: trees.reduce((sum, [, pages]) => sum + pages, 0), trees })).sort((a, b) => b.pages - a.pages);
    for (const { table, pages, trees } of rows) {
      const detail = trees
        .sort((a, b) => b[1] - a[1])
        .map(([tree, count]) => `${tree} ${per(count)}`)
        .join(', ');
      console.log(`${table.padEnd(20)} ${per(pages).padStart(6)}   ${detail}`);
    }
    // Indexed columns every counted lifecycle left null: what partial indexes would keep out of the log.
    for (const table of ['orders', 'cashflows']) {
      const indexed = (side.prepare(`select i.name from pragma_index_list(?) as l join pragma_index_info(l.name) as i where l.origin = 'c'`).pluck().all(table) as string[]).filter(
        (column) => column !== 'status',
      );
      const recent = `(select * from "${table}" order by rowid desc limit ${lifecycles})`;
      const unset = indexed.filter((column) => side.prepare(`select count(*) from ${recent} where "${column}" is not null`).pluck().get() === 0);
      console.log(`${table}: indexed columns null in every counted lifecycle: ${unset.join(', ') || 'none'}`);
    }
  } finally {
    side.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
