/**
 * Taking an order on the demo data and walking it to delivery, checked against numbers worked out
 * by hand from the demo catalog (src-server/setup/demo.ts):
 *
 * - "Jamón cocido" (WEIGHT): taxBase 9800, IVA 21 % compras (C) and ventas (V), so unitCost
 *   9800 × 1.21 = 11858 per kg; margins 100 g → 1.45, 1 kg → 1.35; contributions 8 %.
 *   900 g takes the 100 g tier: price = 11858 × 1.45 × 0.9 = 15474.69; per 100 g 1719.41.
 *   1.2 kg crosses into the 1 kg tier: price = 11858 × 1.35 × 1.2 = 19209.96 (16008.30 / kg);
 *   cost 14229.60; contribution 1536.80; IVA inside 19209.96 − 19209.96 / 1.21 = 3333.96.
 * - "Leche entera 1 l" (UNITY): taxBase 1150 → unitCost 1391.50; 6 units take the 6 tier (1.32):
 *   price = 1391.50 × 1.32 × 6 = 11020.68; cost 8349; contribution 881.65; IVA 1912.68.
 * - "Envío en el día": customer 3500, partner 2500, contributes; charged to the customer.
 * - Discount 10 % of the contribution: round(2418.45 × 0.1) = 241.85.
 *   total = 30230.64 + 3500 − 241.85 = 33488.79; cost 22578.60; contribution 2176.60;
 *   logistic 2500 + 3500 = 6000; toPay = 22578.60 + 2176.60 + 6000 = 30755.20;
 *   profit = 33488.79 − 30755.20 = 2733.59; taxes 3333.96 + 1912.68 = 5246.64.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, setUp, test, topShot } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { productId, runAction } from './support/orders.js';
import { numbered } from './support/numbers.js';

// A worked example from an empty book: the demo catalog without its six months of history.
test.use({ demoHistory: false });

/** The item row of a product, by its exact name. */
function itemRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

async function addProduct(page: Page, search: string, name: string): Promise<Locator> {
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder(/Buscar producto/)).toBeFocused();
  await page.keyboard.type(search);
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  const row = itemRow(page, name);
  await expect(row).toBeVisible();
  return row;
}

async function setQuantity(row: Locator, value: string): Promise<void> {
  const input = row.getByTestId('item-quantity');
  await input.fill(value);
  await input.blur();
}

test('an order priced by tier is confirmed, prepared and delivered: stock goes down and the cash is collected', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const ham = await productId(api, 'Jamón cocido');
  const milk = await productId(api, 'Leche entera 1 l');
  await api.product.adjustment({ id: ham, quantity: 10_000, reason: 'Conteo inicial' });
  await api.product.adjustment({ id: milk, quantity: 24, reason: 'Conteo inicial' });
  await api.sync.syncNow();

  await page.getByRole('link', { name: 'Pedidos' }).click();
  await expect(page.getByText('Todavía no hay pedidos')).toBeVisible();
  await shot('orders-empty');

  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  // A customer nobody has loaded yet is created right there, without leaving the order.
  await page.getByLabel('Buscar cliente').fill('Kiosco La Estrella');
  await expect(page.getByText('Ningún cliente coincide')).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Nombre \*/).fill('Kiosco La Estrella');
  await form.getByLabel('Teléfono').fill('+54 11 47470000');
  await form.getByLabel(/Nombre del lugar/).fill('Kiosco');
  await form.getByLabel('Calle y número').fill('Av. Espora 1500');
  await form.getByLabel('Localidad').fill('Adrogué');
  await form.getByLabel('Provincia').fill('Buenos Aires');
  await shot('order-new-customer');
  await form.getByRole('button', { name: 'Crear cliente' }).click();
  // Gone before reading the order's own address fields (the dialog has fields with the same labels).
  await expect(form).toBeHidden();
  await expect(page.getByTestId('order-customer')).toContainText('Kiosco La Estrella');
  // The delivery comes from the customer's record.
  await expect(page.getByLabel('Calle y número')).toHaveValue('Av. Espora 1500');
  await expect(page.getByLabel('Teléfono de contacto')).toHaveValue('+54 11 47470000');

  const hamRow = await addProduct(page, 'Jamón cocido', 'Jamón cocido');
  await expect(hamRow.getByTestId('item-stock')).toHaveText('10 kg');
  await setQuantity(hamRow, '0,9');
  await expect(hamRow.getByTestId('item-tier')).toHaveText('Desde 100 g · $ 17.194,10 / kg');
  await expect(hamRow.getByTestId('item-unit-price')).toHaveText('$ 1.719,41 / 100 g');
  await expect(hamRow.getByTestId('item-price')).toHaveText('$ 15.474,69');
  await setQuantity(hamRow, '1,2');
  await expect(hamRow.getByTestId('item-tier')).toHaveText('Desde 1 kg · $ 16.008,30 / kg');
  await expect(hamRow.getByTestId('item-unit-price')).toHaveText('$ 16.008,30 / kg');
  await expect(hamRow.getByTestId('item-price')).toHaveText('$ 19.209,96');

  const milkRow = await addProduct(page, 'Leche entera', 'Leche entera 1 l');
  await expect(milkRow.getByTestId('item-stock')).toHaveText('36');
  await setQuantity(milkRow, '6');
  await expect(milkRow.getByTestId('item-tier')).toHaveText('Desde 6 u. · $ 1.836,78 / u.');
  await expect(milkRow.getByTestId('item-unit-price')).toHaveText('$ 11.020,68 / 6 u.');
  await expect(milkRow.getByTestId('item-price')).toHaveText('$ 11.020,68');

  await page.getByRole('combobox', { name: 'Opción de entrega' }).click();
  await page.getByRole('option', { name: 'Envío en el día' }).click();
  await page.getByLabel('El cliente paga el envío').check();
  const discount = page.getByLabel('Descuento');
  await discount.fill('120');
  await expect(page.getByText('El descuento tiene que estar entre 0 y 100')).toBeVisible();
  await discount.fill('10');
  await expect(page.getByText('El descuento tiene que estar entre 0 y 100')).toHaveCount(0);

  const figures = {
    cart: '$ 30.230,64',
    delivery: '$ 3.500,00',
    discount: '-$ 241,85',
    total: '$ 33.488,79',
    cost: '$ 22.578,60',
    contribution: '$ 2.176,60',
    logistic: '$ 6.000,00',
    toPay: '$ 30.755,20',
    profit: '$ 2.733,59',
  };
  const checkTotals = async () => {
    for (const [figure, text] of Object.entries(figures)) await expect(page.getByTestId(`totals-${figure}`)).toHaveText(text);
    await expect(page.getByTestId('order-totals')).toContainText('IVA 21% ventas$ 5.246,64');
  };
  await checkTotals();
  await shot('order-new-priced');

  await page.keyboard.press('Control+s');
  await expect(page.getByRole('heading', { name: /^Pedido N\.º 1$/ })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pendiente');
  await expect(page.getByTestId('pending-sync')).toHaveCount(0);
  await checkTotals();
  await shot('order-saved');

  await page.getByTestId('order-actions').getByRole('button', { name: 'Confirmar', exact: true }).click();
  const confirmDialog = page.getByRole('dialog');
  await expect(confirmDialog.getByLabel('Fecha de entrega')).not.toHaveValue('');
  await expect(confirmDialog.getByText('Se reserva el stock de cada producto (comprometido).')).toBeVisible();
  await shot('order-confirm-date');
  await confirmDialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Confirmado');
  await expect(page.getByTestId('pending-sync')).toHaveCount(0);
  await expect(itemRow(page, 'Jamón cocido').getByTestId('item-stock')).toHaveText('10 kg');

  await runAction(page, 'Preparar', /No se mueve stock/, 'Preparado');
  await page.getByTestId('order-actions').getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Se registra el cobro de $ 33.488,79 en efectivo (ingreso en caja).')).toBeVisible();
  await shot('order-deliver-ask');
  await page.getByRole('dialog').getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Entregado');

  // Delivered: the real stock went down by what was sold, and the total was collected.
  await expect(itemRow(page, 'Jamón cocido').getByTestId('item-stock')).toHaveText('8,8 kg');
  await expect(itemRow(page, 'Leche entera 1 l').getByTestId('item-stock')).toHaveText('30');
  await expect(page.getByTestId('settlement')).toHaveText('Cobrado: $ 33.488,79 (efectivo)');
  await checkTotals();
  await expect(page.getByRole('button', { name: /Guardar/ })).toHaveCount(0);
  // Read-only, and it says why: no field of the order takes typing any more.
  await expect(page.getByTestId('order-read-only')).toHaveText(/ya se entregó/);
  await expect(page.locator('main').locator('input[type="text"]:not([readonly]), input:not([type]):not([readonly]), textarea:not([readonly])')).toHaveCount(0);
  await shot('order-delivered');

  await page.getByRole('button', { name: 'Volver' }).click();
  await page.getByRole('tab', { name: 'Entregados' }).click();
  const row = numbered(page.getByTestId('orders-table').getByRole('row'), 1);
  await expect(row).toContainText('Kiosco La Estrella');
  await expect(row).toContainText('$ 33.488,79');
  await expect(row).toContainText('$ 30.755,20');
  await expect(row).toContainText('Entregado');
  await page.getByRole('tab', { name: 'Pendientes' }).click();
  await expect(page.getByText('Ningún pedido coincide')).toBeVisible();
  await page.getByRole('tab', { name: 'Entregados' }).click();
  await shot('orders-delivered-tab');

  // The list's search finds the order as the server's list does (customer, number; accents and
  // case aside), and also by the names of the products it carries.
  const search = page.getByRole('textbox', { name: 'Buscar', exact: true });
  for (const text of ['estrella', 'KIOSCO LA', '1', 'leche', 'jamón coc']) {
    await search.fill(text);
    await expect(row).toBeVisible();
  }
  await search.fill('yerba');
  await expect(page.getByText('Ningún pedido coincide')).toBeVisible();
  await search.fill('Jamon');
  await expect(row).toBeVisible();
  await shot('orders-search');
});
