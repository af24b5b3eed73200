/**
 * Exports of the lists beyond the sales and purchasing ones (spec: "every list screen exports what
 * it shows … statistics pages export their tables too"), on the demo data. The products list goes
 * to Excel and reads back as the screen shows it — the columns it heads, every product, the first
 * rows cell for cell (stock in kg or units, prices from the shared pricing to the cent); the
 * finances-by-month table goes to CSV and reads back month by month, as does the partners board;
 * the stock ledger, the alerts, the audits and every administration tab offer the same button.
 *
 * The demo has no cash movements, so the test records some through the app's own IPC (as the audits
 * suite does): $ 50.000,50 comes into Temperley's cash, $ 1.234,56 goes out of it, and Lucía
 * Fernández hands in $ 3.000,00 she collected. This month's cash in is then 50.000,50 + 3.000 =
 * $ 53.000,50, its cash out $ 1.234,56, and Lucía's balance −$ 3.000,00. Two stock adjustments
 * (2,5 kg more of a product sold by weight, 3 units less of one sold by unit and out of stock) are
 * the newest rows of the ledger, after the demo's opening stock: quantities in each product's unit,
 * the reason the user typed; the unit product's negative stock is an alert.
 */
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { formatDayMonth, formatMoney, formatQuantity } from '../../src-shared/format.js';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { expect, setUp, test } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { countIn, countOf } from './support/screens.js';

// A worked example from an empty book: the demo catalog without its six months of history.
test.use({ demoHistory: false });

const WEIGHT_FORMAT = '#,##0.000 "kg"';

/** The header and the first `count` rows of a virtualised table, as the user reads them. */
async function tableText(table: Locator, count: number): Promise<{ header: string[]; rows: string[][] }> {
  const header = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const rows: string[][] = [];
  const lines = table.getByRole('row');
  // Line breaks and runs of spaces read as one space; the no-break space that joins "$" to its figure stays what it is.
  for (let i = 1; i <= count; i += 1) rows.push((await lines.nth(i).getByRole('gridcell').allInnerTexts()).map((text) => text.replace(/[^\S\u00a0]+/g, ' ').trim()));
  return { header, rows };
}

/** An XLSX cell as the products list shows it: the bare number under "N.º", names, kg or units, money. */
function shownAs(cell: ExcelJS.Cell, column: number): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number') return String(value);
  if (column === 1) return String(value);
  if (cell.numFmt === WEIGHT_FORMAT) return formatQuantity(Math.round(value * 1000), 'WEIGHT', 'es-AR');
  if (cell.numFmt?.includes('$')) return formatMoney(value, 'es-AR');
  return formatQuantity(value, 'UNITY', 'es-AR');
}

async function named(list: Promise<{ docs: Array<{ _id: string; name?: unknown }> }>, name: string): Promise<string> {
  const found = (await list).docs.find((d) => d.name === name);
  if (!found) throw new Error(`demo data lacks ${name}`);
  return found._id;
}

/** The cash entries of the header, recorded and numbered by the server. */
async function recordCash(api: IpcClient): Promise<void> {
  const temperley = await named(api.garage.list({ status: true }), 'Temperley');
  const lucia = await named(api.user.list({ status: true }), 'Lucía Fernández');
  const entries = [
    await api.cashflow.createInternal({ garage: temperley, amount: 50_000.5, concept: 'INGRESS', paymentMethod: 'CASH', tag: 'Apertura' }),
    await api.cashflow.createInternal({ garage: temperley, amount: 1_234.56, concept: 'EGRESS', paymentMethod: 'BANK', tag: 'Flete' }),
    await api.cashflow.createPartner({ partner: lucia, amount: 3_000, concept: 'INGRESS', paymentMethod: 'CASH' }),
  ];
  for (const { id } of entries) {
    await expect
      .poll(
        async () => {
          await api.sync.syncNow();
          return typeof (await api.cashflow.get({ id: id ?? '' })).number;
        },
        { timeout: 30_000 },
      )
      .toBe('number');
  }
}

/**
 * Two adjustments, one of a product sold by weight and one by unit that the demo has none of (it goes
 * below zero); answers how many rows the ledger then has, and the unit product's name.
 */
async function adjustStock(api: IpcClient): Promise<{ ledgerRows: number; unity: string }> {
  const before = (await api.record.list({})).total;
  const [weight] = (await api.product.list({ status: true, unit: 'WEIGHT', limit: 1 })).docs;
  const units = (await api.product.list({ status: true, unit: 'UNITY', limit: 200 })).docs as Array<{ _id: string; name: string; inventory?: { real?: number } }>;
  const unity = units.find((product) => (product.inventory?.real ?? 0) === 0);
  if (!weight || !unity) throw new Error('the demo data lacks a weighed product or a unit product out of stock');
  await api.product.adjustment({ id: weight._id, quantity: 2_500, reason: 'Ingreso por recuento' });
  await api.product.adjustment({ id: unity._id, quantity: -3, reason: 'Rotura en el depósito' });
  await expect
    .poll(
      async () => {
        await api.sync.syncNow();
        return (await api.record.list({})).total;
      },
      { timeout: 30_000 },
    )
    .toBe(before + 2);
  return { ledgerRows: before + 2, unity: unity.name };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An XLSX cell of the ledger as the ledger shows it: day and time, kg or units (signed for the change), text. */
function ledgerCell(cell: ExcelJS.Cell, header: string): string {
  const value = cell.value;
  if (value instanceof Date) return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  if (typeof value !== 'number') return String(value ?? '');
  const text = cell.numFmt === WEIGHT_FORMAT ? formatQuantity(Math.round(value * 1000), 'WEIGHT', 'es-AR') : formatQuantity(value, 'UNITY', 'es-AR');
  return header === 'Movimiento' && value > 0 ? `+${text}` : text;
}

/** A CSV's lines, the header first. */
const csvLines = (path: string): string[] =>
  readFileSync(path, 'utf8')
    .split('\r\n')
    .filter((line) => line !== '');
/** A CSV money field as the screen writes it. */
const moneyText = (field: string): string => formatMoney(Number(field.replace(',', '.')), 'es-AR');

async function download(page: Page, format: RegExp): Promise<string> {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  return (await (await file).path())!;
}

test('products to Excel and finances by month to CSV read back as the screens show them; stock, audits, partners and admin lists offer it too', async ({ page, app, shot }) => {
  test.setTimeout(240_000);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  await recordCash(api);
  const { ledgerRows, unity } = await adjustStock(api);

  // The products list, every column it shows, to Excel.
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  const count = countOf(page, 'filas?');
  await expect(count).toBeVisible();
  const products = await countIn(count);
  expect(products).toBeGreaterThan(5);
  const table = page.getByTestId('products-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const shown = await tableText(table, 5);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download(page, /Excel/));
  await expect(page.getByText(new RegExp(`Se exportaron ${products} filas a Productos`))).toBeVisible();
  await shot('products-exported');
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Productos');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(shown.header);
  expect(sheet.actualRowCount).toBe(products + 1);
  let priced = 0;
  for (const [i, onScreen] of shown.rows.entries()) {
    const row = sheet.getRow(i + 2);
    const cells = shown.header.map((_, c) => shownAs(row.getCell(c + 1), c + 1));
    // The number cell may carry the pending-sync mark, the name its badges (mixed, short, disabled).
    expect(onScreen[0]).toBe(cells[0]);
    expect(onScreen[1]!.startsWith(cells[1]!)).toBe(true);
    // Stock figures as the list writes them ("—" for a mixed product, which keeps none of its own).
    expect(onScreen.slice(2, -3)).toEqual(cells.slice(2, -3));
    // Cost and prices: the same money, the screen adding "/ kg" or "/ u.".
    for (let c = shown.header.length - 3; c < shown.header.length; c += 1) {
      expect(onScreen[c] === '—' ? '—' : onScreen[c]!.replace(/ \/ (kg|u\.)$/, '')).toBe(cells[c] === '' ? '—' : cells[c]);
      if (typeof row.getCell(c + 1).value === 'number') priced += 1;
    }
  }
  expect(priced, 'some prices were exported as numbers').toBeGreaterThan(0);

  // A statistics table: finances by month, to CSV, month by month as the table shows it (the
  // products' notice gone first, so the menu is seen whole).
  await expect(page.getByText(/Se exportaron \d+ filas a Productos/)).toBeHidden({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Estadísticas', exact: true }).click();
  await page.getByRole('tab', { name: 'Finanzas por mes' }).click();
  const finances = page.getByTestId('finances-table');
  await expect(finances).toBeVisible();
  const headers = (await finances.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const months = finances.locator('tbody tr');
  const monthRows: string[][] = [];
  for (let i = 0; i < (await months.count()); i += 1) monthRows.push((await months.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
  expect(monthRows.length).toBeGreaterThan(0);
  const csvFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await expect(page.getByRole('menuitem', { name: /CSV/ })).toBeVisible();
  await shot('statistics-export-menu');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const lines = csvLines((await (await csvFile).path())!);
  expect(lines[0]).toBe(`\uFEFF${headers.join(';')}`);
  expect(lines).toHaveLength(monthRows.length + 1);
  // Counts as they are, money with a decimal comma and no currency sign: the screen's money once formatted.
  const asShown = (field: string, column: number) => (column === 0 || headers[column] === 'Pedidos' || headers[column] === 'Compras' ? field : moneyText(field));
  expect(lines.slice(1).map((line) => line.split(';').map(asShown))).toEqual(monthRows);
  const thisMonth = lines.at(-1)!.split(';');
  expect(thisMonth[headers.indexOf('Ingresos de caja')]).toBe('53000,50');
  expect(thisMonth[headers.indexOf('Egresos de caja')]).toBe('1234,56');
  expect(thisMonth[headers.indexOf('Neto de caja')]).toBe('51765,94');
  await shot('finances-exported');

  // The other lists offer the export as well.
  await page.getByRole('link', { name: 'Stock', exact: true }).click();
  // The alerts, to CSV: the unit product's negative stock (the newest), with what it is now and that
  // nobody saw it yet; the demo's products at their critical level follow it.
  const alerts = page.getByTestId('alerts-table');
  await expect(alerts.getByRole('row').nth(1)).toContainText(unity);
  const shownAlerts = (await alerts.getByRole('row').count()) - 1;
  const onAlerts = await tableText(alerts, 1);
  const alertLines = csvLines(await download(page, /CSV/));
  expect(alertLines[0]).toBe(`\uFEFF${onAlerts.header.join(';')}`);
  expect(alertLines).toHaveLength(shownAlerts + 1);
  const alert = alertLines[1]!.split(';');
  // Every column as shown (the kind badge in capitals); the state, a button for the admin, is written as a word.
  expect([alert[0], alert[1]!.toLocaleUpperCase('es-AR'), ...alert.slice(2, 5)]).toEqual([onAlerts.rows[0]![0], onAlerts.rows[0]![1]!.toLocaleUpperCase('es-AR'), ...onAlerts.rows[0]!.slice(2, 5)]);
  expect(alert.slice(4)).toEqual([
    `Quedó en ${formatQuantity(-3, 'UNITY', 'es-AR')} el ${formatDayMonth(new Date(), 'es-AR', 'America/Argentina/Buenos_Aires')} · real ahora ${formatQuantity(-3, 'UNITY', 'es-AR')}`,
    'Sin ver',
  ]);
  await shot('stock-alerts-exported');
  // The stock ledger, to Excel: each change in its product's unit, with the reason typed.
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  const ledger = page.getByTestId('records-table');
  // The two adjustments are the newest rows; the demo's opening stock follows (the table draws what is on screen).
  await expect(ledger.getByRole('row').nth(2)).toBeVisible();
  const onLedger = await tableText(ledger, 2);
  const ledgerBook = new ExcelJS.Workbook();
  await ledgerBook.xlsx.readFile(await download(page, /Excel/));
  const ledgerSheet = ledgerBook.worksheets[0]!;
  expect((ledgerSheet.getRow(1).values as unknown[]).slice(1)).toEqual(onLedger.header);
  expect(ledgerSheet.actualRowCount).toBe(ledgerRows + 1);
  const ledgerCells = onLedger.rows.map((_, i) => onLedger.header.map((header, c) => ledgerCell(ledgerSheet.getRow(i + 2).getCell(c + 1), header)));
  // The origin badge shows its label in capitals (CSS).
  const origin = onLedger.header.indexOf('Origen');
  const upper = (rows: string[][]) => rows.map((row) => row.map((cell, c) => (c === origin ? cell.toLocaleUpperCase('es-AR') : cell)));
  expect(upper(ledgerCells)).toEqual(upper(onLedger.rows));
  expect(ledgerCells.map((row) => row[onLedger.header.indexOf('Motivo')])).toEqual(expect.arrayContaining(['Ingreso por recuento', 'Rotura en el depósito']));
  expect(ledgerCells.map((row) => row[onLedger.header.indexOf('Movimiento')])).toEqual(expect.arrayContaining([`+${formatQuantity(2_500, 'WEIGHT', 'es-AR')}`, formatQuantity(-3, 'UNITY', 'es-AR')]));
  await shot('stock-ledger-exported');

  await page.getByRole('link', { name: 'Auditorías', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Auditorías' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
  await shot('audits-export');

  // The partners board, to CSV: every partner with the sums of its balance.
  await page.getByRole('link', { name: 'Socios', exact: true }).click();
  const board = page.getByTestId('partners-table');
  await expect(board.getByRole('row').nth(1)).toBeVisible();
  const partners = await countIn(countOf(page, 'filas?'));
  const onBoard = await tableText(board, partners);
  const boardLines = csvLines(await download(page, /CSV/));
  expect(boardLines[0]).toBe(`\uFEFF${onBoard.header.join(';')}`);
  expect(boardLines).toHaveLength(partners + 1);
  // The name cell also shows the user name (@lucia); the money columns are the screen's once formatted.
  const exported = boardLines.slice(1).map((line) => line.split(';'));
  // The standing badge shows its label in capitals (CSS); the cell holds the label itself.
  const caps = (text: string | undefined) => text?.toLocaleUpperCase('es-AR');
  expect(exported.map((row) => [row[0], ...row.slice(1, 5).map(moneyText), caps(row[5])])).toEqual(onBoard.rows.map((row) => [row[0]!.replace(/ @\S+.*$/, ''), ...row.slice(1, 5), caps(row[5])]));
  expect(exported.find((row) => row[0] === 'Lucía Fernández')?.slice(2)).toEqual(['3000,00', '0,00', '-3000,00', 'La empresa le debe']);
  await shot('partners-exported');

  await page.getByRole('link', { name: 'Administración', exact: true }).click();
  for (const tab of ['Usuarios', 'Depósitos', 'Categorías', 'Envíos', 'Retiros', 'Terceros', 'Medios de pago', 'Medios de cobro', 'Impuestos']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
  }
  await shot('admin-taxes-export');
});
