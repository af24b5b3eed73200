/**
 * A full working day at the counter (issue 18), at 1366×768 in es-AR, on the demo data with its six
 * months of history, by keyboard where a clerk types and the mouse elsewhere:
 *
 * 1. a buy from La Serenísima of 2,5 kg of Jamón cocido (by weight; the demo's product out of stock)
 *    and 12 Leche entera 1 l — approved and received: the stock on the buy goes 0 g → 2,5 kg and
 *    milk's by 12;
 * 2. an order for Autoservicio Lucía (on a current account) of 750 g of ham typed in grams and
 *    6 milk, sent the same day (the shop does not pay the trip) — confirmed for today and prepared;
 * 3. Raúl's roadmap for today with that order, printed (the stop, the amount to collect, "Cobrado"),
 *    and the order's remito (the customer and its lines), each read back from its PDF;
 * 4. delivered partially collected: $ 10.000 in cash, the rest left on the customer's account;
 *    ham's stock 2,5 kg − 750 g = 1,75 kg;
 * 5. the Caja lists the collected entry; an expense typed 1.350,50 moves Temperley's cash balance
 *    by exactly that;
 * 6. a stock count from the template: ham counted 1,5 kg, the dry run lists 1,75 kg → 1,5 kg, applied,
 *    and the order shows ham's stock at 1,5 kg.
 *
 * Worked numbers (demo catalog): ham costs 9.800 × 1,21 = 11.858 /kg; 750 g takes the 100 g tier
 * (× 1,45): $ 17.194,10 / kg. Milk 1.150 × 1,21 = 1.391,50; 6 take the 6 tier (× 1,32): $ 11.020,68.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../../src-shared/format.js';
import { Decimal } from '../../src-shared/money.js';
import { expect, setUp, test, topShot, waitForSync } from './support/app.js';
import { typeInto } from './support/forms.js';
import { openAddress } from './support/navigation.js';
import { runAction } from './support/orders.js';
import { asPrinted, onPaper, printed } from './support/printing.js';

test.use({ viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

const HAM = 'Jamón cocido';
const MILK = 'Leche entera 1 l';
const CUSTOMER = 'Autoservicio Lucía';
const DRIVER = 'Raúl Chofer';

/** "$ 1.350,50" → 1350.5 */
const amountOf = (text: string | null): number => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
/** An amount as a pattern of the paper's text. */
const escaped = (text: string): string => asPrinted(text).replace(/[$.()+]/g, '\\$&');

/** The item row of a product in the order editor, by its exact name. */
function itemRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

async function confirmIn(page: Page, action: string, effect: RegExp): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(effect);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
}

test('a working day: buy, receive, order by weight, roadmap, print, deliver, cash, count', async ({ page, app, shot: rawShot }, testInfo) => {
  test.setTimeout(170_000);
  const shot = topShot(page, async (name) => {
    // Notifications come and go on their own time: not part of what a picture shows.
    await page.locator('.mantine-Notification-root').evaluateAll((toasts) => toasts.forEach((toast) => ((toast as HTMLElement).style.visibility = 'hidden')));
    await rawShot(name);
  });
  await setUp(page, app, { demo: true });

  // 1. The buy, typed in the editor: provider and products picked with Enter, quantities typed.
  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Compras', exact: true })).toBeVisible();
  await page.keyboard.press('Control+N');
  await expect(page.getByRole('heading', { name: 'Nueva compra' })).toBeVisible();
  const provider = page.getByTestId('provider-select');
  await provider.fill('Seren');
  await provider.press('Enter');
  await expect(provider).toHaveValue('La Serenísima');
  const search = page.getByLabel('Agregar producto');
  for (const name of [HAM, MILK]) {
    await search.fill(name);
    await expect(page.getByRole('option', { name: new RegExp(`^${name} \\$`) })).toHaveAttribute('data-combobox-selected', 'true');
    await search.press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(`^\\d+ ${name} `) })).toBeVisible();
  }
  await typeInto(
    page
      .getByRole('row', { name: new RegExp(`^1 ${HAM} `) })
      .getByRole('textbox')
      .first(),
    '2,5',
  );
  await page.keyboard.press('Tab');
  await typeInto(
    page
      .getByRole('row', { name: new RegExp(`^2 ${MILK} `) })
      .getByRole('textbox')
      .first(),
    '12',
  );
  await page.keyboard.press('Tab');
  // 2,5 kg × 11.858 = 29.645; 12 × 1.391,50 = 16.698.
  await expect(page.getByTestId('item-price-1')).toHaveText('$ 29.645,00');
  await expect(page.getByTestId('item-price-2')).toHaveText('$ 16.698,00');
  await expect(page.getByTestId('buy-cost')).toHaveText('$ 46.343,00');
  await shot('buy-typed');
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('heading', { name: /^Compra N\.º \d+$/ })).toBeVisible();
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0, { timeout: 30_000 });

  await confirmIn(page, 'Aprobar', /Jamón cocido: por recibir \+2,5 kg; Leche entera 1 l: por recibir \+12/);
  await expect(page.getByTestId('buy-state')).toHaveText('Aprobada');
  // The stock on hand before the goods come in: ham is out (the demo's product nobody has), milk what the history left.
  await expect(page.getByTestId('item-stock-1')).toHaveText('0 g');
  const milkBefore = Number((await page.getByTestId('item-stock-2').textContent())?.replace(/\./g, ''));
  expect(Number.isInteger(milkBefore)).toBe(true);
  await shot('buy-approved');
  await confirmIn(page, 'Recibir mercadería', /Jamón cocido: por recibir −2,5 kg, real \+2,5 kg/);
  await expect(page.getByTestId('buy-received')).toBeVisible();
  await expect(page.getByTestId('item-stock-1')).toHaveText('2,5 kg');
  await expect(page.getByTestId('item-stock-2')).toHaveText(String(milkBefore + 12).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
  await shot('buy-received');

  // 2. The order: the customer and products picked with Enter, ham typed in grams.
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByRole('heading', { name: 'Pedidos', exact: true }).click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  const customer = page.getByLabel('Buscar cliente');
  await customer.fill('Autoservicio Lu');
  await expect(page.getByRole('option', { name: new RegExp(CUSTOMER) })).toBeVisible();
  await customer.press('Enter');
  await expect(page.getByTestId('order-customer')).toContainText(CUSTOMER);
  const addProduct = async (typed: string, name: string): Promise<Locator> => {
    const picker = page.getByPlaceholder(/Buscar producto/);
    await picker.fill(typed);
    await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
    await picker.press('Enter');
    const row = itemRow(page, name);
    await expect(row).toBeVisible();
    return row;
  };
  const ham = await addProduct(HAM, HAM);
  await expect(ham.getByTestId('item-stock')).toHaveText('2,5 kg');
  await ham.getByText('g', { exact: true }).click();
  const hamQuantity = ham.getByRole('textbox', { name: `Cantidad de ${HAM}` });
  await typeInto(hamQuantity, '750');
  await hamQuantity.press('Tab');
  await expect(hamQuantity).toHaveValue('750');
  await expect(ham.getByTestId('item-tier')).toHaveText('Desde 100 g · $ 17.194,10 / kg');
  const milk = await addProduct('Leche entera', MILK);
  const milkQuantity = milk.getByRole('textbox', { name: `Cantidad de ${MILK}` });
  await typeInto(milkQuantity, '6');
  await milkQuantity.press('Tab');
  await expect(milk.getByTestId('item-price')).toHaveText('$ 11.020,68');
  // Taken to the shop by the day's driver (the shop does not pay the trip).
  await page.getByRole('combobox', { name: 'Opción de entrega' }).click();
  await page.getByRole('option', { name: 'Envío en el día' }).click();
  await expect(page.getByLabel('El cliente paga el envío')).not.toBeChecked();
  const hamPrice = await ham.getByTestId('item-price').textContent();
  // 17.194,10 × 0,75 = 12.895,575: to the cent.
  expect(hamPrice).toMatch(/^\$\u00a012\.895,5[78]$/);
  const total = await page.getByTestId('totals-total').textContent();
  expect(amountOf(total)).toBeCloseTo(Decimal.sum([amountOf(hamPrice), 11020.68]).toNumber(), 2);
  await shot('order-typed');

  await page.keyboard.press('Control+s');
  const orderHeading = page.getByRole('heading', { name: /^Pedido N\.º \d+$/ });
  await expect(orderHeading).toBeVisible();
  const orderNumber = (await orderHeading.textContent())?.replace(/\D/g, '') ?? '';
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('totals-total')).toHaveText(total ?? '');
  await page.getByTestId('order-actions').getByRole('button', { name: 'Confirmar', exact: true }).click();
  const confirmDialog = page.getByRole('dialog');
  await expect(confirmDialog.getByLabel('Fecha de entrega')).not.toHaveValue('');
  await confirmDialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Confirmado');
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  await runAction(page, 'Preparar', /No se mueve stock/, 'Preparado');
  await shot('order-prepared');

  // 3. Raúl's roadmap for today with the order, printed.
  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  await page.getByRole('combobox', { name: 'Chofer' }).click();
  await page.getByRole('option', { name: DRIVER }).click();
  await expect(page.getByText(new RegExp(`${DRIVER} no tiene hoja de ruta`))).toBeVisible();
  await page.getByRole('button', { name: 'Crear hoja de ruta' }).click();
  const roadmapHeading = page.getByRole('heading', { name: /^Hoja de ruta N.º \d+$/ });
  await expect(roadmapHeading).toBeVisible({ timeout: 30_000 });
  const roadmapTitle = (await roadmapHeading.textContent()) ?? '';
  // The history leaves other orders due by today: the clerk scrolls the list down to this one.
  const due = page.getByTestId('due-orders');
  const dueRow = due
    .getByRole('row')
    .filter({ hasText: new RegExp(`N\\.º ${orderNumber}(?!\\d)`) })
    .filter({ hasText: CUSTOMER });
  await expect(due.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    if ((await dueRow.count()) === 0) {
      await due.hover();
      await page.mouse.wheel(0, 600);
    }
    await expect(dueRow).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await dueRow.click();
  await page.getByRole('button', { name: 'Asignar pedidos (1)' }).click();
  const stops = page.getByTestId('roadmap-stop');
  await expect(stops).toHaveCount(1, { timeout: 30_000 });
  await expect(stops.first()).toContainText(CUSTOMER);
  // Which order the stop is reads whole: the history's four-digit numbers once came out "Entrega N.º…".
  const stopLabel = stops.first().getByText(`Entrega N.º ${orderNumber}`, { exact: true });
  await expect(stopLabel).toBeVisible();
  expect(await stopLabel.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  // On a current account the driver has nothing to collect: the stop says so, with a blank for what comes back.
  await expect(stops.first()).toContainText('$ 0,00');
  await expect(stops.first()).toContainText('Cuenta corriente');
  await expect(page.getByTestId('roadmap-totals')).toContainText('Total a cobrar: $ 0,00');
  await shot('roadmap');
  await waitForSync(page);
  const sheet = await printed(page, () => page.getByRole('button', { name: 'Imprimir hoja de ruta', exact: true }).click());
  expect(sheet.title).toBe(roadmapTitle);
  const roadmapText = await onPaper(page, testInfo, 'hoja-de-ruta', sheet.html);
  expect(roadmapText).toContain(roadmapTitle);
  expect(roadmapText).toContain(DRIVER);
  expect(roadmapText).toContain(CUSTOMER);
  expect(roadmapText).toMatch(/Total a cobrar\s+\$ 0,00/);
  expect(roadmapText).toContain('Cobrado:');

  await openAddress(page, orderPath);
  await expect(page.getByTestId('order-status')).toHaveText('Preparado', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Imprimir remito', exact: true })).toBeEnabled({ timeout: 30_000 });
  const remito = await printed(page, () => page.getByRole('button', { name: 'Imprimir remito', exact: true }).click());
  expect(remito.title).toBe(`Remito N.º ${orderNumber}`);
  const remitoText = await onPaper(page, testInfo, 'remito', remito.html);
  expect(remitoText).toContain(`Cliente: ${CUSTOMER}`);
  expect(remitoText).toContain('Entrega: Envío en el día');
  expect(remitoText).toMatch(new RegExp(`750 g\\s+${HAM}[\\s\\S]*?${escaped(hamPrice ?? '')}`));
  expect(remitoText).toMatch(new RegExp(`6\\s+${MILK}[\\s\\S]*?\\$ 11\\.020,68`));
  expect(remitoText).toMatch(new RegExp(`Total\\s+${escaped(total ?? '')}`));

  // 4. Delivered, partially collected (issue 18): Autoservicio Lucía buys on a current account, so
  // "Cobrado" starts at 0; the driver brought back $ 10.000 in cash and the rest stays owed.
  const left = formatMoney(Decimal.from(amountOf(total)).sub(10000).toNumber());
  await page.getByTestId('order-actions').getByRole('button', { name: 'Entregar', exact: true }).click();
  const deliver = page.getByRole('dialog');
  await expect(deliver.getByRole('textbox', { name: 'Cobrado' })).toHaveValue('0,00');
  await typeInto(deliver.getByRole('textbox', { name: 'Cobrado' }), '10.000');
  await expect(deliver.getByText(`Se cobran $ 10.000,00 en efectivo; ${left} quedan en la cuenta corriente.`)).toBeVisible();
  await shot('order-deliver-ask');
  await deliver.getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Entregado');
  await expect(page.getByTestId('settlement')).toHaveText(`Cargado a la cuenta corriente: ${total ?? ''}`, { timeout: 30_000 });
  // And what the driver brought back, which the order showed nowhere once delivered.
  await expect(page.getByTestId('settlement-collected')).toHaveText(`Cobrado en la entrega: $ 10.000,00; ${left} quedaron en la cuenta corriente.`, { timeout: 30_000 });
  await expect(itemRow(page, HAM).getByTestId('item-stock')).toHaveText('1,75 kg');
  await expect(itemRow(page, MILK).getByTestId('item-stock')).toHaveText(String(milkBefore + 12 - 6).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
  await shot('order-delivered');

  // 5. The Caja: the collected cash is an entry; an expense typed 1.350,50 moves the balance by exactly that.
  await page.getByRole('link', { name: 'Caja' }).click();
  const cash = page.getByTestId('cashflow-table');
  await expect(cash.getByRole('row').filter({ hasText: '$ 10.000,00' }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Saldos por depósito' }).click();
  const temperley = page.getByTestId('cash-balances').locator('tr[data-garage="Temperley"]').getByTestId('balance-CASH');
  await expect(temperley).toHaveText(/\$/);
  const balanceBefore = amountOf(await temperley.textContent());
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('menuitem', { name: 'Movimiento interno de un depósito' }).click();
  const form = page.getByRole('dialog', { name: 'Movimiento interno' });
  const garage = form.getByRole('combobox', { name: 'Depósito', exact: true });
  // This select highlights no match as one types (unlike the pickers): the arrow down, then Enter.
  await garage.fill('Temper');
  await garage.press('ArrowDown');
  await garage.press('Enter');
  await expect(garage).toHaveValue('Temperley');
  await form.getByText('Egreso', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Egreso' })).toBeChecked();
  await typeInto(form.getByRole('textbox', { name: 'Importe' }), '1.350,50');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Importe' })).toHaveValue('1.350,50');
  await form.getByRole('textbox', { name: 'Etiqueta' }).fill('Nafta reparto');
  await shot('cash-expense');
  await form.getByRole('button', { name: /Registrar/ }).click();
  await expect(form).toBeHidden();
  await expect(cash.getByRole('row').filter({ hasText: 'Nafta reparto' })).toContainText('-$ 1.350,50', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Saldos por depósito' }).click();
  await expect(temperley).toHaveText(formatMoney(Decimal.from(balanceBefore).sub(1350.5).toNumber()), { timeout: 30_000 });
  await shot('cash-balances');

  // 6. The count: the template downloaded, ham counted at 1,5 kg, the dry run, applied.
  await page.getByRole('link', { name: 'Auditorías' }).click();
  await page.getByRole('tab', { name: 'Inventario' }).click();
  await page
    .getByRole('button', { name: /Importar conteo/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Importar conteo de inventario' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const template = testInfo.outputPath('plantilla.csv');
  await (await download).saveAs(template);
  const [header = '', ...lines] = readFileSync(template, 'utf8')
    .split('\r\n')
    .filter((line) => line !== '');
  const columns = header.replace('\uFEFF', '').split(';');
  const [nameAt, theoreticalAt, realAt] = [columns.indexOf('name'), columns.indexOf('theoretical'), columns.indexOf('real')];
  // The demo's six months leave a few products sold below zero; the template offers their shelves a
  // count of 0 (no count can be negative), so the dry run brings those to 0 beside ham's change.
  const rows = lines.map((line) => line.split(';'));
  const hamCells = rows.find((r) => r[nameAt] === HAM);
  if (!hamCells) throw new Error('the template has no row for ham');
  expect(hamCells[realAt]).toBe('1750');
  // Counted 1,5 kg: the theoretical moves with it.
  hamCells[theoreticalAt] = String(Number(hamCells[theoreticalAt]!.replace(',', '.')) - 250).replace('.', ',');
  hamCells[realAt] = '1500';
  const counted = testInfo.outputPath('conteo.csv');
  writeFileSync(counted, `${[header, ...rows.map((r) => r.join(';'))].join('\r\n')}\r\n`);
  await page.locator('input[type="file"]').setInputFiles(counted);
  await expect(page.getByText(/filas correctas/)).toBeVisible();
  await page.getByRole('button', { name: 'Revisar diferencias' }).click();
  await expect(page.getByTestId('dry-run-summary')).toContainText(/^Productos que cambian: \d+ de \d+\./, { timeout: 60_000 });
  const changes = page
    .getByTestId('dry-run-stock')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  const hamChange = changes.filter({ hasText: HAM });
  await expect(hamChange).toHaveCount(1);
  await expect(hamChange).toContainText('1,75 kg → 1,5 kg');
  for (const other of await changes.filter({ hasNotText: HAM }).allInnerTexts()) expect(other).toMatch(/→ 0\b/);
  await shot('count-dry-run');
  await page.getByRole('button', { name: 'Aplicar conteo' }).click();
  await page.getByRole('dialog', { name: '¿Aplicar el conteo?' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('import-applied')).toContainText(/^Conteo aplicado \(auditoría N\.º \d+\)\. Productos actualizados: \d+ de \d+\./, { timeout: 60_000 });
  await shot('count-applied');

  // The counted stock is what the order shows for ham.
  await openAddress(page, orderPath);
  await expect(itemRow(page, HAM).getByTestId('item-stock')).toHaveText('1,5 kg', { timeout: 30_000 });
  await shot('stock-after-count');
});
