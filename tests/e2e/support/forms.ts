/** Filling the app's forms the way a user does. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses `option` in the combobox labelled `label` (in `within`, a dialog, when given): typing
 * `typed` first to search, or opening it with a click. The options open over the whole page.
 */
export async function pick(page: Page, label: string, option: string | RegExp, options: { typed?: string; within?: Locator } = {}): Promise<void> {
  const box = (options.within ?? page).getByRole('combobox', { name: label, exact: true });
  const choice = page.getByRole('option', { name: option });
  if (options.typed) await box.fill(options.typed);
  else await box.click();
  // A click landing while the screen re-renders (a form just saved, the list coming back) can leave
  // the list shut: as a clerk would, click the field again until the option shows.
  await expect(async () => {
    if (!(await choice.isVisible())) await box.click();
    await choice.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Clicks into the field, clears it, and types the text key by key, as a clerk does (`1.350,50`). */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('Control+A');
  await field.press('Backspace');
  await field.pressSequentially(text);
}
