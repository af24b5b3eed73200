/**
 * Staff start a draft for a customer from the drafts screen ("Nuevo borrador", the order editor's
 * pieces) and later turn it into an order from the same screen.
 */
import { expect, setUp, signIn, test, topShot, waitForSync } from './support/app.js';

// The catalog and customers are enough: no six months of history to load first.
test.use({ demoHistory: false });

test('a draft started by staff for a customer is confirmed into a pending order', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Borradores' }).click();
  await page.getByRole('button', { name: 'Nuevo borrador' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo borrador' })).toBeVisible();

  // The order editor's own keyboard path: customer, product, quantity.
  await expect(page.getByLabel('Buscar cliente')).toBeFocused();
  await page.keyboard.type('Kiosco 24');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-customer')).toContainText('Kiosco 24');
  await expect(page.getByLabel('Agregar producto')).toBeFocused();
  await page.keyboard.type('Leche entera');
  await page.keyboard.press('Enter');
  const milk = page.getByRole('row').filter({ has: page.getByText('Leche entera 1 l', { exact: true }) });
  await expect(milk.getByTestId('item-quantity')).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await expect(milk.getByTestId('item-price')).toHaveText(/^\$\u00a0[\d.]+,\d\d$/);
  const price = await milk.getByTestId('item-price').textContent();
  await shot('draft-new');

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Borrador guardado')).toBeVisible();
  const table = page.getByTestId('drafts-table');
  const row = table.getByRole('row').filter({ hasText: 'Kiosco 24' });
  await expect(row).toContainText(price ?? '');
  await shot('drafts-with-staff-draft');

  await row.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Se crea un pedido pendiente para Kiosco 24/)).toBeVisible();
  // The draft named no delivery: the confirmation asks for it, prefilled from the customer.
  await expect(dialog.getByLabel('Teléfono de contacto')).not.toHaveValue('');
  await shot('draft-confirm');
  await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByText('El borrador se convirtió en pedido')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Kiosco 24' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Confirmados' }).click();
  const confirmed = table.getByRole('row').filter({ hasText: 'Kiosco 24' });
  await expect(confirmed).toContainText('Ya es un pedido');
  await confirmed.click();
  await page.getByRole('button', { name: 'Ver el pedido' }).click();
  await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+/ })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pendiente');
  await expect(page.getByTestId('order-customer')).toContainText('Kiosco 24');
  await expect(milk.getByTestId('item-price')).toHaveText(price ?? '');
  await shot('draft-became-order');
});

test('an AV starts drafts for its own customers only', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'lucia', 'demo1234');
  await waitForSync(page);
  await page.getByRole('link', { name: 'Borradores' }).click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo borrador' })).toBeVisible();
  // Autoservicio Lucía is Martín's customer: not Lucía's to pick.
  await page.getByLabel('Buscar cliente').fill('Autoservicio');
  await expect(page.getByText('Ningún cliente coincide')).toBeVisible();
  await page.getByLabel('Buscar cliente').fill('Kiosco 24');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-customer')).toContainText('Kiosco 24');
  await page.keyboard.type('Leche entera');
  await page.keyboard.press('Enter');
  // Typed on before the line is in, the key would be for the search (and cancel its Enter).
  const milk = page.getByRole('row').filter({ has: page.getByText('Leche entera 1 l', { exact: true }) });
  await expect(milk.getByTestId('item-quantity')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Borrador guardado')).toBeVisible();
  await expect(page.getByTestId('drafts-table').getByRole('row').filter({ hasText: 'Kiosco 24' })).toContainText('Lucía Fernández');
});
