/**
 * The browser host with the app open in several tabs, reloaded quickly. Chromium keeps at most six
 * HTTP/1.1 connections per host, and each tab's push events used to hold one of them for as long as
 * the tab was open: with six tabs (or five and a reload racing the old page's stream) a new page's
 * calls queued behind the streams and the page sat on its spinner until a stream let go — never.
 * The events now travel on a WebSocket, which does not count against that limit.
 */
import { expect, setUp, test } from './support/app.js';

const TABS = 8;
/** What "at once" means for a page of this app on a busy test machine; the old spinner lasted until the test gave up. */
const USABLE_WITHIN_MS = 10_000;

test('eight tabs of the app, the last reloaded quickly, each shows its screen within seconds', async ({ page, app, context }) => {
  await setUp(page, app);
  const pages = [page];
  for (let i = 1; i < TABS; i += 1) {
    const tab = await context.newPage();
    await tab.goto(app.openUrl);
    await expect(tab.getByRole('heading', { name: 'Tablero' }), `tab ${i + 1} shows the dashboard`).toBeVisible({ timeout: USABLE_WITHIN_MS });
    pages.push(tab);
  }
  const last = pages[pages.length - 1]!;
  // A clerk pressing F5 again and again: each reload starts before the last one finished loading.
  for (let i = 0; i < 6; i += 1) {
    await last.evaluate(() => window.location.reload()).catch(() => undefined);
    await last.waitForTimeout(150);
  }
  await last.reload();
  await expect(last.getByRole('heading', { name: 'Tablero' })).toBeVisible({ timeout: USABLE_WITHIN_MS });
  // And each tab still hears the main process: a sync asked for in the first tab moves the last one's time of last sync.
  const indicator = last.getByTestId('sync-indicator');
  await expect(indicator).toHaveAttribute('data-synced-at', /\d/);
  const before = await indicator.getAttribute('data-synced-at');
  await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
  await expect(indicator).not.toHaveAttribute('data-synced-at', before!);
});
