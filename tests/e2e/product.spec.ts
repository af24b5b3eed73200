/**
 * Products and stock on the demo data (src-server/setup/demo.ts), checked against numbers worked out
 * by hand from domain §4:
 *
 * - "Jamón cocido" (WEIGHT): taxBase 9800, IVA 21 % compras (C) and ventas (V), so the unit cost is
 *   u = 9800 × 1.21 = 11858 per kg. Its tiers are set in the editor to: wholesaler × 1.2,
 *   100 g × 1.5, 1 kg × 1.4, and the 5 kg tier moved to 3 kg × 1.3. A tier's price is
 *   round(u × m × kg):
 *     wholesaler: 11858 × 1.2 = 14229.60 per kg
 *     100 g:      11858 × 1.5 × 0.1 = 1778.70 (17787.00 per kg)
 *     1 kg:       11858 × 1.4 = 16601.20
 *     3 kg:       11858 × 1.3 × 3 = 46246.20 (15415.40 per kg)
 *   An order item at 100 g, 1 kg and 3 kg takes those tiers, and the wholesaler one when marked so.
 * - Stock: the ham is one of the demo's products out of stock. +12.5 kg "Conteo inicial de cámara", then −500 g "Merma"
 *   leave real 12 kg; a critical level of 15 kg puts theoretical 12 kg at or below it, so the
 *   product is short and a "Stock crítico" alert is raised, which is then acknowledged.
 * - "Leche entera 1 l" (12 in the demo's opening stock) taken 2 units below zero from the stock
 *   screen (14 out) shows in the negative view; its alert says "Quedó en -2 el <today>", and after
 *   5 in (real 3) that it recovered.
 */
import type { Locator, Page } from '@playwright/test';
import { formatDayMonth } from '../../src-shared/format.js';
import { DEMO_PASSWORD, expect, setUp, signIn, test, topShot } from './support/app.js';

// A worked example from an empty book: the demo catalog without its six months of history.
test.use({ demoHistory: false });

/** The row of a list or table holding exactly this product name. */
function rowOf(scope: Page | Locator, name: string): Locator {
  // The inner locator of `has` is matched inside each row, so it must start from the page.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

async function openProduct(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByLabel('Buscar', { exact: true })).toBeFocused();
  await page.keyboard.type(name);
  const row = rowOf(page.getByTestId('products-table'), name);
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${name} · N\\.º \\d+$`) })).toBeVisible();
}

/**
 * Scrolls a virtualised table until the product's row is drawn (only the rows on screen are), then
 * answers it; fails if the end of the table comes first.
 */
async function scrollToRow(table: Locator, name: string): Promise<Locator> {
  const row = rowOf(table, name);
  const body = table.locator('div[tabindex="0"]');
  for (let step = 0; step < 60; step += 1) {
    if ((await row.count()) > 0) return row;
    const atEnd = await body.evaluate((el) => {
      const end = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
      el.scrollTop += el.clientHeight / 2;
      return end;
    });
    if (atEnd && (await row.count()) === 0) break;
    await table.page().waitForTimeout(100);
  }
  await expect(row).toHaveCount(1);
  return row;
}

async function fillNumber(input: Locator, value: string): Promise<void> {
  await input.fill(value);
  await input.blur();
}

test('tier prices set in the product editor are the prices an order charges; adjustments and alerts show in the stock views', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });

  // The list: every demo product, with its stock figures and prices.
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
  const table = page.getByTestId('products-table');
  const hamListRow = rowOf(table, 'Jamón cocido');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Jamón cocido');
  await expect(hamListRow).toHaveCount(1);
  // Retail: the 100 g tier (× 1.45) quoted per kg, 11858 × 1.45 = 17194.10; wholesaler × 1.18 = 13992.44.
  await expect(hamListRow).toContainText('$ 17.194,10 / kg');
  await expect(hamListRow).toContainText('$ 13.992,44 / kg');
  await expect(hamListRow.getByTestId('product-real')).toHaveText('0 g');
  await shot('products-search');
  await page.getByLabel('Buscar', { exact: true }).fill('');
  await expect(page.getByText(/^\d{3} filas$/)).toBeVisible();
  await shot('products-list');

  // A new product: saving it empty names each missing field beside it.
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible();
  await expect(page.getByLabel(/^Nombre/)).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Revisá los datos marcados.')).toBeVisible();
  const newTiers = page.getByTestId('margin-tiers');
  await expect(newTiers.getByText('Obligatorio')).toHaveCount(2); // both starting tiers lack their margin
  await expect(page.getByText('Obligatorio')).toHaveCount(7); // and name, provider, tax base, both contributions
  await page.getByLabel(/^Base imponible/).fill('1000');
  await newTiers.getByTestId('tier-value-1').fill('1,5');
  await expect(newTiers.getByTestId('tier-price-1')).toHaveText('$ 150,00'); // 1000 × 1.5 × 0.1 (no taxes)
  await shot('product-new');
  await page.getByRole('button', { name: 'Volver' }).click();

  // The editor: the demo tiers priced as an order would, then new tiers priced live as they are typed.
  await openProduct(page, 'Jamón cocido');
  const tiers = page.getByTestId('margin-tiers');
  await expect(tiers.getByTestId('tier-price-1')).toHaveText('$ 1.719,41'); // 11858 × 1.45 × 0.1
  await fillNumber(tiers.getByTestId('tier-value-0'), '1,2');
  await fillNumber(tiers.getByTestId('tier-value-1'), '1,5');
  await fillNumber(tiers.getByTestId('tier-value-2'), '1,4');
  await fillNumber(tiers.getByTestId('tier-quantity-3'), '3');
  await fillNumber(tiers.getByTestId('tier-value-3'), '1,3');
  const expected = {
    wholesaler: '$ 14.229,60', // 11858 × 1.2, one kg
    g100: '$ 1.778,70', // 11858 × 1.5 × 0.1
    kg1: '$ 16.601,20', // 11858 × 1.4 × 1
    kg3: '$ 46.246,20', // 11858 × 1.3 × 3
  };
  await expect(tiers.getByTestId('tier-price-0')).toHaveText(expected.wholesaler);
  await expect(tiers.getByTestId('tier-price-1')).toHaveText(expected.g100);
  await expect(tiers.getByTestId('tier-base-1')).toHaveText('$ 17.787,00');
  await expect(tiers.getByTestId('tier-price-2')).toHaveText(expected.kg1);
  await expect(tiers.getByTestId('tier-price-3')).toHaveText(expected.kg3);
  await expect(tiers.getByTestId('tier-base-3')).toHaveText('$ 15.415,40');
  // What the editor shows is what the order must charge.
  const shown = {
    wholesaler: await tiers.getByTestId('tier-price-0').textContent(),
    g100: await tiers.getByTestId('tier-price-1').textContent(),
    kg1: await tiers.getByTestId('tier-price-2').textContent(),
    kg3: await tiers.getByTestId('tier-price-3').textContent(),
  };
  await shot('product-editor-tiers');

  // A tier with no margin is refused beside the field, and nothing is saved.
  await tiers.getByTestId('tier-value-2').fill('');
  await page.keyboard.press('Control+s');
  await expect(tiers.getByText('Obligatorio')).toBeVisible();
  await expect(page.getByText('Revisá los datos marcados.')).toBeVisible();
  await shot('product-editor-error');
  await fillNumber(tiers.getByTestId('tier-value-2'), '1,4');
  await expect(tiers.getByText('Obligatorio')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Producto guardado')).toBeVisible();

  // A new order prices the product at each tier exactly as the editor showed.
  await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Jamón cocido');
  await expect(page.getByRole('option', { name: /^Jamón cocido/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  const item = rowOf(page, 'Jamón cocido');
  await expect(item).toBeVisible();
  const price = item.getByTestId('item-price');
  const quantity = item.getByTestId('item-quantity');
  await expect(price).toHaveText(expected.kg1); // a new item starts at 1 kg
  expect(await price.textContent()).toBe(shown.kg1);
  await fillNumber(quantity, '0,1');
  await expect(price).toHaveText(expected.g100);
  expect(await price.textContent()).toBe(shown.g100);
  await expect(item.getByTestId('item-unit-price')).toHaveText(`${expected.g100} / 100 g`);
  await fillNumber(quantity, '3');
  await expect(price).toHaveText(expected.kg3);
  expect(await price.textContent()).toBe(shown.kg3);
  await shot('order-tier-price');
  await fillNumber(quantity, '1');
  await item.getByLabel('Precio mayorista').check();
  await expect(price).toHaveText(expected.wholesaler);
  expect(await price.textContent()).toBe(shown.wholesaler);

  // Stock: an adjustment in and one out, each with its reason, move the real stock and fill the ledger.
  await openProduct(page, 'Jamón cocido');
  // The saved tiers came back from the server.
  await expect(page.getByTestId('margin-tiers').getByTestId('tier-price-3')).toHaveText(expected.kg3);
  await page.getByRole('tab', { name: 'Stock' }).click();
  await expect(page.getByTestId('stock-real')).toHaveText('0 g');
  await expect(page.getByText('Sin movimientos de stock')).toBeVisible();
  await shot('product-stock-empty');
  await page.getByRole('button', { name: 'Ajustar stock' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(dialog.getByText('Tiene que ser distinta de cero')).toBeVisible();
  await expect(dialog.getByText('Obligatorio')).toBeVisible();
  await fillNumber(dialog.getByTestId('adjust-quantity'), '12500');
  await dialog.getByLabel(/^Motivo/).fill('Conteo inicial de cámara');
  await shot('stock-adjust');
  await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stock-real')).toHaveText('12,5 kg');
  await expect(page.getByTestId('stock-theoretical')).toHaveText('12,5 kg');
  const ledger = page.getByTestId('records-table');
  const first = ledger.getByRole('row').filter({ hasText: 'Conteo inicial de cámara' });
  await expect(first).toContainText('+12,5 kg');
  await expect(first).toContainText('Ajuste');

  await page.getByRole('button', { name: 'Ajustar stock' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByText('Egreso', { exact: true }).click();
  await fillNumber(dialog.getByTestId('adjust-quantity'), '500');
  await dialog.getByLabel(/^Motivo/).fill('Merma');
  await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stock-real')).toHaveText('12 kg');
  const second = ledger.getByRole('row').filter({ hasText: 'Merma' });
  await expect(second).toContainText('-500 g');
  await expect(second).toContainText('12 kg');

  // A critical level above what there will be: short, with an alert.
  await page.getByRole('button', { name: 'Nivel crítico' }).click();
  dialog = page.getByRole('dialog');
  await fillNumber(dialog.getByTestId('critical-quantity'), '15000');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stock-critical')).toHaveText('15 kg');
  await expect(page.getByTestId('alerts-table')).toContainText('Stock crítico');
  await expect(page.getByTestId('alerts-table')).toContainText('Teórico ahora 12 kg · crítico 15 kg');
  await shot('product-stock');

  await page.getByRole('button', { name: 'Volver' }).click();
  await page.getByRole('tab', { name: 'Faltantes' }).click();
  await expect(page.getByText('Productos marcados como faltantes', { exact: false })).toBeVisible();
  // Every product without stock is short too (0 ≤ 0); the ham is listed though it has 12 kg.
  const shortHam = await scrollToRow(table, 'Jamón cocido');
  await expect(shortHam.getByTestId('product-theoretical')).toHaveText('12 kg');
  await expect(shortHam.getByTestId('product-critical')).toHaveText('15 kg');
  await shot('products-shortage');

  // From the stock screen: an adjustment that leaves the milk below zero, then the alerts.
  await page.getByRole('link', { name: 'Stock', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Stock' })).toBeVisible();
  const alerts = page.getByTestId('alerts-table');
  await expect(rowOf(alerts, 'Jamón cocido')).toContainText('Stock crítico');
  await page.keyboard.press('Control+n');
  dialog = page.getByRole('dialog', { name: '¿De qué producto?' });
  // The cursor waits in the product field, so the name is typed at once (it once sat on the close
  // button, and the space in the name pressed it).
  await expect(dialog.getByLabel('Producto')).toBeFocused();
  await page.keyboard.type('Leche entera 1 l');
  await expect(dialog).toBeVisible();
  await page.getByRole('option', { name: 'Leche entera 1 l', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Ajustar stock de Leche entera 1 l' });
  await dialog.getByText('Egreso', { exact: true }).click();
  await fillNumber(dialog.getByTestId('adjust-quantity'), '14');
  await dialog.getByLabel(/^Motivo/).fill('Rotura en depósito');
  await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(alerts, 'Leche entera 1 l')).toContainText('Stock negativo');
  // The alert tells what happened and when, beside the stock now.
  const today = formatDayMonth(new Date(), 'es-AR', 'America/Argentina/Buenos_Aires');
  await expect(rowOf(alerts, 'Leche entera 1 l')).toContainText(`Quedó en -2 el ${today} · real ahora -2`);
  await shot('stock-alerts');

  // Acknowledging: the alert leaves the unseen list and shows among the seen ones, with who saw it.
  await rowOf(alerts, 'Jamón cocido').getByRole('button', { name: 'Marcar vista' }).click();
  await expect(rowOf(alerts, 'Jamón cocido')).toHaveCount(0);
  await expect(rowOf(alerts, 'Leche entera 1 l')).toBeVisible();
  await page.getByText('Vistas', { exact: true }).click();
  await expect(rowOf(alerts, 'Jamón cocido')).toContainText(/Vista por .+/);
  await shot('stock-alerts-seen');

  await page.getByRole('tab', { name: 'Movimientos' }).click();
  const records = page.getByTestId('records-table');
  await expect(records.getByRole('row').filter({ hasText: 'Rotura en depósito' })).toContainText('-14');
  await expect(records.getByRole('row').filter({ hasText: 'Conteo inicial de cámara' })).toContainText('Jamón cocido');
  await shot('stock-records');

  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await page.getByRole('tab', { name: 'Stock negativo' }).click();
  await expect(rowOf(table, 'Leche entera 1 l').getByTestId('product-real')).toHaveText('-2');
  await expect(rowOf(table, 'Jamón cocido')).toHaveCount(0);
  await shot('products-negative');

  // Milk comes in: the unseen alert still tells the day it went to -2, and that it has recovered —
  // never "Stock negativo" beside a positive figure with nothing in between.
  await page.getByRole('link', { name: 'Stock', exact: true }).click();
  await page.keyboard.press('Control+n');
  dialog = page.getByRole('dialog', { name: '¿De qué producto?' });
  await expect(dialog.getByLabel('Producto')).toBeFocused();
  await page.keyboard.type('Leche entera 1 l');
  await page.getByRole('option', { name: 'Leche entera 1 l', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Ajustar stock de Leche entera 1 l' });
  await dialog.getByText('Ingreso', { exact: true }).click();
  await fillNumber(dialog.getByTestId('adjust-quantity'), '5');
  await dialog.getByLabel(/^Motivo/).fill('Reposición');
  await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(alerts, 'Leche entera 1 l')).toContainText(`Quedó en -2 el ${today} · ya hay 3`);
  await shot('stock-alert-recovered');

  // A partner (AV) reads the same products as a catalog: the saved tier prices, nothing to edit, no stock views.
  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'lucia', DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Catálogo' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Nuevo producto/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Faltantes' })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Jamón cocido');
  await rowOf(table, 'Jamón cocido').click();
  await expect(page.getByRole('heading', { name: /^Jamón cocido · N\.º \d+$/ })).toBeVisible();
  const catalogTiers = page.getByTestId('margin-tiers');
  await expect(catalogTiers.getByTestId('tier-price-1')).toHaveText(`${expected.g100} por 100 g`);
  await expect(catalogTiers.getByTestId('tier-price-3')).toHaveText(`${expected.kg3} por 3 kg`);
  await expect(page.getByRole('button', { name: /Guardar/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Stock' })).toHaveCount(0);
  await shot('product-catalog-partner');
});
