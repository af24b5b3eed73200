/**
 * A long list stays right wherever it is scrolled to: 5,000 orders pulled from a standalone server
 * into the replica, the orders list jumped to its end, to its middle and flung through, each time
 * showing the orders the list's order puts there (newest number first), also within a state tab,
 * and after the screen is reloaded by its address.
 *
 * The server is seeded as the UI bench seeds it (`bench/lib`): order i (from 0) has number i + 1,
 * customer "Cliente Bench <i mod 500>", items priced 1000 + (3i mod 500) and the next two, and is
 * delivered when i is a multiple of 5.
 */
import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { seedProducts } from '../../bench/lib/seed-products.js';
import { seedOrders } from '../../bench/lib/sync-seed.js';
import { openDatabase } from '../../src-server/db/connect.js';
import { migrateToLatest } from '../../src-server/db/migrate.js';
import { ensureReferenceData } from '../../src-server/setup/seed.js';
import { ADMIN, expect, signInRemote, test } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { numberCell } from './support/numbers.js';
import { scratchDir, startApp, startStandaloneServer, type RunningApp, type StandaloneServer } from './support/processes.js';
import { formatNumber } from '../../src-shared/format.js';

const ORDERS = 5_000;
const ROW_PX = 40;

async function seedServer(path: string): Promise<void> {
  const database = openDatabase(`sqlite:${path}`);
  try {
    await migrateToLatest(database);
    await ensureReferenceData(database, new Date());
    await seedProducts(database, 50);
    await seedOrders(database, ORDERS);
  } finally {
    await database.close();
  }
}

/** The row the user sees at `index` (0-based) of the orders table (the header row is row 1). */
const rowAt = (page: Page, index: number): Locator => page.getByTestId('orders-table').locator(`[role="row"][aria-rowindex="${index + 2}"]`);

/** Scrolls the table so the row at `index` is at the top, in one jump (a dragged scrollbar). */
async function jumpTo(page: Page, index: number): Promise<void> {
  await page.getByTestId('orders-table').evaluate((grid, top) => {
    const scroller = [...grid.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollHeight > el.clientHeight + 1);
    if (!scroller) throw new Error('the orders table does not scroll');
    scroller.scrollTop = top;
  }, index * ROW_PX);
}

/** What the seed makes of order number n: its customer and its total as the list shows them. */
function seeded(n: number): { customer: string; total: string } {
  const i = n - 1;
  const total = [0, 1, 2].reduce((sum, k) => sum + 1000 + ((i * 3 + k) % 500), 0);
  return { customer: `Cliente Bench ${i % 500}`, total: `$ ${total.toLocaleString('de-DE')},00` };
}

async function expectOrderRow(page: Page, index: number, number: number): Promise<void> {
  const row = rowAt(page, index);
  await expect(numberCell(row)).toHaveText(String(number));
  await expect(row).toContainText(seeded(number).customer);
  await expect(row).toContainText(seeded(number).total);
}

test('the orders list shows the right orders anywhere in 5,000', async ({ page, shot }) => {
  test.setTimeout(240_000);
  const scratch = scratchDir();
  let server: StandaloneServer | undefined;
  let app: RunningApp | undefined;
  try {
    await seedServer(join(scratch.dir, 'shared-server.db'));
    server = await startStandaloneServer(scratch.dir, ADMIN);
    app = await startApp({ remoteUrl: server.url });
    const api = ipcOf(app.openUrl);
    await signInRemote(page, app, ADMIN);
    await expect.poll(async () => (await api.order.list({ limit: 1 })).total, { timeout: 120_000 }).toBe(ORDERS);
    await expect.poll(async () => (await api.sync.status()).syncing, { timeout: 60_000 }).toBe(false);

    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await expect(page.getByText(`${formatNumber(ORDERS)} pedidos`)).toBeVisible();
    await expectOrderRow(page, 0, ORDERS);
    await expectOrderRow(page, 1, ORDERS - 1);
    await shot('orders-top');

    // The end: the oldest order last, wherever its page is.
    await jumpTo(page, ORDERS);
    await expectOrderRow(page, ORDERS - 1, 1);
    await expectOrderRow(page, ORDERS - 2, 2);
    await shot('orders-end');

    // The middle, and a row one page further down once scrolled a little (the page ahead).
    await jumpTo(page, 2_499);
    await expectOrderRow(page, 2_499, 2_501);
    await jumpTo(page, 2_590);
    await expectOrderRow(page, 2_605, 2_395);

    // A fling back to the top, one jump a frame: the rows where it stops are the right ones.
    await page.getByTestId('orders-table').evaluate(async (grid) => {
      const scroller = [...grid.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollHeight > el.clientHeight + 1);
      if (!scroller) throw new Error('the orders table does not scroll');
      for (let top = scroller.scrollTop; top > 0; top -= 4_000) {
        scroller.scrollTop = top;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      scroller.scrollTop = 3_000;
    });
    await expectOrderRow(page, 75, ORDERS - 75);
    await expect(page.getByTestId('orders-table').locator('[role="row"][aria-rowindex]:not(:has([role="gridcell"], [role="columnheader"]))')).toHaveCount(0);
    await shot('orders-after-fling');

    // A state tab: the delivered ones (every fifth), in the same order, to the end.
    await page.getByRole('tab', { name: 'Entregados' }).click();
    await expect(page.getByText(`${formatNumber(ORDERS / 5)} pedidos`)).toBeVisible();
    await jumpTo(page, 0);
    await expectOrderRow(page, 0, ORDERS - 4);
    await jumpTo(page, ORDERS / 5);
    await expectOrderRow(page, ORDERS / 5 - 1, 1);
    await shot('orders-delivered-end');

    // The screen opened by its address (a reload) reads its rows too.
    await page.reload();
    await expect(page.getByText(`${formatNumber(ORDERS)} pedidos`)).toBeVisible({ timeout: 30_000 });
    await expectOrderRow(page, 0, ORDERS);
  } finally {
    await app?.stop();
    await server?.stop();
    scratch.remove();
  }
});
