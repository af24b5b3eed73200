/**
 * A product typed and entered before its search has answered (a fast typist on a busy PC) is the
 * product added, once the answer is in: Enter is neither lost nor spent on a match for the text typed
 * before. The search's answer is held in the browser until after Enter, so the order is certain.
 */
import { expect, setUp, test } from './support/app.js';
import { newBuy } from './support/buys.js';
import { holdAnswers } from './support/held-calls.js';

test('a buy: the product entered before its search answered is the one added', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  await newBuy(page);
  // The provider's products are listed, one of them highlighted: what Enter would have added before.
  await expect(page.locator('[data-combobox-selected]')).toHaveCount(1);

  const search = await holdAnswers(page, 'product.list');
  await page.getByLabel('Agregar producto').fill('Leche entera');
  await page.getByLabel('Agregar producto').press('Enter');
  await search.asked;
  await expect(page.getByRole('row', { name: /^\d+ / })).toHaveCount(0);

  search.release();
  await expect(page.getByRole('row', { name: /^1 Leche entera 1 l / })).toBeVisible();
  await expect(page.getByRole('row', { name: /^\d+ / })).toHaveCount(1);
  await expect(page.getByLabel('Agregar producto')).toHaveValue('');
});

test('an order: the product entered before its search answered is the one added; typing on cancels it', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  const items = page.getByPlaceholder(/Buscar producto/);
  const itemRows = page.getByRole('row').filter({ has: page.getByText('Leche entera 1 l', { exact: true }) });

  const search = await holdAnswers(page, 'product.search');
  await page.keyboard.press('Control+k');
  await expect(items).toBeFocused();
  await page.keyboard.type('Leche');
  await page.keyboard.press('Enter');
  await search.asked;
  await expect(page.getByText(/El pedido todavía no tiene productos/)).toBeVisible();

  search.release();
  await expect(itemRows).toHaveCount(1);
  await expect(items).toHaveValue('');

  // Typing again after Enter means the Enter was for the text before: nothing is added for it.
  await page.unrouteAll();
  const again = await holdAnswers(page, 'product.search');
  await items.fill('Jamón');
  await items.press('Enter');
  await items.fill('Jamón cocido');
  await again.asked;
  again.release();
  await expect(page.getByRole('option', { name: /^Jamón cocido/ }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByText('Jamón cocido', { exact: true }) })).toHaveCount(0);
  await expect(items).toHaveValue('Jamón cocido');
});
