/** Customers on the desk, as a clerk makes one. */
import type { Page } from '@playwright/test';

/** From anywhere: Clientes, "Nuevo cliente", its name, phone and address, and "Crear cliente". */
export async function newCustomer(page: Page, name: string, phone = '+54 11 44445555'): Promise<void> {
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill(phone);
  await page.getByLabel('Nombre del lugar (ej.: Local)').fill('Local');
  await page.getByLabel('Calle y número').fill('Av. Mitre 1200');
  await page.getByLabel('Localidad').fill('Avellaneda');
  await page.getByLabel('Provincia').fill('Buenos Aires');
  await page.getByRole('button', { name: 'Crear cliente' }).click();
}
