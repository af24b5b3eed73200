/**
 * What the API could do and the screens could not (issue 19), done as a user and checked on screen:
 * - providers: image, slug, links, partner and featured message kept; a disabled one listed under
 *   "Deshabilitados" and enabled again from its row — and so for products, users and categories;
 * - administration: a point of sale that keeps no stock, and a provider user tied to its provider
 *   (refused without one, with the message beside the field);
 * - a buy's partner, garage and budget flag, kept when the buy is opened again;
 * - the customer segment picker listing the segments in use, a new one typed;
 * - a current account's balance corrected with a reason: the balance shows negative in red, and the
 *   account's history shows the correction and its reason.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, setUp, test, topShot } from './support/app.js';
import { pick } from './support/forms.js';

function row(page: Page, table: string, text: string): Locator {
  return page.getByTestId(table).getByRole('row').filter({ hasText: text });
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

async function synced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
}

/**
 * An administration record disabled from its drawer leaves the list, shows under "Deshabilitados",
 * and its enable button there brings it back to "Habilitados".
 */
async function disableThenEnable(page: Page, table: string, name: string, labels: { disable: string; enable: string }): Promise<void> {
  await row(page, table, name).click();
  await page.getByRole('button', { name: labels.disable, exact: true }).click();
  await page
    .getByRole('dialog', { name: /^¿Deshabilitar/ })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(row(page, table, name)).toHaveCount(0);
  await synced(page);
  await page.getByText('Deshabilitados', { exact: true }).click();
  await row(page, table, name).click();
  await page.getByRole('button', { name: labels.enable, exact: true }).click();
  await synced(page);
  await page.getByText('Habilitados', { exact: true }).click();
  await expect(row(page, table, name)).toBeVisible({ timeout: 30_000 });
}

test('providers keep their catalog fields and come back enabled; admins make a stockless garage and a provider user', async ({ page, app, shot: rawShot }) => {
  test.setTimeout(180_000);
  const shot = topShot(page, rawShot);
  await setUp(page, app);

  // ── A provider with its catalog fields; a bad image address is refused beside its field.
  await page.getByRole('link', { name: 'Proveedores' }).click();
  await page.keyboard.press('Control+N');
  await page.getByLabel('Nombre').fill('Molino Sur');
  await page.getByLabel('Imagen (dirección web)').fill('https://molino.example/logo.png');
  await page.getByLabel('Identificador web (slug)').fill('molino-sur');
  const links = page.getByRole('combobox', { name: 'Enlaces' });
  await links.fill('https://molino.example');
  await links.press('Enter');
  await links.fill('https://instagram.com/molinosur');
  await links.press('Enter');
  await pick(page, 'Socio', 'Mostrador');
  // A featured message over 2000 characters is refused beside its field, before anything is sent.
  await page.getByLabel('Mensaje destacado').fill('x'.repeat(2001));
  await page.keyboard.press('Control+S');
  await expect(page.getByText('Revisá los datos marcados.')).toBeVisible();
  await expect(page.getByText('Hasta 2.000 caracteres')).toBeVisible();
  await shot('provider-catalog-fields-error');
  await page.getByLabel('Mensaje destacado').fill('Harinas de la zona, molidas cada semana.');
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('heading', { name: 'Molino Sur' })).toBeVisible();
  await synced(page);
  await page.reload();
  await expect(page.getByLabel('Imagen (dirección web)')).toHaveValue('https://molino.example/logo.png');
  await expect(page.getByLabel('Identificador web (slug)')).toHaveValue('molino-sur');
  await expect(page.getByText('https://instagram.com/molinosur')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Socio' })).toHaveValue('Mostrador');
  await expect(page.getByLabel('Mensaje destacado')).toHaveValue('Harinas de la zona, molidas cada semana.');
  await shot('provider-catalog-fields');

  // ── Disabled, it is listed under "Deshabilitados", and "Habilitar" brings it back.
  await page.getByRole('button', { name: 'Deshabilitar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Proveedores' })).toBeVisible();
  await synced(page);
  await page.getByText('Deshabilitados', { exact: true }).click();
  const disabled = row(page, 'provider-table', 'Molino Sur');
  await expect(disabled).toBeVisible();
  await shot('providers-disabled');
  await disabled.getByRole('button', { name: 'Habilitar a Molino Sur' }).click();
  await expect(page.getByText('Proveedor habilitado')).toBeVisible();
  await synced(page);
  await page.getByText('Habilitados', { exact: true }).click();
  await expect(row(page, 'provider-table', 'Molino Sur')).toBeVisible();

  // ── A point of sale that keeps no stock.
  await page.getByRole('link', { name: 'Administración' }).click();
  await openTab(page, 'Depósitos');
  await page.keyboard.press('Control+N');
  const garage = page.getByRole('dialog', { name: 'Nuevo depósito' });
  await garage.getByLabel('Nombre').fill('Local Centro');
  await expect(garage.getByLabel('Lleva stock')).toBeChecked();
  await garage.getByLabel('Lleva stock').uncheck();
  await shot('garage-inventory');
  await garage.getByRole('button', { name: /Guardar/ }).click();
  await synced(page);
  await expect(row(page, 'garages-table', 'Local Centro')).toContainText('—');
  await expect(row(page, 'garages-table', 'Temperley')).toContainText('Sí');
  await row(page, 'garages-table', 'Local Centro').click();
  await expect(page.getByRole('dialog').getByLabel('Lleva stock')).not.toBeChecked();
  await page.keyboard.press('Escape');

  // ── A provider user: its provider is asked for beside the field, then it is kept.
  await openTab(page, 'Usuarios');
  await page.keyboard.press('Control+N');
  const user = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await user.getByLabel(/^Usuario/).fill('molino');
  await user.getByLabel(/^Nombre/).fill('Molino Sur (ventas)');
  await pick(page, 'Rol', 'Proveedor', { within: user });
  await user.getByRole('button', { name: /Guardar/ }).click();
  await expect(user.getByText(/obligatorio/i)).toBeVisible();
  await shot('provider-user-missing-provider');
  await pick(page, 'Proveedor que representa', 'Molino Sur', { within: user, typed: 'Molino' });
  await user.getByRole('button', { name: /Guardar/ }).click();
  await synced(page);
  await expect(row(page, 'users-table', 'Molino Sur (ventas)')).toContainText('Proveedor');
  await shot('provider-user');
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');

  // ── A user and a category, disabled, come back with their enable action.
  await disableThenEnable(page, 'users-table', 'Molino Sur (ventas)', { disable: 'Deshabilitar usuario', enable: 'Habilitar usuario' });
  await openTab(page, 'Categorías');
  await page.keyboard.press('Control+N');
  const category = page.getByRole('dialog', { name: 'Nueva categoría' });
  await category.getByLabel('Nombre').fill('Harinas');
  await category.getByRole('button', { name: /Guardar/ }).click();
  await expect(category).toBeHidden();
  await synced(page);
  await disableThenEnable(page, 'categories-table', 'Harinas', { disable: 'Deshabilitar', enable: 'Habilitar' });
});

test('a buy keeps its partner, garage and budget flag; segments in use are offered; a balance is corrected with its reason', async ({ page, app, shot: rawShot }) => {
  test.setTimeout(240_000);
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });

  // ── A buy for a partner, into the second garage, without invoice.
  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await page.keyboard.press('Control+N');
  await pick(page, 'Proveedor', 'La Serenísima', { typed: 'Seren' });
  await page.getByLabel('Agregar producto').fill('Leche entera 1 l');
  await expect(page.getByRole('option', { name: /^Leche entera 1 l \$/ })).toHaveAttribute('data-combobox-selected', 'true');
  await page.getByLabel('Agregar producto').press('Enter');
  // A static picker highlights its first match as the name is typed: Enter picks it, no ArrowDown.
  await page.getByRole('combobox', { name: 'Socio', exact: true }).fill('Lucía');
  // As the clerk sees it: the match highlighted, then Enter.
  await expect(page.getByRole('option', { name: 'Lucía Fernández' })).toHaveAttribute('data-combobox-selected', 'true');
  await page.getByRole('combobox', { name: 'Socio', exact: true }).press('Enter');
  await expect(page.getByRole('combobox', { name: 'Socio', exact: true })).toHaveValue('Lucía Fernández');
  await pick(page, 'Depósito', 'Lanús');
  await page.getByLabel('Sin factura (presupuesto)').check();
  await page.keyboard.press('Control+S');
  const heading = page.getByRole('heading', { name: /^Compra N\.º \d+$/ });
  await expect(heading).toBeVisible();
  await synced(page);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Socio' })).toHaveValue('Lucía Fernández');
  await expect(page.getByRole('combobox', { name: 'Depósito' })).toHaveValue('Lanús');
  await expect(page.getByLabel('Sin factura (presupuesto)')).toBeChecked();
  await expect(page.getByTestId('buy-budget')).toHaveText('Presupuesto');
  await shot('buy-partner-garage-budget');

  // ── A product disabled from its page is listed under "Deshabilitados" and enabled again there.
  await page.getByRole('link', { name: 'Productos' }).click();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('Leche entera 1 l');
  await page.getByTestId('products-table').getByRole('row').filter({ hasText: 'Leche entera 1 l' }).first().click();
  await page.getByRole('button', { name: 'Deshabilitar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await synced(page);
  await page.getByRole('link', { name: 'Productos' }).click();
  await page.getByRole('tab', { name: 'Deshabilitados' }).click();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('Leche entera 1 l');
  const disabledMilk = page.getByTestId('products-table').getByRole('row').filter({ hasText: 'Leche entera 1 l' });
  await expect(disabledMilk).toHaveCount(1);
  await shot('products-disabled');
  await disabledMilk.getByRole('button', { name: 'Habilitar Leche entera 1 l' }).click();
  await expect(page.getByText('Producto habilitado')).toBeVisible();
  await synced(page);
  await page.getByRole('link', { name: 'Productos' }).click();
  await page.getByRole('tab', { name: 'Deshabilitados' }).click();
  await expect(page.getByTestId('products-table').getByRole('row').filter({ hasText: 'Leche entera 1 l' })).toHaveCount(0);

  // ── The segment picker lists the segments customers use; a new one is typed as is.
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const segment = page.getByRole('combobox', { name: 'Rubro' });
  await segment.click();
  await expect(page.getByRole('option', { name: 'Restaurante' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Particular' })).toBeVisible();
  await shot('customer-segments');
  await segment.fill('Dietética');
  await page.getByLabel(/^Nombre \*/).fill('Dietética Girasol');
  await page.getByLabel('Teléfono').fill('+54 11 55556666');
  await page.getByLabel(/Nombre del lugar/).fill('Local');
  await page.getByLabel('Calle y número').fill('Meeks 900');
  await page.getByLabel('Localidad').fill('Temperley');
  await page.getByLabel('Provincia').fill('Buenos Aires');
  await page.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Cliente: Dietética Girasol' })).toBeVisible();
  await synced(page);

  // ── Its account opened at 1.000, then corrected to −250,50 with a reason.
  await page.getByRole('button', { name: 'Abrir cuenta corriente' }).click();
  const open = page.getByRole('dialog');
  await open.getByLabel('Saldo inicial (opcional)').fill('1000');
  await open.getByRole('button', { name: 'Abrir cuenta corriente' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$ 1.000,00');
  await synced(page);
  await page.getByRole('button', { name: 'Corregir saldo' }).click();
  const correct = page.getByRole('dialog', { name: 'Corregir saldo' });
  await expect(correct.getByLabel(/^Saldo correcto/)).toBeFocused();
  await correct.getByLabel(/^Saldo correcto/).fill('-250,50');
  await correct.getByLabel(/^Saldo correcto/).press('Enter');
  await expect(correct.getByText('Obligatorio')).toBeVisible();
  await shot('account-correction-no-reason');
  await correct.getByLabel(/^Motivo/).fill('Nota de crédito por mercadería vencida');
  await correct.getByLabel(/^Saldo correcto/).press('Enter');
  await expect(correct).toBeHidden();
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText('-$ 250,50');
  await synced(page);
  // Negative: the business owes the customer, shown in red.
  await expect(balance).toHaveCSS('color', /rgb\((2[0-5]\d|1\d\d), \d{1,2}, \d{1,2}\)/);
  const history = page.getByRole('region', { name: 'Historial de la cuenta' });
  await history.getByRole('button', { name: 'Ver historial' }).click();
  const entry = history.getByTestId('history-entry').filter({ hasText: 'Corrigió el saldo' });
  await expect(entry).toContainText('Nota de crédito por mercadería vencida');
  await expect(entry.locator('[data-field="balance"]').getByTestId('history-after')).toHaveText('-$ 250,50');
  await shot('account-corrected');

  // ── The segment just typed is now one in use: the next customer is offered it, and so is the list's filter.
  await page.getByRole('button', { name: 'Volver' }).click();
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  await page.getByRole('combobox', { name: 'Rubro' }).click();
  await expect(page.getByRole('option', { name: 'Dietética' })).toBeVisible();
});
