/**
 * The products list read whole on a 1366 × 768 laptop screen (the office's), as the admin sees it
 * on the demo data (every figure and price column): each heading, each product's name and each
 * figure shows in full. The list cut the names of the demo's presentations to
 * "Queso rallado 150 g li…", "Queso rallado 150 g p…" — five rows that read the same — and its
 * "Comprometido" heading to "Compromet…".
 */
import type { Locator } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';

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
