/**
 * Administración → Empresa: the admin fills in the company (razón social, a CUIT typed as digits
 * and shown formatted, the IVA condition by its Spanish name, the address, a logo with its preview
 * and the time zone, Buenos Aires first); a CUIT whose check digit is wrong is refused under its
 * field; once synced, the saved settings come back from the replica as they were typed.
 */
import type { Page } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function openBusiness(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Administración' }).click();
  await page.getByRole('tab', { name: 'Empresa', exact: true }).click();
  await expect(page.getByLabel('Razón social')).toBeVisible();
}

test('the admin sets up the company the prints name and the zone its days are cut in', async ({ page, app, shot }) => {
  await setUp(page, app);
  await openBusiness(page);
  // Never saved: the defaults, Buenos Aires time first.
  await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('America/Argentina/Buenos_Aires');
  await expect(page.getByText('Sin logo')).toBeVisible();

  await page.getByLabel('Razón social').fill('Distribuidora del Sur S.A.');
  const cuit = page.getByLabel('CUIT');
  await cuit.fill('30712345672');
  await cuit.blur();
  await expect(cuit).toHaveValue('30-71234567-2');
  await page.getByRole('button', { name: /Guardar/ }).click();
  await expect(page.getByText('tiene que tener la forma 30-71234567-1')).toBeVisible();
  await shot('business-bad-cuit');

  await cuit.fill('30712345671');
  await cuit.blur();
  await expect(cuit).toHaveValue('30-71234567-1');
  await page.getByRole('combobox', { name: 'Condición frente al IVA' }).click();
  await page.getByRole('option', { name: 'Responsable Inscripto' }).click();
  await page.getByLabel('Calle y número').fill('Meeks 1020');
  await page.getByLabel('Localidad').fill('Temperley');
  await page.getByLabel('Provincia').fill('Buenos Aires');
  await page.getByLabel('Teléfono').fill('4244-0000');
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.getByRole('button', { name: /Guardar/ }).click();
  await expect(page.getByText('Datos de la empresa guardados')).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await shot('business-saved');

  // Back from another screen: what the replica holds, as typed.
  await page.getByRole('tab', { name: 'Depósitos', exact: true }).click();
  await page.getByRole('tab', { name: 'Empresa', exact: true }).click();
  await expect(page.getByLabel('Razón social')).toHaveValue('Distribuidora del Sur S.A.');
  await expect(page.getByLabel('CUIT')).toHaveValue('30-71234567-1');
  await expect(page.getByRole('combobox', { name: 'Condición frente al IVA' })).toHaveValue('Responsable Inscripto');
  await expect(page.getByLabel('Localidad')).toHaveValue('Temperley');
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
});
