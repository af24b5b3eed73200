/** Buys on the desk, as purchasing starts one. */
import { expect, type Page } from '@playwright/test';

/** From anywhere: Compras, Ctrl+N, and the provider picked by typing part of its name (the demo's La Serenísima by default). */
export async function newBuy(page: Page, provider = 'La Serenísima', typed = 'Seren'): Promise<void> {
  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Compras', exact: true })).toBeVisible();
  await page.keyboard.press('Control+N');
  await expect(page.getByRole('heading', { name: 'Nueva compra' })).toBeVisible();
  await page.getByTestId('provider-select').fill(typed);
  await page.getByRole('option', { name: provider }).click();
}

/** Adds the product named `name` to the buy open on screen, by its search and Enter. */
export async function addProduct(page: Page, name: string): Promise<void> {
  const search = page.getByLabel('Agregar producto');
  await search.fill(name);
  // The exact product (its option reads "name  $ cost /unit · stock …"), highlighted first so Enter adds it.
  const option = page.getByRole('option', { name: new RegExp(`^${name} \\$`) });
  await expect(option).toHaveAttribute('data-combobox-selected', 'true');
  await search.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(`^\\d+ ${name} `) })).toBeVisible();
}
