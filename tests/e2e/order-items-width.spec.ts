/**
 * An order's lines fit their card at 1366×768, as a clerk's back-office PC shows them: 750 kg of ham
 * (its g/kg switch, the "¿750 kg?" question and a price of $ 11.383.680,00), a dozen milk, and 1.250
 * of the longest demo name at the wholesaler price, each with its tier, price, stock and remove
 * button, and not one pixel scrolled sideways. While the table was 10-20 px wider than its card, it
 * scrolled (the box became the "Productos" region) and the remove buttons sat at the card's edge.
 */
import type { Page } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

async function addLine(page: Page, name: string): Promise<void> {
  const search = page.getByPlaceholder(/Buscar producto/);
  await search.fill(name);
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) })).toBeVisible();
}

test('an order’s lines fit their card at 1366×768, remove buttons in view, with no sideways scroll', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByRole('heading', { name: 'Pedidos', exact: true }).click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();

  await addLine(page, 'Jamón cocido');
  await page.keyboard.type('750 kg');
  await page.keyboard.press('Tab');
  await addLine(page, 'Leche entera 1 l');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await addLine(page, 'Tomate triturado 520 g económico');
  await page.keyboard.type('1250');
  await page.keyboard.press('Tab');
  await page
    .getByRole('row')
    .filter({ has: page.getByText('Tomate triturado 520 g económico', { exact: true }) })
    .getByText('Precio mayorista')
    .click();

  const table = page.getByRole('table').filter({ has: page.getByText('Jamón cocido', { exact: true }) });
  await expect(table.getByTestId('item-price')).toHaveCount(3);
  // The box only becomes a named region while its table is wider than it.
  await expect(page.getByRole('region', { name: 'Productos' })).toHaveCount(0);
  const box = await table.evaluate((element) => {
    const scroller = element.parentElement as HTMLElement;
    return { table: element.scrollWidth, box: scroller.clientWidth };
  });
  expect(box.table).toBeLessThanOrEqual(box.box);
  const card = table.locator('xpath=ancestor::div[contains(@class, "mantine-Card-root")]');
  const cardBox = await card.boundingBox();
  for (const remove of await page.getByRole('button', { name: /^Quitar / }).all()) {
    const button = await remove.boundingBox();
    expect(button && cardBox && button.x + button.width <= cardBox.x + cardBox.width).toBe(true);
  }
  await shot('order-items-fit-1366');
});
