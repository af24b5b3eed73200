/**
 * The stock count with its template (domain §6), at 1366×768 in es-AR, on a small catalog of its
 * own made through the app's IPC (two products by weight, two by unit, some opening stock): the clerk
 * downloads the template (the catalog in the import's format, as CSV); imported back unchanged it
 * changes nothing. Then the clerk edits a few counts and one price in the file: the dry run lists
 * the stock changes and, apart, the one price change, and warns about the row whose theoretical
 * no longer matches real − committed + pending (a warning: applying is not refused). Applied, the
 * counted stock is what the app shows.
 *
 * The same count kept in Excel: the template downloaded as .xlsx imports unchanged (its sheet read
 * by the main process); a date typed where a count goes is refused with its row and column; the
 * counts filled in as Excel holds them (numbers, a formula, a cost typed as Argentine text) give
 * the same dry run and, applied, the counted stock.
 */
import ExcelJS from 'exceljs';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { expect, setUp, test } from './support/app.js';
import { ipcOf } from './support/navigation.js';

test.use({ viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

const HEADER = '\uFEFFnumber;name;unitCost;m100;m500;m1000;wholesaler;theoretical;real';
const HAM = 'Jamón cocido';
const MILK = 'Leche entera 1 l';

/** The catalog: a cost with four decimal places (the sheet rounds it to the cent), opening stock on three. */
async function makeCatalog(api: IpcClient): Promise<void> {
  const provider = await api.provider.create({ name: 'Distribuidora Sur' });
  const weight = [
    { quantity: 0, value: 1.18 },
    { quantity: 100, value: 1.45 },
    { quantity: 1000, value: 1.35 },
  ];
  const unit = [
    { quantity: 0, value: 1.15 },
    { quantity: 1, value: 1.4 },
    { quantity: 6, value: 1.32 },
  ];
  const made = [
    await api.product.create({ name: HAM, provider: provider.id ?? '', unit: 'WEIGHT', taxBase: 9800.4137, margins: weight, contributions: 8, wholesalerContributions: 4 }),
    await api.product.create({ name: 'Queso cremoso', provider: provider.id ?? '', unit: 'WEIGHT', taxBase: 7450, margins: weight, contributions: 8, wholesalerContributions: 4 }),
    await api.product.create({ name: MILK, provider: provider.id ?? '', unit: 'UNITY', taxBase: 1391.5, margins: unit, contributions: 8, wholesalerContributions: 4 }),
    await api.product.create({ name: 'Yerba 1 kg', provider: provider.id ?? '', unit: 'UNITY', taxBase: 2890, margins: unit, contributions: 8, wholesalerContributions: 4 }),
  ];
  await api.product.adjustment({ id: made[1]!.id ?? '', quantity: 1_500, reason: 'Stock inicial' });
  await api.product.adjustment({ id: made[2]!.id ?? '', quantity: 12, reason: 'Stock inicial' });
  await api.product.adjustment({ id: made[3]!.id ?? '', quantity: 30, reason: 'Stock inicial' });
  await expect
    .poll(
      async () => {
        await api.sync.syncNow();
        const docs = (await api.product.list({ status: true, limit: 10 })).docs as Array<{ number?: unknown; inventory?: { real?: number } }>;
        return docs.filter((d) => typeof d.number === 'number').length === 4 && docs.reduce((sum, d) => sum + (d.inventory?.real ?? 0), 0) === 1_542;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** A screenshot of what the clerk sees, kept with the test's artifacts. */
async function shot(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  // Notifications come and go on their own time: not part of what a picture checks.
  await page.locator('.mantine-Notification-root').evaluateAll((toasts) => toasts.forEach((toast) => ((toast as HTMLElement).style.visibility = 'hidden')));
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

const number = (cell: string): number => Number(cell.replace(',', '.'));
const cell = (value: number): string => String(value).replace('.', ',');

/** The template's lines, each split into its nine cells (these names hold no `;`). */
function readTemplate(text: string): { header: string; rows: string[][] } {
  const [header = '', ...lines] = text.split('\r\n').filter((line) => line !== '');
  return { header, rows: lines.map((line) => line.split(';')) };
}

const writeTemplate = (path: string, header: string, rows: readonly string[][]) => writeFileSync(path, `${[header, ...rows.map((r) => r.join(';'))].join('\r\n')}\r\n`);

async function openImport(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Auditorías' }).click();
  await page.getByRole('tab', { name: 'Inventario' }).click();
  await page
    .getByRole('button', { name: /Importar conteo/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Importar conteo de inventario' })).toBeVisible();
}

async function dryRun(page: Page, file: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(/filas correctas/)).toBeVisible();
  await page.getByRole('button', { name: 'Revisar diferencias' }).click();
  await expect(page.getByTestId('dry-run-summary')).toBeVisible({ timeout: 60_000 });
}

/** The applied count reaches the desk's replica with a pull: the product's real stock there. */
async function expectReplicaReal(api: IpcClient, name: string, real: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await api.sync.syncNow();
        const found = await api.product.search({ text: name, limit: 5 });
        return (found.find((p) => p.name === name) as { inventory?: { real?: number } } | undefined)?.inventory?.real;
      },
      { timeout: 30_000 },
    )
    .toBe(real);
}

/** The stock the order editor's product picker shows for a product (`N.º 1 · Stock: 2,5 kg`). */
async function expectPickerStock(page: Page, name: string, productNumber: number, stock: string, picture?: string): Promise<void> {
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(name);
  const option = page.getByRole('option').filter({ hasText: `N.º ${productNumber} · Stock:` });
  await expect(option).toHaveText(new RegExp(`N\\.º ${productNumber} · Stock: ${stock.replace(/[.,]/g, '\\$&')}$`));
  if (picture) await shot(page, picture);
  await page.keyboard.press('Escape');
}

/**
 * Back to the import and a dry run of `file`, the count both specs fill in: the ham counted at 2,5 kg,
 * the milk at 20, `third` 3 more, and the milk's cost changed. Answers the price changes' rows.
 */
async function dryRunOfTheCount(page: Page, file: string, third: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Volver' }).click();
  await openImport(page);
  await dryRun(page, file);
  await expect(page.getByTestId('dry-run-summary')).toContainText('Productos que cambian: 3 de 4.');
  const stock = page
    .getByTestId('dry-run-stock')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(stock).toHaveCount(3);
  await expect(stock.filter({ hasText: HAM })).toContainText('0 g → 2,5 kg');
  await expect(stock.filter({ hasText: MILK })).toContainText('12 → 20');
  await expect(stock.filter({ hasText: third })).toContainText('+3');
  const prices = page
    .getByTestId('dry-run-prices')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(prices).toHaveCount(1);
  return prices;
}

test('the clerk counts with the template: unchanged it changes nothing; edited, stock and one price apart, a warning, applied', async ({ page, app }) => {
  test.setTimeout(240_000);
  await setUp(page, app);
  const api = ipcOf(app.openUrl);
  await makeCatalog(api);
  await openImport(page);

  // The template, as CSV: the import's columns, one row per product that keeps stock.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  await expect(page.getByRole('menuitem', { name: /Excel/ })).toBeVisible();
  await shot(page, '01-template-menu');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const saved = await download;
  const original = test.info().outputPath('plantilla.csv');
  await saved.saveAs(original);
  const { header, rows } = readTemplate(readFileSync(original, 'utf8'));
  expect(header).toBe(HEADER);
  expect(rows).toHaveLength(4);
  const ham = rows.find((r) => r[1] === HAM)!;
  const milk = rows.find((r) => r[1] === MILK)!;
  // The cost as stored (up to 4 places, domain §3); a weight product's tiers (a blank 500 g it has not); a unit product's blank.
  expect(ham.slice(2)).toEqual(['9800,4137', '1,45', '', '1,35', '1,18', '0', '0']);
  expect(milk.slice(2)).toEqual(['1391,50', '', '', '', '1,15', '12', '12']);

  // Imported back as it came: nothing to change, no warning.
  await dryRun(page, original);
  await expect(page.getByTestId('dry-run-summary')).toContainText('Productos que cambian: 0 de 4.');
  await expect(page.getByTestId('dry-run-warnings')).toHaveCount(0);
  await expect(page.getByText('No hay nada que aplicar: el conteo coincide con el stock.')).toBeVisible();
  await shot(page, '02-template-unchanged-dry-run');

  // The clerk's count: 2,5 kg of ham found (its theoretical moved with it), 20 bottles of milk
  // counted but its theoretical left as exported (the warning), 3 more of the next product, and a
  // new cost for the milk.
  const third = rows.find((r) => r[1] === 'Yerba 1 kg')!;
  const counted = rows.map((r) => [...r]);
  const edit = (productNumber: string, change: (cells: string[]) => void) => change(counted.find((r) => r[0] === productNumber)!);
  const milkCostBefore = number(milk[2]!);
  const milkCost = milkCostBefore + 100;
  edit(ham[0]!, (c) => {
    c[7] = cell(number(c[7]!) + 2500 - number(c[8]!));
    c[8] = '2500';
  });
  edit(milk[0]!, (c) => {
    c[2] = cell(milkCost);
    c[8] = '20';
  });
  edit(third[0]!, (c) => {
    c[7] = cell(number(c[7]!) + 3);
    c[8] = cell(number(c[8]!) + 3);
  });
  const edited = test.info().outputPath('conteo.csv');
  writeTemplate(edited, header, counted);

  const prices = await dryRunOfTheCount(page, edited, third[1]!);
  await expect(prices.first()).toContainText(MILK);
  await expect(prices.first()).toContainText('Costo unitario');
  const money = (value: number) => `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
  await expect(prices.first()).toContainText(`${money(milkCostBefore)} → ${money(milkCost)}`);
  const warnings = page.getByTestId('dry-run-warnings');
  await expect(warnings).toContainText('1 fila con un teórico distinto del esperado');
  await expect(warnings).toContainText('no impide aplicar el conteo');
  await expect(warnings.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(1);
  await expect(warnings).toContainText(MILK);
  await shot(page, '03-edited-dry-run');
  await page.getByTestId('dry-run-prices').scrollIntoViewIfNeeded();
  await shot(page, '04-edited-dry-run-prices');

  // Applied despite the warning: the counted stock is what the app shows.
  await page.getByRole('button', { name: 'Aplicar conteo' }).click();
  await page.getByRole('dialog', { name: '¿Aplicar el conteo?' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('import-applied')).toContainText('Productos actualizados: 3 de 4.', { timeout: 60_000 });
  await shot(page, '05-applied');

  await expectReplicaReal(api, MILK, 20);
  await expectPickerStock(page, HAM, Number(ham[0]), '2,5 kg');
  await expectPickerStock(page, MILK, Number(milk[0]), '20', '06-stock-after');

  // The audit keeps the report: the stock, the price apart, and the warning.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Auditorías' }).click();
  await page.getByRole('tab', { name: 'Inventario' }).click();
  await page.getByTestId('audits-table').getByRole('row').nth(1).click();
  const drawer = page.getByRole('dialog', { name: 'Auditoría de inventario N.º 1' });
  await expect(
    drawer
      .getByTestId('audit-stock')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') }),
  ).toHaveCount(3);
  await expect(
    drawer
      .getByTestId('audit-prices')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') }),
  ).toHaveCount(1);
  await expect(drawer.getByTestId('audit-warnings')).toContainText(MILK);
  // The drawer slides in: the picture once it stands still.
  await expect(drawer).toHaveCSS('opacity', '1');
  await page.waitForTimeout(300);
  await shot(page, '07-audit-report');
});

/** The template's worksheet as a clerk fills it in: the row of a product by its name, cells by column letter. */
async function readWorkbook(path: string): Promise<{ book: ExcelJS.Workbook; sheet: ExcelJS.Worksheet; rowOf: (name: string) => ExcelJS.Row }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0]!;
  const rowOf = (name: string) => {
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    return rows.find((row) => row.getCell('B').value === name)!;
  };
  return { book, sheet, rowOf };
}

test('the clerk counts in Excel: the template imports unchanged, a date is refused by row and column, the filled-in counts apply', async ({ page, app }) => {
  test.setTimeout(240_000);
  await setUp(page, app);
  const api = ipcOf(app.openUrl);
  await makeCatalog(api);
  await openImport(page);

  // The template, as Excel: its sheet is named after it, one row per product that keeps stock.
  await page.getByRole('button', { name: '¿Cómo tiene que ser el archivo?' }).click();
  await expect(page.getByText(/También sirve un archivo de Excel \(\.xlsx\): se lee la hoja «Plantilla de conteo»/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  await page.getByRole('menuitem', { name: /Excel/ }).click();
  const original = test.info().outputPath('plantilla.xlsx');
  await (await download).saveAs(original);
  const template = await readWorkbook(original);
  expect(template.sheet.name).toBe('Plantilla de conteo');
  expect(template.sheet.getRow(1).values).toEqual([undefined, 'number', 'name', 'unitCost', 'm100', 'm500', 'm1000', 'wholesaler', 'theoretical', 'real']);
  expect(template.sheet.rowCount).toBe(5);
  const milkRow = template.rowOf(MILK);
  expect(milkRow.getCell('C').value).toBe(1391.5);

  // Imported back as it came: read from the workbook's sheet, nothing to change.
  await page.locator('input[type="file"]').setInputFiles(original);
  const read = page.getByTestId('import-read');
  await expect(read).toContainText('plantilla.xlsx: 4 filas leídas');
  await expect(read).toContainText('Hoja «Plantilla de conteo»');
  await expect(read).toContainText('Con encabezado');
  await expect(read).toContainText('4 filas correctas');
  await shot(page, '08-xlsx-read');
  await page.getByRole('button', { name: 'Revisar diferencias' }).click();
  await expect(page.getByTestId('dry-run-summary')).toContainText('Productos que cambian: 0 de 4.', { timeout: 60_000 });
  await expect(page.getByText('No hay nada que aplicar: el conteo coincide con el stock.')).toBeVisible();

  // The clerk's count, as Excel keeps it: 2,5 kg of ham with its theoretical as a formula, 20
  // bottles of milk and a new cost typed as text the Argentine way, 3 more of the yerba.
  const counted = await readWorkbook(original);
  const ham = counted.rowOf(HAM);
  ham.getCell('I').value = 2500;
  ham.getCell('H').value = { formula: `I${ham.number}`, result: 2500 };
  const milk = counted.rowOf(MILK);
  milk.getCell('C').value = '1.491,50';
  milk.getCell('I').value = 20;
  milk.getCell('H').value = 20;
  const yerba = counted.rowOf('Yerba 1 kg');
  const yerbaReal = yerba.getCell('I').value as number;
  yerba.getCell('I').value = { formula: `${yerbaReal}+3`, result: yerbaReal + 3 };
  yerba.getCell('H').value = { formula: `I${yerba.number}`, result: yerbaReal + 3 };

  // A date where a count goes (Excel turns "28/11" into one): refused by its row and column, nothing sent.
  const withDate = await readWorkbook(original);
  withDate.rowOf(MILK).getCell('I').value = new Date(Date.UTC(2026, 10, 28));
  const dated = test.info().outputPath('conteo-con-fecha.xlsx');
  await withDate.book.xlsx.writeFile(dated);
  await page.getByRole('button', { name: 'Volver' }).click();
  await openImport(page);
  await page.locator('input[type="file"]').setInputFiles(dated);
  await expect(page.getByText('Hay 1 fila con errores')).toBeVisible();
  const problem = page.getByRole('row').filter({ hasText: 'Es una fecha (28/11/2026): tiene que ser un número.' });
  await expect(problem).toContainText(String(milkRow.number));
  await expect(problem).toContainText('(real)');
  await expect(page.getByRole('button', { name: 'Revisar diferencias' })).toBeDisabled();
  await shot(page, '09-xlsx-date-refused');

  const edited = test.info().outputPath('conteo.xlsx');
  await counted.book.xlsx.writeFile(edited);
  const prices = await dryRunOfTheCount(page, edited, 'Yerba 1 kg');
  await expect(prices.first()).toContainText('$ 1.391,50 → $ 1.491,50');
  await expect(page.getByTestId('dry-run-warnings')).toHaveCount(0);
  await shot(page, '10-xlsx-dry-run');

  await page.getByRole('button', { name: 'Aplicar conteo' }).click();
  await page.getByRole('dialog', { name: '¿Aplicar el conteo?' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('import-applied')).toContainText('Productos actualizados: 3 de 4.', { timeout: 60_000 });
  await expectReplicaReal(api, MILK, 20);
  await expectPickerStock(page, HAM, Number(ham.getCell('A').value), '2,5 kg');
  await expectPickerStock(page, MILK, Number(milk.getCell('A').value), '20');
});
