/**
 * An inventory count imported from a spreadsheet's CSV, on the demo data (252 products). The
 * server takes each product once per count (`number N is already counted`), so a count of 500
 * rows needs 500 products: the other 248 ("Producto de conteo N") are created first through the
 * app's own IPC, as order.spec sets up stock — no screen of this suite creates products.
 *
 * The file is what an Argentine spreadsheet exports: `;` between cells, decimal commas, a Spanish
 * header. With 3 bad rows (a missing column, a unitCost that is not a number, a negative count)
 * the preview lists all 3 at once with their rows and reasons and nothing can be sent. Fixed, a
 * dry run shows each difference (stock now → counted) and changes nothing: the stock the order
 * editor's product picker shows stays the demo's opening stock (0 g of the ham, 12 of the milk). Applied (with its progress), the counted stock is what
 * the picker shows: "Jamón cocido" (#1, WEIGHT) 2,5 kg and "Leche entera 1 l" (#73, UNITY) 37. The
 * inventory audit lists it with its differences and transactions, and prints on A4.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { expect, setUp, test, topShot } from './support/app.js';
import { ipcOf } from './support/navigation.js';

// A worked example from an empty book: the demo catalog without its six months of history.
test.use({ demoHistory: false });

const ROWS = 500;

interface Product {
  number: number;
  name: string;
  unit: 'WEIGHT' | 'UNITY';
}

/** Every enabled product the replica holds, once the server has numbered them all. */
async function numberedProducts(api: IpcClient, count: number): Promise<Product[]> {
  await expect
    .poll(
      async () => {
        await api.sync.syncNow();
        const page = await api.product.list({ status: true, limit: 1 });
        return page.total;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBeGreaterThanOrEqual(count);
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.product.list({ status: true, limit: 200, page });
    products.push(...answer.docs.map((d) => d as unknown as Product));
    if (page >= answer.pages) break;
  }
  return products.filter((p) => typeof p.number === 'number').sort((a, b) => a.number - b.number);
}

/** 248 more products, so the count has 500 distinct rows. */
async function createCountProducts(api: IpcClient, howMany: number): Promise<void> {
  const provider = (await api.provider.list({ status: true, limit: 1 })).docs[0];
  if (!provider) throw new Error('the demo has no provider');
  for (let i = 1; i <= howMany; i += 1) {
    await api.product.create({
      name: `Producto de conteo ${i}`,
      provider: provider._id,
      unit: 'UNITY',
      taxBase: 1000 + i,
      margins: [
        { quantity: 0, value: 1.15 },
        { quantity: 1, value: 1.4 },
      ],
      contributions: 8,
      wholesalerContributions: 4,
    });
  }
}

const decimal = (value: number): string => String(value).replace('.', ',');

/** The counted stock of each product: grams for WEIGHT products (Jamón cocido 2500 g), units otherwise (Leche 37). */
function counted(p: Product): number {
  if (p.number === 1) return 2500;
  if (p.number === 73) return 37;
  return p.unit === 'WEIGHT' ? 1000 + p.number * 10 : (p.number % 40) + 1;
}

/** New prices on every row; the weight tiers only on weight products (a unit product's row leaves them blank, domain §6). */
function line(p: Product): string[] {
  const real = counted(p);
  const tiers = p.unit === 'WEIGHT' ? ['1,45', '1,4', '1,35'] : ['', '', ''];
  return [String(p.number), p.name, decimal(1000 + p.number + 0.5), ...tiers, '1,18', String(real), String(real)];
}

const HEADER = 'Número;Nombre;Costo unitario;M100;M500;M1000;Mayorista;Teórico;Real';

/** Rows at these file lines (the header is line 1) are broken in the first file. */
const BROKEN = { missingColumn: 101, notANumber: 251, negative: 401 } as const;

function csv(products: readonly Product[], broken: boolean): string {
  const rows = products.map((p, i) => {
    const cells = line(p);
    const fileLine = i + 2;
    if (broken && fileLine === BROKEN.missingColumn) cells.pop();
    if (broken && fileLine === BROKEN.notANumber) cells[2] = 'caro';
    if (broken && fileLine === BROKEN.negative) cells[8] = '-5';
    return cells.join(';');
  });
  return `${[HEADER, ...rows].join('\r\n')}\r\n`;
}

/** A product's real stock as the replica holds it. */
async function realStock(api: IpcClient, name: string): Promise<number | undefined> {
  const found = await api.product.search({ text: name, limit: 10 });
  return (found.find((p) => p.name === name) as { inventory?: { real?: number } } | undefined)?.inventory?.real;
}

/** The stock the order editor's product picker shows for a product (`N.º 1 · Stock: 2,5 kg`), waited for. */
async function expectPickerStock(page: Page, name: string, number: number, stock: string): Promise<void> {
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(name);
  const option = page.getByRole('option').filter({ hasText: `N.º ${number} · Stock:` });
  await expect(option).toBeVisible();
  await expect(option).toHaveText(new RegExp(`N\\.º ${number} · Stock: ${stock.replace(/[.,]/g, '\\$&')}$`));
  await page.keyboard.press('Escape');
}

async function openImport(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Auditorías' }).click();
  await page.getByRole('tab', { name: 'Inventario' }).click();
  await page
    .getByRole('button', { name: /Importar conteo/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Importar conteo de inventario' })).toBeVisible();
}

async function printed(page: Page, click: () => Promise<void>): Promise<{ title: string; html: string }> {
  const [response] = await Promise.all([page.waitForResponse((r: Response) => r.url().includes('/ipc/call/print.document')), click()]);
  const answer = (await response.json()) as { ok: boolean; value: { kind: string; title: string; html: string } };
  expect(answer.ok).toBe(true);
  expect(answer.value.kind).toBe('html');
  return answer.value;
}

test('a 500-row count: every bad row at once, a dry run that changes nothing, then the counted stock', async ({ page, app, shot: rawShot }) => {
  test.setTimeout(420_000);
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  await createCountProducts(api, ROWS - 252);
  const products = (await numberedProducts(api, ROWS)).slice(0, ROWS);
  expect(products).toHaveLength(ROWS);
  expect(products[0]).toMatchObject({ number: 1, name: 'Jamón cocido', unit: 'WEIGHT' });
  expect(products[72]).toMatchObject({ number: 73, name: 'Leche entera 1 l', unit: 'UNITY' });

  const dir = mkdtempSync(join(tmpdir(), 'count-'));
  const badFile = join(dir, 'conteo-con-errores.csv');
  const goodFile = join(dir, 'conteo.csv');
  writeFileSync(badFile, csv(products, true));
  writeFileSync(goodFile, csv(products, false));

  // Before: the demo's opening stock (the ham is out of stock, 12 of the milk).
  await expectPickerStock(page, 'Jamón cocido', 1, '0 g');
  await expectPickerStock(page, 'Leche entera 1 l', 73, '12');

  await page.getByRole('link', { name: 'Auditorías' }).click();
  await expect(page.getByRole('heading', { name: 'Auditorías' })).toBeVisible();
  await page.getByRole('tab', { name: 'Inventario' }).click();
  await expect(page.getByText('Todavía no hay auditorías de inventario')).toBeVisible();
  await shot('audits-inventory-empty');
  await openImport(page);
  await shot('import-start');

  // The broken file: all three bad rows at once, with their rows and reasons; nothing can be sent.
  await page.locator('input[type="file"]').setInputFiles(badFile);
  await expect(page.getByTestId('import-read')).toContainText(`conteo-con-errores.csv: ${ROWS} filas leídas`);
  await expect(page.getByText('Hay 3 filas con errores')).toBeVisible();
  const problems = page
    .getByTestId('import-problems')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toContainText(`${BROKEN.missingColumn}`);
  await expect(problems.nth(0)).toContainText('Tiene 8 columnas y deben ser 9.');
  await expect(problems.nth(1)).toContainText(`${BROKEN.notANumber}`);
  await expect(problems.nth(1)).toContainText('Costo unitario (unitCost)');
  await expect(problems.nth(1)).toContainText('"caro" no es un número.');
  await expect(problems.nth(2)).toContainText(`${BROKEN.negative}`);
  await expect(problems.nth(2)).toContainText('Stock real (real)');
  await expect(problems.nth(2)).toContainText('Tiene que ser 0 o más.');
  await expect(page.getByRole('button', { name: 'Revisar diferencias' })).toBeDisabled();
  await shot('import-bad-rows');

  // The fixed file: a dry run shows each difference and changes nothing.
  await page.locator('input[type="file"]').setInputFiles(goodFile);
  await expect(page.getByText(`${ROWS} filas correctas`)).toBeVisible();
  await expect(page.getByTestId('import-problems')).toHaveCount(0);
  await page.getByRole('button', { name: 'Revisar diferencias' }).click();
  await expect(page.getByTestId('dry-run-summary')).toHaveText(`Productos que cambian: ${ROWS} de ${ROWS}. Es solo una revisión: todavía no se modificó nada.`, { timeout: 60_000 });
  const ham = page
    .getByTestId('dry-run-stock')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first();
  await expect(ham).toContainText('Jamón cocido');
  await expect(ham).toContainText('0 g → 2,5 kg');
  await expect(ham).toContainText('+2,5 kg');
  // Prices are listed apart from the stock, one row per value that changes.
  const hamCost = page.getByTestId('dry-run-prices').getByRole('row').filter({ hasText: 'Jamón cocido' }).first();
  await expect(hamCost).toContainText('Costo unitario');
  await expect(hamCost).toContainText('$ 1.001,50');
  await shot('import-dry-run');

  // Nothing changed: after a pull from the server the replica still holds the opening stock.
  await api.sync.syncNow();
  expect(await realStock(api, 'Jamón cocido')).toBe(0);
  expect(await realStock(api, 'Leche entera 1 l')).toBe(12);
  await expectPickerStock(page, 'Jamón cocido', 1, '0 g');
  await expectPickerStock(page, 'Leche entera 1 l', 73, '12');

  // Apply: the progress runs, then the count of products updated.
  await openImport(page);
  await page.locator('input[type="file"]').setInputFiles(goodFile);
  await page.getByRole('button', { name: 'Revisar diferencias' }).click();
  await expect(page.getByTestId('dry-run-summary')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Aplicar conteo' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Aplicar el conteo?' });
  await expect(confirm).toContainText(`${ROWS} productos`);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await shot('import-applying');
  await expect(page.getByTestId('import-applied')).toContainText(`Conteo aplicado (auditoría N.º 1). Productos actualizados: ${ROWS} de ${ROWS}.`, { timeout: 90_000 });
  await shot('import-applied');

  // The stock the app shows is the counted one.
  await expect
    .poll(
      async () => {
        await api.sync.syncNow();
        return realStock(api, 'Leche entera 1 l');
      },
      { timeout: 30_000 },
    )
    .toBe(37);
  expect(await realStock(api, 'Jamón cocido')).toBe(2500);
  await expectPickerStock(page, 'Jamón cocido', 1, '2,5 kg');
  await expectPickerStock(page, 'Leche entera 1 l', 73, '37');

  // The same file again: nothing left to change.
  await openImport(page);
  await page.locator('input[type="file"]').setInputFiles(goodFile);
  await page.getByRole('button', { name: 'Revisar diferencias' }).click();
  await expect(page.getByTestId('dry-run-summary')).toContainText(`Productos que cambian: 0 de ${ROWS}.`, { timeout: 60_000 });
  await expect(page.getByText('No hay nada que aplicar: el conteo coincide con el stock.')).toBeVisible();

  // The inventory audit: its figures, differences and stock records, and its printout.
  await page.getByRole('button', { name: 'Volver' }).click();
  const audits = page.getByTestId('audits-table');
  await expect(audits.getByRole('row')).toHaveCount(2);
  await expect(audits.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  await expect(audits.getByRole('row').nth(1)).toContainText(String(ROWS));
  await shot('audits-inventory');
  await audits.getByRole('row').nth(1).click();
  const drawer = page.getByRole('dialog', { name: 'Auditoría de inventario N.º 1' });
  await expect(drawer.getByTestId('figure-count.rows')).toHaveText(String(ROWS));
  await expect(drawer.getByTestId('figure-count.changed')).toHaveText(String(ROWS));
  await expect(drawer.getByTestId('audit-stock').getByRole('row').filter({ hasText: 'Jamón cocido' }).first()).toContainText('0 g → 2,5 kg');
  await expect(drawer.getByText(`Transacciones (${ROWS})`)).toBeVisible();
  await expect(drawer.getByTestId('audit-transactions').getByRole('row')).toHaveCount(11);
  await expect(drawer.getByTestId('audit-transactions')).toContainText('Registro de stock');
  await expect(drawer.getByTestId('audit-transactions')).toContainText('2,5 kg');
  await shot('audit-inventory-detail');
  await drawer.getByRole('button', { name: '2', exact: true }).click();
  await expect(drawer.getByTestId('audit-transactions')).not.toContainText('2,5 kg');

  const sheet = await printed(page, () => drawer.getByRole('button', { name: 'Imprimir auditoría', exact: true }).click());
  expect(sheet.title).toBe('Auditoría de inventario N.º 1');
  expect(sheet.html).toContain('size: A4');
  expect(sheet.html).toContain('Depósito:</span> Temperley');
  expect(sheet.html).toContain(`Productos con cambios (${ROWS})`);
  expect(sheet.html).toContain(`Transacciones (${ROWS})`);
  expect(sheet.html).toMatch(/<td class="num">1<\/td><td>Jamón cocido<\/td><td class="num">0 g<\/td><td class="num">2,5 kg<\/td>/);
});
