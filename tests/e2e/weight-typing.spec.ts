/**
 * A weight typed as a clerk types it, on a fresh PC whose weight lines open in kg:
 *
 * - "Jamón cocido" (WEIGHT): taxBase 9800 + IVA 21 % → unitCost 11858 per kg; margins 100 g → 1.45,
 *   1 kg → 1.35, 5 kg → 1.28 (src-server/setup/demo.ts, demo-catalog.ts). On an order without a wholesaler customer:
 *   750 g takes the 100 g tier, $ 17.194,10 / kg: 17194.10 × 0.75 = 12895.575 → $ 12.895,58.
 *   1,5 kg takes the 1 kg tier, $ 16.008,30 / kg: 16008.30 × 1.5 = $ 24.012,45.
 *   750 kg (a 750 meaning grams, typed in kg) takes the 5 kg tier, 11858 × 1.28 = $ 15.178,24 / kg:
 *   15178.24 × 750 = $ 11.383.680,00 — questioned, not refused.
 * - On a buy the line costs the product's unit cost: 11858 × 0.75 = $ 8.893,50; 11858 × 1.5 = $ 17.787,00.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';
import { typeInto } from './support/forms.js';
import { newBuy } from './support/buys.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

const HAM = 'Jamón cocido';
const QUESTION = '¿750 kg? Si son gramos, escribí 750 g.';
const WHOLE_GRAMS = 'Los gramos van sin decimales: escribí 1.350 g, o en kilos 1,35 kg.';

async function addLine(page: Page, name: string): Promise<Locator> {
  const search = page.getByPlaceholder(/Buscar producto/);
  await search.fill(name);
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

/** The g/kg switch beside a line's quantity shows this unit chosen. */
async function expectUnit(row: Locator, unit: 'g' | 'kg'): Promise<void> {
  await expect(row.getByRole('radio', { name: unit, exact: true })).toBeChecked();
}

test('an order line of a weight reads "750 g", "1,5 kg" and questions a 750 typed in kg', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByRole('heading', { name: 'Pedidos', exact: true }).click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();

  const ham = await addLine(page, HAM);
  const quantity = ham.getByRole('textbox', { name: `Cantidad de ${HAM}` });
  // The new line takes the cursor, in kg (this PC's choice until now).
  await expect(quantity).toBeFocused();
  await expectUnit(ham, 'kg');

  // Typed straight into the line just added, then Tab: the unit typed is taken, and the cursor goes on.
  await page.keyboard.type('750 g');
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder(/Buscar producto/)).toBeFocused();
  await expect(quantity).toHaveValue('750');
  await expectUnit(ham, 'g');
  await expect(ham.getByTestId('item-tier')).toHaveText('Desde 100 g · $ 17.194,10 / kg');
  await expect(ham.getByTestId('item-price')).toHaveText('$ 12.895,58');
  await expect(ham.getByText(QUESTION)).toHaveCount(0);
  await shot('order-weight-750-g');

  // The choice is this PC's for every weight line of orders: the next one opens in grams.
  const cheese = await addLine(page, 'Queso cremoso');
  await expectUnit(cheese, 'g');
  // Its default kilo, written in grams, is not told in kg under the field: the clerk typed nothing to check.
  await expect(cheese.getByTestId('item-quantity')).toHaveValue('1.000');
  await expect(cheese.getByTestId('item-quantity-unit-check')).toHaveText('');
  await shot('order-weight-default-g');
  // Grams the clerk types from a kilo up are told in kg ("2.500" could be read either way).
  await typeInto(cheese.getByTestId('item-quantity'), '2500');
  await expect(cheese.getByTestId('item-quantity-unit-check')).toHaveText('= 2,5 kg');
  await typeInto(cheese.getByTestId('item-quantity'), '1000');
  await expect(cheese.getByTestId('item-quantity-unit-check')).toHaveText('= 1 kg');
  await page.keyboard.press('Escape');

  await typeInto(quantity, '1,5 kg');
  await quantity.blur();
  await expect(quantity).toHaveValue('1,5');
  await expectUnit(ham, 'kg');
  await expect(ham.getByTestId('item-tier')).toHaveText('Desde 1 kg · $ 16.008,30 / kg');
  await expect(ham.getByTestId('item-price')).toHaveText('$ 24.012,45');

  // 750 in kg is asked about under the field, and still priced: it warns, it does not refuse.
  await typeInto(quantity, '750');
  await quantity.blur();
  await expect(ham.getByTestId('item-quantity-unit-check')).toHaveText(QUESTION);
  await expect(ham.getByTestId('item-tier')).toHaveText('Desde 5 kg · $ 15.178,24 / kg');
  await expect(ham.getByTestId('item-price')).toHaveText('$ 11.383.680,00');
  await shot('order-weight-750-kg-questioned');

  // Grams are whole, and the field says so in its own words.
  await typeInto(quantity, '1.350,5 g');
  await quantity.blur();
  await expect(ham.getByText(WHOLE_GRAMS)).toBeVisible();
  await expect(ham.getByTestId('item-price')).toHaveText('—');

  await typeInto(quantity, '750g');
  await quantity.blur();
  await expect(quantity).toHaveValue('750');
  await expect(ham.getByTestId('item-price')).toHaveText('$ 12.895,58');
  await expect(ham.getByText(QUESTION)).toHaveCount(0);
});

test('a buy line of a weight reads "750 g" and its unit, as an order line does', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await newBuy(page);
  const search = page.getByLabel('Agregar producto');
  await search.fill(HAM);
  await expect(page.getByRole('option', { name: new RegExp(`^${HAM} \\$`) })).toHaveAttribute('data-combobox-selected', 'true');
  await search.press('Enter');
  const ham = page.getByRole('row', { name: new RegExp(`^1 ${HAM} `) });
  const quantity = ham.getByRole('textbox', { name: `Cantidad de ${HAM}` });
  await expectUnit(ham, 'kg');

  await typeInto(quantity, '750');
  await quantity.blur();
  await expect(ham.getByText(QUESTION)).toBeVisible();

  await typeInto(quantity, '750 gr');
  await quantity.blur();
  await expect(quantity).toHaveValue('750');
  await expectUnit(ham, 'g');
  await expect(page.getByTestId('item-price-1')).toHaveText('$ 8.893,50');
  await expect(ham.getByText(QUESTION)).toHaveCount(0);
  await shot('buy-weight-750-gr');

  // "1,5" in grams is refused; put on kg, the same text is 1,5 kg, and the line costs that (11858 × 1.5).
  await typeInto(quantity, '1,5');
  await quantity.blur();
  await expect(ham.getByText(WHOLE_GRAMS)).toBeVisible();
  await expect(page.getByTestId('item-price-1')).toHaveText('—');
  await ham.getByText('kg', { exact: true }).click();
  await expect(ham.getByText(WHOLE_GRAMS)).toHaveCount(0);
  await expect(quantity).toHaveValue('1,5');
  await expect(page.getByTestId('item-price-1')).toHaveText('$ 17.787,00');
});

/** A stock adjustment's field starts in grams (the 0 it holds reads best so); "2,5 kg" is taken as 2.500 g. */
test('a stock adjustment of a weight reads "2,5 kg" typed in its field that opened in grams', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  const products = page.getByTestId('products-table');
  await expect(products).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(HAM);
  const row = products.getByRole('row').filter({ has: page.getByText(HAM, { exact: true }) });
  await expect(row).toHaveCount(1);
  await row.click();
  await page.getByRole('tab', { name: 'Stock' }).click();
  await expect(page.getByTestId('stock-real')).toHaveText('0 g');
  await page.getByRole('button', { name: 'Ajustar stock' }).click();
  const dialog = page.getByRole('dialog');
  await expectUnit(dialog, 'g');
  const quantity = dialog.getByTestId('adjust-quantity');
  await typeInto(quantity, '2,5 kg');
  // Tab goes on to the field's unit switch, now on kg, and from there to the reason: nothing takes the cursor elsewhere.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'kg', exact: true })).toBeFocused();
  await expect(quantity).toHaveValue('2,5');
  await expectUnit(dialog, 'kg');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Motivo/)).toBeFocused();
  await page.keyboard.type('Conteo de cámara');
  await shot('stock-adjust-2-5-kg');
  await dialog.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stock-real')).toHaveText('2,5 kg');
});

test('a unit line typed "1.350,50" says it takes no decimals, never "mayor que 0", while typed, once left, and when a save goes back to it', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByRole('heading', { name: 'Pedidos', exact: true }).click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  await expect(page.getByLabel('Buscar cliente')).toBeFocused();
  await page.keyboard.type('Almacén Don Pepe');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-customer')).toContainText('Almacén Don Pepe');

  const milk = await addLine(page, 'Leche entera 1 l');
  const quantity = milk.getByRole('textbox', { name: 'Cantidad de Leche entera 1 l' });
  await expect(quantity).toBeFocused();
  await page.keyboard.type('1.350,50');
  // The form holds a 0 for the unreadable text (the line has no price then); its "greater than 0" is not what the clerk got wrong.
  await expect(milk.getByTestId('item-price')).toHaveText('—');
  const said = async () => {
    await expect(milk.getByText('Sin decimales.')).toBeVisible();
    await expect(milk.getByText('Tiene que ser mayor que 0')).toHaveCount(0);
  };
  await said();
  await page.keyboard.press('Tab');
  await said();
  // Saving sends the cursor back to the line: the reason stays the field's own.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Revisá los datos marcados.')).toBeVisible();
  await expect(quantity).toBeFocused();
  await said();
});

test('text that is no quantity says how to write one the line takes: grams without decimals, units without decimals', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByRole('heading', { name: 'Pedidos', exact: true }).click();
  await page.keyboard.press('Control+n');
  await expect(page.getByLabel('Buscar cliente')).toBeFocused();
  await page.keyboard.type('Almacén Don Pepe');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-customer')).toContainText('Almacén Don Pepe');

  // The plain number's reason showed "1.350,50" as the way to write it: typed in grams, refused again.
  const ham = await addLine(page, HAM);
  const weight = ham.getByTestId('item-quantity');
  await typeInto(weight, '750 gramitos');
  await page.keyboard.press('Tab');
  await expect(ham.getByText('No es un peso: escribí 1.350 g, o en kilos 1,35 kg.')).toBeVisible();
  await typeInto(weight, '1350.500 kg');
  await page.keyboard.press('Tab');
  await expect(ham.getByText('No queda claro: los gramos van sin decimales (1.350 g) y los kilos con coma (1,35 kg).')).toBeVisible();
  await expect(ham.getByText(/1\.350,50/)).toHaveCount(0);

  const milk = await addLine(page, 'Leche entera 1 l');
  const units = milk.getByTestId('item-quantity');
  await typeInto(units, 'doce');
  await page.keyboard.press('Tab');
  await expect(milk.getByText('No es un número: escribilo como 1.350, sin decimales.')).toBeVisible();
  await expect(milk.getByText(/1\.350,50/)).toHaveCount(0);
});
