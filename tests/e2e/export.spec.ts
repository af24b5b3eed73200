/**
 * Exporting a long orders list (spec: exports of every list, "Data safety"). A shared server holds
 * the demo data and 50,000 orders taken by its own order service; the app pulls them through the
 * real sync. The XLSX export of the whole list runs in the main process while the screen stays
 * usable — its progress moves, a search typed meanwhile is answered at once and the tabs switch —
 * and the file that downloads reads back as the list: every order, newest first, the rows on
 * screen cell for cell (day, money to the cent, state). A CSV of a filtered list holds exactly
 * the rows the filter shows.
 */
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMoney, formatNumber } from '../../src-shared/format.js';
import { ADMIN, expect, setUp, signIn, test } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { scratchDir, startApp, startStandaloneServer } from './support/processes.js';
import { countIn, countOf } from './support/screens.js';
import { seedServerWithOrders } from './support/seed-orders.js';

const ORDERS = 50_000;
/** The search typed during the export must come back quickly even though the export holds the same process. */
const ANSWER_MS = 2_500;

const dayOf = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** The XLSX as the list's cells would show them: the bare number (under "N.º"), the day, names, money as the screen writes it, the state. */
async function readOrders(path: string): Promise<{ header: string[]; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v, i) => (v instanceof Date ? dayOf(v) : rows.length > 0 && (i === 4 || i === 5) ? formatMoney(v as number, 'es-AR') : String(v ?? ''))));
  });
  return { header: rows[0] ?? [], rows: rows.slice(1) };
}

/** The first rows of the orders table as the user reads them. */
async function screenRows(page: Page, count: number): Promise<string[][]> {
  const rows = page.getByTestId('orders-table').getByRole('row');
  const shown: string[][] = [];
  for (let i = 1; i <= count; i += 1) shown.push((await rows.nth(i).getByRole('gridcell').allInnerTexts()).map((text) => text.trim()));
  return shown;
}

test('a 50,000-order XLSX export keeps the screen responsive and reads back as the list', async ({ page, shot }) => {
  test.setTimeout(600_000);
  const scratch = scratchDir();
  await seedServerWithOrders(join(scratch.dir, 'shared-server.db'), ADMIN, ORDERS);
  const server = await startStandaloneServer(scratch.dir, ADMIN);
  const app = await startApp({ remoteUrl: server.url });
  try {
    await page.goto(app.openUrl);
    await signIn(page, ADMIN.username, ADMIN.password);
    await expect(page.getByTestId('sync-indicator')).toBeVisible({ timeout: 60_000 });
    const api = ipcOf(app.openUrl);
    const pulled = Date.now();
    await expect.poll(async () => (await api.order.list({ limit: 1 })).total, { timeout: 300_000, intervals: [2_000] }).toBe(ORDERS);
    test.info().annotations.push({ type: 'pull', description: `${ORDERS} orders pulled in ${Math.round((Date.now() - pulled) / 1000)} s` });

    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await expect(page.getByText(`${formatNumber(ORDERS)} pedidos`)).toBeVisible();
    const firstRows = await screenRows(page, 8);
    expect(firstRows[0]![0]).toBe(String(ORDERS));

    // The whole list to Excel.
    const downloading = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByRole('button', { name: 'Exportar' }).click();
    await shot('export-menu');
    await page.getByRole('menuitem', { name: /Excel/ }).click();
    const progress = page.getByTestId('export-progress');
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('data-written')), { intervals: [50] }).toBeGreaterThan(0);
    await expect(progress).toContainText(`de ${new Intl.NumberFormat('es-AR').format(ORDERS)} filas`);

    // Meanwhile the screen works: a search is answered at once, the list follows it, tabs switch.
    const writtenBefore = Number(await progress.getAttribute('data-written'));
    const asked = Date.now();
    const answered = page.waitForResponse((response) => response.url().includes('/ipc/call/order.list') && response.request().postData()?.includes('Almac') === true);
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Almacén Don Pepe');
    await answered;
    const answerMs = Date.now() - asked;
    await expect(page.getByText(`${formatNumber(ORDERS)} pedidos`)).toBeHidden();
    const stillRunning = await progress.isVisible();
    const writtenAfter = stillRunning ? Number(await progress.getAttribute('data-written')) : ORDERS;
    await shot('export-in-progress');
    await page.getByRole('tab', { name: 'Confirmados' }).click();
    await expect(page.getByText('Ningún pedido coincide')).toBeVisible();
    await shot('export-while-switching-tabs');
    const note = `search answered in ${answerMs} ms (debounce included) while the export went from ${writtenBefore} to ${writtenAfter} rows`;
    test.info().annotations.push({ type: 'responsiveness', description: note });
    console.log(note);
    expect(stillRunning, 'the export was still running while the screen answered').toBe(true);
    expect(writtenAfter).toBeGreaterThan(writtenBefore);
    expect(answerMs).toBeLessThan(ANSWER_MS);

    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Pedidos \d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText(new RegExp(`Se exportaron ${new Intl.NumberFormat('es-AR').format(ORDERS)} filas a Pedidos`))).toBeVisible();
    await expect(progress).toBeHidden();
    const { header, rows } = await readOrders((await download.path())!);
    expect(header).toEqual(['N.º', 'Fecha', 'Cliente', 'Socio', 'Total', 'A pagar', 'Estado']);
    // The list as it was when the export started: every order, newest first.
    expect(rows).toHaveLength(ORDERS);
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: ORDERS }, (_, i) => String(ORDERS - i)));
    // The state badge shows its label in capitals (CSS); the cell holds the label itself.
    const caps = (row: string[]) => row.map((cell, i) => (i === 6 ? cell.toLocaleUpperCase('es-AR') : cell));
    expect(rows.slice(0, firstRows.length).map(caps)).toEqual(firstRows.map(caps));
    expect(rows[0]![6]).toBe('Pendiente');
    // Deeper down, the same rows the list reads as it scrolls there.
    const page60 = await api.order.list({ page: 60, limit: 200 });
    expect(rows.slice(59 * 200, 60 * 200).map((r) => [r[0], r[2], r[4], r[5]])).toEqual(
      page60.docs.map((d) => [String(d.number), String(d.customerName), formatMoney(d.total as number, 'es-AR'), formatMoney(d.toPay as number, 'es-AR')]),
    );

    // A filtered list to CSV: exactly the rows the filter shows.
    await page.getByRole('tab', { name: 'Todos' }).click();
    const count = countOf(page, 'pedidos');
    await expect(count).toBeVisible();
    const shownCount = await countIn(count);
    expect(shownCount).toBeGreaterThan(0);
    expect(shownCount).toBeLessThan(ORDERS);
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('\uFEFFN.º;Fecha;Cliente;Socio;Total;A pagar;Estado');
    expect(lines).toHaveLength(shownCount + 1);
    expect(lines.slice(1).every((line) => line.split(';')[2]?.startsWith('Almacén Don Pepe'))).toBe(true);
    await shot('export-csv-done');
  } finally {
    await app.stop();
    await server.stop();
    scratch.remove();
  }
});

test('every list offers to export what it shows: customers to Excel, providers to CSV', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });

  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  const customers = countOf(page, 'clientes');
  await expect(customers).toBeVisible();
  const customerCount = await countIn(customers);
  const table = page.getByTestId('customers-table').getByRole('row');
  const firstCustomer = (await table.nth(1).getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: /Excel/ }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await xlsx).path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Clientes');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['N.º', 'Nombre', 'Teléfono', 'Localidad', 'Rubro', 'Socio']);
  expect(sheet.actualRowCount).toBe(customerCount + 1);
  const row = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
  expect(row[0]).toBe(firstCustomer[0]);
  // The name cell on screen may carry badges (wholesaler) after the name.
  expect(firstCustomer[1]?.startsWith(row[1]!)).toBe(true);
  expect(row.slice(2)).toEqual(firstCustomer.slice(2));
  await shot('customers-exported');

  await page.getByRole('link', { name: 'Proveedores', exact: true }).click();
  const providers = countOf(page, 'filas?');
  await expect(providers).toBeVisible();
  const providerCount = await countIn(providers);
  expect(providerCount).toBeGreaterThan(0);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const lines = readFileSync((await (await csv).path())!, 'utf8')
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe('\uFEFFN.º;Nombre;CUIT;Teléfono;Localidad;Compra mínima');
  expect(lines).toHaveLength(providerCount + 1);
  await shot('providers-exported');

  // The other lists have the button too; with nothing to show it says what to do instead.
  for (const [link, heading] of [
    ['Compras', 'Compras'],
    ['Comprobantes', 'Comprobantes'],
    ['Borradores', 'Borradores'],
    ['Caja', 'Caja'],
  ] as const) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
    await shot(`${link.toLowerCase()}-export-button`);
  }
  // A server report's table too: the cash held per garage, as its CSV.
  await page.getByRole('tab', { name: 'Saldos por depósito' }).click();
  await expect(page.getByTestId('cash-balances')).toBeVisible();
  const garages = await page.getByTestId('cash-balances').locator('tbody tr').count();
  const balances = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const rows = readFileSync((await (await balances).path())!, 'utf8')
    .split('\r\n')
    .filter((line) => line !== '');
  expect(rows[0]).toBe('\uFEFFDepósito;Sin especificar;Efectivo;Banco;Total');
  expect(rows).toHaveLength(garages + 1);
  expect(rows.slice(1).map((row) => row.split(';')[0])).toEqual(await page.getByTestId('cash-balances').locator('tbody tr td:first-child').allInnerTexts());
  await shot('cash-balances-export-button');
});
