/**
 * Ctrl+N on a list opens its new document with the cursor in the field a clerk fills first, so the
 * first key typed lands there: never on the page or the heading, where typing goes nowhere.
 */
import type { Locator } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';

test.use({ demoHistory: false });

const FIRST_FIELD = [
  ['Clientes', 'Nuevo cliente', 'Nombre'],
  ['Proveedores', 'Nuevo proveedor', 'Nombre'],
  ['Comprobantes', 'Nuevo comprobante', 'N.º de comprobante'],
  ['Compras', 'Nueva compra', 'Proveedor'],
  ['Pedidos', 'Nuevo pedido', 'Buscar cliente'],
] as const;

test('Ctrl+N on each list puts the cursor in the new document’s first field', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  for (const [list, heading, field] of FIRST_FIELD) {
    await page.getByRole('link', { name: list, exact: true }).click();
    await page.getByRole('heading', { name: list, exact: true }).click();
    await page.keyboard.press('Control+n');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const input = page.getByRole('textbox', { name: field, exact: true }).or(page.getByRole('combobox', { name: field, exact: true }));
    await expect(input, `${heading}: the cursor in ${field}`).toBeFocused();
  }
});

test('Ctrl+S saves a new customer, on its page and in the order editor’s dialog, where the order stays unsaved', async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  const fill = async (within: Locator, name: string, phone: string) => {
    await page.keyboard.type(name);
    await within.getByRole('textbox', { name: 'Teléfono', exact: true }).fill(phone);
    await within.getByRole('textbox', { name: 'Nombre del lugar (ej.: Local)', exact: true }).fill('Local');
    await within.getByRole('textbox', { name: 'Calle y número', exact: true }).fill('Av. Meeks 450');
    await within.getByRole('textbox', { name: 'Localidad', exact: true }).fill('Lomas de Zamora');
    await within.getByRole('textbox', { name: 'Provincia', exact: true }).fill('Buenos Aires');
    await page.keyboard.press('Control+s');
  };

  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.getByRole('heading', { name: 'Clientes', exact: true }).click();
  await page.keyboard.press('Control+n');
  await fill(page.locator('body'), 'Kiosco La Esquina', '+54 11 44445555');
  await expect(page).toHaveURL(/\/customers\/[0-9a-f]{24}$/);

  await page.keyboard.press('Control+n');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
  await fill(dialog, 'Rotisería El Puente', '+54 11 44446666');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-customer')).toContainText('Rotisería El Puente');
  await expect(page).toHaveURL(/\/orders\/new$/);
});
