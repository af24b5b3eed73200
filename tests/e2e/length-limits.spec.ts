/**
 * A field with a length limit says so instead of stopping silently: near the limit (its last fifth)
 * a counter shows under it ("400/500"), at the limit it turns to the error colour and says no more
 * fits, and a paste longer than the room left says how much was cut. Screen readers read it with
 * the field (its accessible description). Checked on a buy's notes (500 characters) and on a cash
 * movement's description (200) and tag (30), at 1366×768.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';
import { newBuy } from './support/buys.js';
import { computedColour } from './support/colours.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

/** The counter under this field (inside its wrapper). */
const counterOf = (field: Locator): Locator => field.locator('xpath=ancestor::div[contains(@class, "mantine-InputWrapper-root")][1]').getByTestId('length-counter');

/** Puts the text on the clipboard and pastes it with Ctrl+V at the end of the field. */
async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await field.press('End');
  await field.press('Control+V');
}

test('a buy’s notes and a cash movement’s description and tag show their limit as it nears, at it and when a paste is cut', async ({ page, app, context, shot }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setUp(page, app, { demo: true });
  const red = await computedColour(page, 'var(--mantine-color-error)');

  // A buy's notes take 500 characters: nothing shows until the last fifth.
  await newBuy(page);
  const notes = page.getByRole('textbox', { name: 'Notas' });
  await notes.fill('a'.repeat(399));
  await expect(counterOf(notes)).toHaveCount(0);
  await expect(notes).toHaveAccessibleDescription('');
  await notes.pressSequentially('b');
  await expect(counterOf(notes)).toHaveText('400/500');
  await expect(notes).toHaveAccessibleDescription('400/500');
  await expect(counterOf(notes)).not.toHaveCSS('color', red);
  // Typing on at the limit: the text stops at 500 and the counter says why, in the error colour.
  await notes.fill('a'.repeat(498));
  await notes.pressSequentially('xyz');
  await expect(notes).toHaveValue(`${'a'.repeat(498)}xy`);
  await expect(counterOf(notes)).toHaveText('500/500: llegaste al máximo, no entra más texto');
  await expect(notes).toHaveAccessibleDescription('500/500: llegaste al máximo, no entra más texto');
  await expect(counterOf(notes)).toHaveCSS('color', red);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('buy-notes-at-limit');
  await notes.press('Backspace');
  await expect(counterOf(notes)).toHaveText('499/500');
  await expect(counterOf(notes)).not.toHaveCSS('color', red);

  // A cash movement's description takes 200: a longer paste keeps the first 200 and says 50 were cut.
  await page.getByRole('link', { name: 'Caja' }).click();
  const leave = page.getByRole('dialog').getByRole('button', { name: /Descartar|Salir sin guardar/ });
  if (await leave.isVisible().catch(() => false)) await leave.click();
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('menuitem', { name: 'Movimiento interno de un depósito' }).click();
  const dialog = page.getByRole('dialog', { name: 'Movimiento interno' });
  const description = dialog.getByRole('textbox', { name: 'Descripción' });
  const pasted = `${'Flete de mercadería a Lanús. '.repeat(9)}`.slice(0, 250);
  await pasteInto(page, description, pasted);
  await expect(description).toHaveValue(pasted.slice(0, 200));
  const cut = 'Lo pegado no entraba entero: se cortaron los últimos 50 caracteres (200/200)';
  await expect(counterOf(description)).toHaveText(cut);
  await expect(description).toHaveAccessibleDescription(cut);
  await expect(counterOf(description)).toHaveCSS('color', red);

  // The tag takes 30: its hint stays beside the counter, and both are read with the field.
  const tag = dialog.getByRole('textbox', { name: 'Etiqueta' });
  await tag.pressSequentially('Fletes y acarreos del depósito Lanús');
  await expect(tag).toHaveValue('Fletes y acarreos del depósito');
  await expect(counterOf(tag)).toHaveText('30/30: llegaste al máximo, no entra más texto');
  await expect(tag).toHaveAccessibleDescription('Para agrupar movimientos: "Sueldos", "Arqueo", "Fletes"… 30/30: llegaste al máximo, no entra más texto');
  // Only the counter turns red: the hint is no error.
  await expect(dialog.getByText('Para agrupar movimientos')).not.toHaveCSS('color', red);
  await shot('cash-movement-paste-cut');

  // The next edit clears what the paste said: the counter counts again.
  await description.press('Backspace');
  await expect(counterOf(description)).toHaveText('199/200');
  await expect(counterOf(description)).not.toHaveCSS('color', red);
});
