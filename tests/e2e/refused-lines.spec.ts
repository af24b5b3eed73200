/**
 * A line the planner refuses (a quantity over the largest one a document may hold) stays on screen
 * with its reason, adds nothing to the totals, and shows what it would be priced as: Almacén Don
 * Pepe is a wholesaler, so its lines are "Precio mayorista" whether or not one is refused.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';
import { typeInto } from './support/forms.js';
import { newBuy } from './support/buys.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

/** More than any line may hold (QUANTITY_MAX), typed as a clerk types it. */
const TOO_MANY = '99.999.999.999';

async function addLine(page: Page, name: string): Promise<Locator> {
  await page.getByPlaceholder(/Buscar producto/).fill(name);
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

test('a refused line of a wholesaler’s order still shows "Precio mayorista" checked', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByRole('heading', { name: 'Pedidos', exact: true }).click();
  await page.keyboard.press('Control+n');
  await page.getByLabel('Buscar cliente').fill('Don Pepe');
  await page.getByRole('option', { name: /Almacén Don Pepe/ }).click();

  const milk = await addLine(page, 'Leche entera 1 l');
  const wholesale = milk.getByRole('checkbox', { name: 'Precio mayorista' });
  await expect(wholesale).toBeChecked();
  const quantity = milk.getByRole('textbox', { name: 'Cantidad de Leche entera 1 l' });
  await typeInto(quantity, TOO_MANY);
  await quantity.blur();
  await expect(milk.getByText(/Puede ser como máximo/)).toBeVisible();
  await expect(milk.getByTestId('item-price')).toHaveText('—');
  await expect(wholesale).toBeChecked();
  await shot('order-refused-line-wholesaler');
});

/**
 * A buy's refused line adds nothing to its totals, as an order's does: "Jamón cocido" costs 11.858 / kg
 * (9.800 + IVA 21 %), so 2,5 kg is $ 29.645,00 and the buy costs that, whatever the refused milk line says.
 */
test('a refused line of a buy is left out of its totals, with its reason beside it', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await newBuy(page);
  const search = page.getByLabel('Agregar producto');
  for (const name of ['Jamón cocido', 'Leche entera 1 l']) {
    await search.fill(name);
    await expect(page.getByRole('option', { name: new RegExp(`^${name} \\$`) })).toHaveAttribute('data-combobox-selected', 'true');
    await search.press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(`^\\d+ ${name} `) })).toBeVisible();
  }
  const ham = page.getByRole('row', { name: /^1 Jamón cocido / });
  await typeInto(ham.getByRole('textbox', { name: 'Cantidad de Jamón cocido' }), '2,5');
  const milk = page.getByRole('row', { name: /^2 Leche entera 1 l / });
  const milkQuantity = milk.getByRole('textbox', { name: 'Cantidad de Leche entera 1 l' });
  await typeInto(milkQuantity, TOO_MANY);
  await milkQuantity.blur();

  await expect(page.getByTestId('item-price-1')).toHaveText('$ 29.645,00');
  await expect(page.getByTestId('buy-cost')).toHaveText('$ 29.645,00');
  await expect(page.getByTestId('buy-total')).toHaveText('$ 29.645,00');
  await expect(page.getByTestId('item-price-2')).toHaveText('—');
  await expect(milk.getByText(/Puede ser como máximo/)).toBeVisible();
  await shot('buy-refused-line');
});
