/**
 * An order taken by keyboard alone, from the dashboard: Ctrl+N, the customer, two products with
 * their quantities, saved — the cursor always somewhere a clerk can type (never lost to the page),
 * and few keys besides the names typed: each press is counted.
 */
import type { Page } from '@playwright/test';
import { expect, setUp, test, topShot } from './support/app.js';

/**
 * Where the cursor is once the step has settled; fails the step when it fell to the page itself.
 * Settled: saving opens the saved order in a new editor, and the cursor lands there as it draws.
 */
async function expectFocusKept(page: Page, step: string): Promise<void> {
  const where = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return !el || el === document.body ? null : `${el.tagName} ${el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? ''}`;
    });
  await expect.poll(where, { message: `focus lost after: ${step}`, timeout: 5_000 }).not.toBeNull();
}

test('an order by keyboard alone: customer, two products with quantities, saved', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  await expect(page).toHaveURL(/\/$/);

  let presses = 0;
  const press = async (key: string, step: string): Promise<void> => {
    presses += 1;
    await page.keyboard.press(key);
    await expectFocusKept(page, step);
  };
  /** A figure typed: every key of it counts. */
  const typeFigure = async (text: string, step: string): Promise<void> => {
    for (const key of text) await press(key, step);
  };
  /** Names are what the clerk types anyway: they do not count. */
  const typeName = (text: string) => page.keyboard.type(text);

  await press('Control+n', 'Ctrl+N');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  await expect(page.getByLabel('Buscar cliente')).toBeFocused();

  await typeName('Almacén Don Pepe');
  await press('Enter', 'the customer');
  await expect(page.getByTestId('order-customer')).toContainText('Almacén Don Pepe');
  await expect(page.getByLabel('Agregar producto')).toBeFocused();

  await typeName('Jamón cocido');
  await press('Enter', 'the first product');
  const ham = page.getByRole('row').filter({ has: page.getByText('Jamón cocido', { exact: true }) });
  await expect(ham.getByTestId('item-quantity')).toBeFocused();
  await typeFigure('1,5', 'the first quantity');
  await press('Enter', 'leaving the first quantity');
  await expect(page.getByLabel('Agregar producto')).toBeFocused();

  await typeName('Leche entera');
  await press('Enter', 'the second product');
  const milk = page.getByRole('row').filter({ has: page.getByText('Leche entera 1 l', { exact: true }) });
  await expect(milk.getByTestId('item-quantity')).toBeFocused();
  await typeFigure('6', 'the second quantity');
  await press('Tab', 'leaving the second quantity');
  await expect(page.getByLabel('Agregar producto')).toBeFocused();
  await shot('keyboard-order-typed');

  // From the search, Tab walks through the lines and on to the delivery: a quantity sends the cursor
  // back to the search only as its line is typed, never on the way through (a loop a clerk could not leave).
  const delivery = page.getByRole('combobox', { name: 'Opción de entrega' });
  const stops: string[] = [];
  for (let i = 0; i < 20 && !(await delivery.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? ''));
  }
  expect(stops, 'Tab from the search reaches the delivery').toContain('Cantidad de Leche entera 1 l');
  await expect(delivery).toBeFocused();

  // Every field of the form has a name a screen reader says.
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('main input:not([type="hidden"]), main textarea, main select')]
      .filter((el) => !(el as HTMLInputElement).labels?.length && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'))
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(unnamed).toEqual([]);

  await press('Control+s', 'saving');
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+/ })).toBeVisible();
  await expect(page.getByTestId('order-customer')).toContainText('Almacén Don Pepe');
  await expect(ham.getByTestId('item-quantity')).toHaveValue('1,5');
  await expect(milk.getByTestId('item-quantity')).toHaveValue('6');
  await expectFocusKept(page, 'the saved order');
  await shot('keyboard-order-saved');

  // Ctrl+N, Enter ×5 (customer, 2 products, 2 quantities — one by Tab), 4 figure keys, Ctrl+S.
  expect(presses).toBeLessThanOrEqual(20);
  test.info().annotations.push({ type: 'key presses', description: String(presses) });
  console.log(`keyboard order: ${presses} key presses besides the names`);
});

test('a buy by keyboard: the provider is picked on Enter, and the product list closes after each add', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await page.keyboard.press('Control+N');
  const provider = page.getByTestId('provider-select');
  await provider.fill('Seren');
  // No ArrowDown: Enter takes the first provider matching what was typed.
  await provider.press('Enter');
  await expect(provider).toHaveValue('La Serenísima');

  const search = page.getByLabel('Agregar producto');
  await search.fill('Leche entera');
  await search.press('Enter');
  await expect(page.getByRole('row', { name: /^1 Leche entera 1 l / })).toBeVisible();
  await expect(search).toBeFocused();
  await expect(page.getByRole('listbox')).toBeHidden();
});
