/**
 * The demo data shows the product: on a first start "with demo data" the dashboard and the
 * statistics hold six months of the business (src-server/setup/demo-history) — orders waiting in
 * each state, this month's sales, and in the finance report sales, purchases and cash for every one
 * of the last six months. Screens are shot at 1366×768, the size of an office laptop.
 */
import { expect, setUp, test, topShot } from './support/app.js';

test.use({ viewport: { width: 1366, height: 768 } });

test('the dashboard and the statistics show six months of the demo business', async ({ page, app, shot: rawShot }) => {
  test.setTimeout(240_000);
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  await expect(page.getByRole('main')).toContainText('$');
  // Off the charts, so no tooltip covers them in the picture.
  await page.mouse.move(0, 760);
  await shot('dashboard');

  await page.getByRole('link', { name: 'Estadísticas' }).click();
  await page.getByRole('tab', { name: 'Finanzas por mes' }).click();
  const sales = page.getByTestId('finances-sales-chart');
  // Sales, cost and profit of each month since the history started: at least six months of bars.
  await expect(sales.locator('.recharts-bar-rectangle')).not.toHaveCount(0);
  expect(await sales.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(18);
  expect(await page.getByTestId('finances-cash-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(18);
  await shot('statistics-finances');

  for (const [tab, name] of [
    ['Saldos con proveedores', 'statistics-providers'],
    ['Saldos de caja', 'statistics-cash'],
    ['Deudores', 'statistics-creditors'],
    ['Historial de socios', 'statistics-partners'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('main')).toContainText('$');
    await shot(name);
  }
});
