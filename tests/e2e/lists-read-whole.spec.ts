/**
 * The lists that name products, read whole on a 1366 × 768 laptop screen (the office's), as the
 * admin sees them on the demo data: each heading, each product's name and each figure shows in
 * full. The products list cut the names of the demo's presentations to "Queso rallado 150 g li…",
 * "Queso rallado 150 g p…" — five rows that read the same — and its "Comprometido" heading to
 * "Compromet…"; the stock ledger cut them to "Cerveza lata 473…" and its user to "Oscar Operaci…",
 * the stock alerts to "Yerba mate 1 kg econó…" beside a status column three quarters empty; the
 * cash book cut who an entry was with to "Lucía Fernández · Panadería San Martí…" beside a garage
 * column twice as wide as "Temperley".
 */
import type { Locator } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';
import { openAddress } from './support/navigation.js';

test.use({ viewport: { width: 1366, height: 768 } });

/** The texts of the table's headings and cells that do not fit their column (drawn with "…"). */
async function cutTexts(table: Locator): Promise<string[]> {
  return table.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('[role="columnheader"], [role="gridcell"], [role="gridcell"] *'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.innerText.trim() !== '')
      .map((el) => el.innerText.trim()),
  );
}

test('the products list shows every heading, product name and figure whole at 1366 px', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  const table = page.getByTestId('products-table');
  await expect(table.getByRole('columnheader', { name: 'Comprometido' })).toBeVisible();
  // The newest products first: the demo's presentations of "Queso rallado 150 g".
  await expect(table.getByRole('row').nth(1)).toContainText('Queso rallado 150 g light');
  await shot('products-1366');
  expect(await cutTexts(table)).toEqual([]);

  // The longest names of the demo (31 characters) read whole too.
  for (const [typed, longest] of [
    ['arroz largo', 'Arroz largo fino 1 kg económico'],
    ['crema de leche', 'Crema de leche 200 ml económico'],
  ] as const) {
    await page.getByLabel('Buscar', { exact: true }).fill(typed);
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('row').filter({ hasText: longest })).toHaveCount(1);
    expect(await cutTexts(table)).toEqual([]);
  }
  await shot('products-longest-names');
});

test('the stock alerts and ledger show every product name, figure and user whole at 1366 px', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await openAddress(page, '/stock');
  // Alerts not yet seen (the default view): the demo's newest name the longest products.
  const alerts = page.getByRole('grid');
  await expect(alerts.getByRole('row').nth(1)).toContainText(/Stock (negativo|crítico)/);
  await expect(alerts.getByRole('row').filter({ hasText: 'Yerba mate 1 kg económico' }).first()).toBeVisible();
  await shot('stock-alerts-1366');
  expect(await cutTexts(alerts)).toEqual([]);

  await page.getByRole('tab', { name: 'Movimientos' }).click();
  const ledger = page.getByRole('grid');
  await expect(ledger.getByRole('columnheader', { name: 'Movimiento' })).toBeVisible();
  await expect(ledger.getByRole('row').nth(1)).toContainText('Oscar Operaciones');
  await expect(ledger.getByRole('row').filter({ hasText: 'Cerveza lata 473 ml familiar' }).first()).toBeVisible();
  await shot('stock-ledger-1366');
  expect(await cutTexts(ledger)).toEqual([]);
});

test('the cash book shows who each entry was with whole at 1366 px', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Caja' }).click();
  const table = page.getByTestId('cashflow-table');
  // The demo's newest entries: partners' collections name the partner and the customer.
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: /Lucía Fernández\s*·\s*Panadería San Martín/ })
      .first(),
  ).toBeVisible();
  await shot('cashflow-1366');
  expect(await cutTexts(table)).toEqual([]);
  // The longest customer of the demo.
  await page.getByRole('combobox', { name: 'Socio', exact: true }).click();
  await page.getByRole('option', { name: 'Lucía Fernández' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Lucía Fernández');
  expect(await cutTexts(table)).toEqual([]);
});
