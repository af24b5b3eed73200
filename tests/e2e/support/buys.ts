/** Buys on the desk, as purchasing starts one. */
import { expect, type Page } from '@playwright/test';

/** From anywhere: Compras, Ctrl+N, and the provider picked by typing part of its name (the demo's La Serenísima by default). */
export async function newBuy(page: Page, provider = 'La Serenísima', typed = 'Seren'): Promise<void> {
  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Compras', exact: true })).toBeVisible();
  await page.keyboard.press('Control+N');
  await expect(page.getByRole('heading', { name: 'Nueva compra' })).toBeVisible();
  const select = page.getByTestId('provider-select');
  await select.fill(typed);
  // The list shows the matches for the text typed once their first is highlighted (useEnterPicksFirst);
  // until then it may still be the list for the text before, redrawn under the pointer as the answer
  // lands. A click then missed the pick on a loaded machine, and the buy went to Ctrl+S without one.
  const list = page.locator(`#${(await select.getAttribute('aria-controls')) ?? ''}`);
  await expect(list.locator('[data-combobox-selected]')).toHaveCount(1);
  await list.getByRole('option', { name: provider }).click();
  // Picked: the field names it before anything else is typed, as a clerk sees it.
  await expect(select).toHaveValue(provider);
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
