/**
 * The order editor saves as every form does (`useSaveForm`): a refused save says so once above the
 * form and puts each message under the field it is about, in the user's language; editing that field
 * takes its message away, and the next save goes through.
 */
import { expect, setUp, test, topShot } from './support/app.js';

test('a refused order save shows its message under the field, which goes once the field is edited', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  // Saved blank: each field says what to do, never how many characters or what an id is.
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('order-save-failure')).toHaveText('Revisá los datos marcados.');
  await expect(page.getByText('Hay que elegirlo de la lista', { exact: true })).toBeVisible();
  await expect(page.getByText('Hay que agregar al menos uno', { exact: true })).toBeVisible();
  await expect(page.getByText('No puede quedar vacío', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/hexadecimales|al menos 1 (carácter|elemento)/)).toHaveCount(0);
  await page.getByLabel('Buscar cliente').click();
  await page.keyboard.type('Almacén Don Pepe');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-customer')).toContainText('Almacén Don Pepe');
  await page.keyboard.type('Leche entera');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ has: page.getByText('Leche entera 1 l', { exact: true }) })).toBeVisible();
  await expect(page.getByTestId('totals-total')).toBeVisible();

  const phone = page.getByLabel('Teléfono de contacto');
  await phone.fill('');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('order-save-failure')).toHaveText('Revisá los datos marcados.');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('No puede quedar vacío', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await shot('order-save-refused');

  await phone.fill('+54 11 4747 0000');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('No puede quedar vacío', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('order-save-failure')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+/ })).toBeVisible();
});
