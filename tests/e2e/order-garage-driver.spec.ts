/**
 * What only the API could do to an order before: say which garage it leaves from (in the order
 * form) and who drives it when it is on no roadmap (on the order screen).
 */
import { expect, setUp, test, topShot } from './support/app.js';

test.use({ demoHistory: false });

test('an order leaves from the garage chosen and is driven by the driver assigned on its screen', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  await page.keyboard.press('Control+n');
  await expect(page.getByLabel('Buscar cliente')).toBeFocused();
  await page.keyboard.type('Bar El Cruce');
  await page.keyboard.press('Enter');
  // Each pick moves the cursor on once its answer is in: type only where it has arrived.
  await expect(page.getByPlaceholder(/Buscar producto/)).toBeFocused();
  await page.keyboard.type('Leche entera');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Cantidad de Leche entera/ })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');

  await page.getByRole('combobox', { name: 'Depósito del que sale' }).click();
  await page.getByRole('option', { name: 'Lanús' }).click();
  // A driver takes an order that is shipped; one the customer picks up has no driver to choose.
  await page.getByRole('combobox', { name: 'Opción de entrega' }).click();
  await page.getByRole('option', { name: 'Envío en el día' }).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+/ })).toBeVisible();
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Depósito del que sale' })).toHaveValue('Lanús');

  const driver = page.getByTestId('order-driver').getByLabel('Chofer');
  await driver.fill('Raú');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Chofer asignado')).toBeVisible();
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  await expect(driver).toHaveValue('Raúl Chofer');
  await shot('order-garage-driver');

  // After a fresh read of the order, both are still there.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Depósito del que sale' })).toHaveValue('Lanús');
  await expect(page.getByTestId('order-driver').getByLabel('Chofer')).toHaveValue('Raúl Chofer');
});
