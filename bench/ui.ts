/**
 * UI bench (`npx tsx bench/ui.ts`): the orders list screen (`/orders`) over 50,000 orders in the
 * replica, in Debian's Chromium at 1366×820.
 *  - time to the first data row on screen, after clicking "Pedidos" in the shell (median of
 *    BENCH_UI_RUNS fresh page loads), and on a cold load of the `/orders` address;
 *  - frame intervals (rAF timestamps in the page) while the list is scrolled from top to bottom and
 *    back, BENCH_UI_STEPS frames each way (a fling: every frame shows new rows); the same scroll
 *    again once every page is fetched (rendering alone: the list fetches only the pages a scroll
 *    stops on, so the bench first stops on each page); and a mouse wheel's pace over the top rows;
 *  - beside the same measures on a baseline in the same browser: the idle page's frame interval,
 *    and the same scroll over a static list of 50 rows.
 * Data: a standalone server whose database is seeded through the document store before it starts
 * (BENCH_UI_ORDERS orders, 300 products, 500 customers); the app signs in and pulls it all.
 * The screens measured are built from the sources first (into a scratch folder the app serves as
 * RENDERER_DIR), unless RENDERER_DIR names a build already: a stale dist/renderer once made this
 * bench report a list that was long since fixed (p95 33 ms instead of 16.7).
 */
import { chromium, type Page, type Request } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createIpcClient } from '../src-shared/ipc/client.js';
import { createHttpBridge, secretFromHash } from '../src-shared/ipc/http-transport.js';
import { openDatabase } from '../src-server/db/connect.js';
import { migrateToLatest } from '../src-server/db/migrate.js';
import { ensureReferenceData } from '../src-server/setup/seed.js';
import bundleTheProcesses from '../tests/e2e/support/global-setup.js';
import { scratchDir, startApp, startStandaloneServer } from '../tests/e2e/support/processes.js';
import { seedProducts } from './lib/seed-products.js';
import { seedOrders } from './lib/sync-seed.js';
import { NAME_SHIM, firstRowAfterClick, firstRowOnLoadScript, idleFrames, percentile, scrollGrid, staticGridHtml, visitEveryPage, type FrameStats } from './lib/ui-probe.js';

const ORDERS = Number(process.env.BENCH_UI_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_UI_RUNS ?? 5);
const STEPS = Number(process.env.BENCH_UI_STEPS ?? 600);
/** About 6,000 px/s at 60 Hz: a mouse wheel spun hard. */
const WHEEL_PX = 100;
const WHEEL_STEPS = 300;
const ADMIN = { username: 'admin', password: 'admin-secret-1' };
/** The file `startStandaloneServer` serves from its folder. */
const SERVER_DB = 'shared-server.db';
const TARGET_FIRST_ROW_MS = 1_000;
const TARGET_P95_MS = 33;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loading = (s: Pass) => {
  const pages = s.fetches === 0 ? 'no page fetched' : `${s.fetches} pages fetched (median ${fmt(percentile(s.latency, 50))} ms each, the last ${fmt(s.lagMs / 1000, 1)} s after the scroll)`;
  return `${s.loadingFrames}/${s.frames} frames showing a loading row; ${pages}`;
};
const frames = (s: FrameStats) => `median ${fmt(s.median, 1)} ms, p95 ${fmt(s.p95, 1)} ms, max ${fmt(s.max, 1)} ms, ${s.over33}/${s.frames} frames > 33 ms`;

async function seedServer(path: string): Promise<void> {
  const database = openDatabase(`sqlite:${path}`);
  try {
    await migrateToLatest(database);
    await ensureReferenceData(database, new Date());
    await seedProducts(database, 300);
    await seedOrders(database, ORDERS);
  } finally {
    await database.close();
  }
}

/** Signs the app in (its session serves every page) and waits until the replica holds every order. */
async function signInAndPull(openUrl: string): Promise<{ ms: number; orders: number }> {
  const url = new URL(openUrl);
  const bridge = createHttpBridge({ baseUrl: url.origin, secret: secretFromHash(url.hash) ?? '' });
  const api = createIpcClient(bridge.invoke);
  const start = performance.now();
  await api.auth.signIn(ADMIN);
  for (;;) {
    const status = await api.sync.status();
    const orders = (await api.order.list({ limit: 1 })).total;
    if (status.lastSyncAt !== null && !status.syncing && orders >= ORDERS) return { ms: performance.now() - start, orders };
    if (status.lastError && status.lastError.code !== 'OFFLINE') throw new Error(`sync failed: ${status.lastError.message}`);
    if (performance.now() - start > 600_000) throw new Error(`the replica holds ${orders} of ${ORDERS} orders after 10 minutes`);
    await sleep(250);
  }
}

/** The shell, loaded afresh and settled: the orders link and the sync state showing (the event stream never idles). */
async function freshShell(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  try {
    await page.getByTestId('sync-indicator').waitFor({ timeout: 30_000 });
  } catch {
    throw new Error('the signed-in shell did not load: is the renderer build complete (RENDERER_DIR, or the one this bench makes)?');
  }
  if ((await page.getByRole('link', { name: 'Pedidos', exact: true }).count()) === 0) {
    throw new Error('the shell offers no "Pedidos" link: the orders list screen (/orders) is not registered in src-renderer/app/screens.ts');
  }
  await sleep(500);
}

type Pass = FrameStats & { fetches: number; latency: number[]; lagMs: number };

interface OrdersFigures {
  click: number[];
  cold: number[];
  rows: number;
  idle: FrameStats;
  /** Top→bottom→top, pages fetched as they come into view. */
  scroll: Pass;
  /** The same again once every page has arrived: rendering alone. */
  again: Pass;
  /** JS heap after both passes (every page held), MB. */
  heapMb: number;
  /** A fast mouse wheel's pace (WHEEL_PX a frame) over the first rows, on a fresh load. */
  wheel: Pass;
}

/** The list pages the screen asks the app for: how many, how long each took, and waiting for the last. */
function listRequests(page: Page) {
  const open = new Set<Request>();
  let started = 0;
  let latency: number[] = [];
  const isList = (request: Request) => request.url().includes('/ipc/call/orders.list');
  page.on('request', (request) => {
    if (!isList(request)) return;
    started += 1;
    open.add(request);
  });
  page.on('requestfinished', (request) => {
    if (open.delete(request)) latency.push(request.timing().responseEnd);
  });
  page.on('requestfailed', (request) => open.delete(request));
  return {
    /** Runs a scroll pass, then waits for the pages it asked for (the lag: how long after the pass the last one arrived). */
    async pass(scroll: () => Promise<FrameStats>): Promise<Pass> {
      const before = started;
      latency = [];
      const stats = await scroll();
      const fetches = started - before;
      const end = performance.now();
      while (open.size > 0 && performance.now() - end < 300_000) await sleep(20);
      return { ...stats, fetches, latency, lagMs: fetches > 0 ? performance.now() - end : 0 };
    },
  };
}

async function loadOrders(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/orders`);
  await page.waitForFunction(() => typeof (window as { __firstRowAt?: number }).__firstRowAt === 'number', undefined, { timeout: 30_000 });
  return page.evaluate(() => (window as { __firstRowAt?: number }).__firstRowAt ?? Number.NaN);
}

async function measureOrders(page: Page, origin: string): Promise<OrdersFigures> {
  const list = listRequests(page);
  const click: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await freshShell(page, origin);
    const ms = await firstRowAfterClick(page, 'Pedidos', 30_000);
    if (ms === null) throw new Error('no order row showed within 30 s of opening the orders list');
    click.push(ms);
  }
  const cold: number[] = [];
  for (let run = 0; run < RUNS; run += 1) cold.push(await loadOrders(page, origin));
  const rows = Number(await page.getByRole('grid').first().getAttribute('aria-rowcount'));
  await sleep(1_000);
  const idle = await idleFrames(page, 120);
  const scroll = await list.pass(() => scrollGrid(page, STEPS));
  // The fling fetched only the pages it stopped on: bring in the rest before measuring rendering alone.
  await visitEveryPage(page);
  await sleep(1_000);
  const again = await list.pass(() => scrollGrid(page, STEPS));
  const heapMb = await page.evaluate(() => ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? Number.NaN) / 1e6);
  await loadOrders(page, origin);
  await sleep(1_000);
  const wheel = await list.pass(() => scrollGrid(page, WHEEL_STEPS, WHEEL_STEPS * WHEEL_PX));
  return { click, cold, rows, idle, scroll, again, heapMb, wheel };
}

/**
 * The screens as the sources are now, for the app to serve: the folder to hand the host as its
 * RENDERER_DIR. Handed explicitly (startApp's env): the e2e support reads RENDERER_DIR when it is
 * imported, before this runs, and would otherwise serve dist/renderer — stale, or missing in a fresh checkout.
 */
function buildScreens(dir: string): string {
  if (process.env.RENDERER_DIR) return process.env.RENDERER_DIR;
  const started = performance.now();
  const outDir = join(dir, 'renderer');
  execFileSync(process.execPath, [join(import.meta.dirname, '../node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
  console.log(`built the screens from the sources in ${fmt((performance.now() - started) / 1000, 1)} s`);
  return outDir;
}

async function main(): Promise<void> {
  const scratch = scratchDir();
  const screens = buildScreens(scratch.dir);
  // The app's host and the standalone server start from bundles the e2e suites make before they run
  // (dist/e2e): made here too, from the sources, so the bench runs in a fresh checkout and never on a stale bundle.
  await bundleTheProcesses();
  const seedStart = performance.now();
  await seedServer(join(scratch.dir, SERVER_DB));
  console.log(`seeded the server with ${fmt(ORDERS)} orders in ${fmt((performance.now() - seedStart) / 1000, 1)} s`);
  const server = await startStandaloneServer(scratch.dir, ADMIN);
  const app = await startApp({ remoteUrl: server.url, env: { RENDERER_DIR: screens } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const pulled = await signInAndPull(app.openUrl);
    console.log(`the app pulled them into its replica in ${fmt(pulled.ms / 1000, 1)} s (${fmt(pulled.orders)} orders)`);
    const context = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
    await context.addInitScript(NAME_SHIM);
    await context.addInitScript(firstRowOnLoadScript());

    const baseline = await context.newPage();
    await baseline.setContent(staticGridHtml());
    await sleep(500);
    const baseIdle = await idleFrames(baseline, 120);
    const baseScroll = await scrollGrid(baseline, STEPS);
    await baseline.close();

    const page = await context.newPage();
    await page.goto(app.openUrl);
    const origin = new URL(app.openUrl).origin;
    const orders = await measureOrders(page, origin);

    const firstRow = percentile(orders.click, 50);
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const lines: Array<[string, string]> = [
      ['orders in the list', `${fmt(orders.rows)} rows (replica: ${fmt(pulled.orders)})`],
      [
        `first row, "Pedidos" clicked (median of ${RUNS})`,
        `${fmt(firstRow)} ms (max ${fmt(Math.max(...orders.click))})   target < ${fmt(TARGET_FIRST_ROW_MS)} ms ${verdict(firstRow < TARGET_FIRST_ROW_MS)}`,
      ],
      [`first row, /orders loaded cold (median of ${RUNS})`, `${fmt(percentile(orders.cold, 50))} ms since navigation start (max ${fmt(Math.max(...orders.cold))})`],
      [`scroll top→bottom→top, ${STEPS}+${STEPS} frames`, `${frames(orders.scroll)}   target p95 < ${TARGET_P95_MS} ms ${verdict(orders.scroll.p95 < TARGET_P95_MS)}`],
      ['  rows still loading, pages fetched', `${loading(orders.scroll)}`],
      ['same scroll again, every page in', `${frames(orders.again)}; ${loading(orders.again)}`],
      ['  JS heap afterwards', `${fmt(orders.heapMb)} MB`],
      [`wheel pace, ${WHEEL_PX} px/frame, ${fmt((WHEEL_STEPS * WHEEL_PX) / 40)} rows and back`, `${frames(orders.wheel)}; ${loading(orders.wheel)}`],
      ['orders list idle', frames(orders.idle)],
      ['baseline: static 50-row list, same scroll', frames(baseScroll)],
      ['baseline: idle page', frames(baseIdle)],
    ];
    const width = Math.max(...lines.map(([label]) => label.length));
    for (const [label, value] of lines) console.log(`${label.padEnd(width)}  ${value}`);
  } finally {
    await browser.close();
    await app.stop();
    await server.stop();
    scratch.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
