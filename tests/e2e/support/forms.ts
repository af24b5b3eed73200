/** Filling the app's forms the way a user does. */
import type { Locator, Page } from '@playwright/test';

/**
 * Chooses `option` in the combobox labelled `label` (in `within`, a dialog, when given): typing
 * `typed` first to search, or opening it with a click. The options open over the whole page.
 */
export async function pick(page: Page, label: string, option: string | RegExp, options: { typed?: string; within?: Locator } = {}): Promise<void> {
  const box = (options.within ?? page).getByRole('combobox', { name: label, exact: true });
  if (options.typed) await box.fill(options.typed);
  else await box.click();
  await page.getByRole('option', { name: option }).click();
}

/** Clicks into the field, clears it, and types the text key by key, as a clerk does (`1.350,50`). */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('Control+A');
  await field.press('Backspace');
  await field.pressSequentially(text);
}
