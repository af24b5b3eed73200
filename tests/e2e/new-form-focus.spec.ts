/**
 * Ctrl+N on a list opens its new document with the cursor in the field a clerk fills first, so the
 * first key typed lands there: never on the page or the heading, where typing goes nowhere.
 */
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
