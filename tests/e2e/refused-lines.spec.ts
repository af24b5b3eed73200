/**
 * A line the planner refuses (a quantity over the largest one a document may hold) stays on screen
 * with its reason, and shows what it would be priced as: Almacén Don Pepe is a wholesaler, so its
 * lines are "Precio mayorista" whether or not one is refused.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';
import { typeInto } from './support/forms.js';

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
