/**
 * A buy from start to stock: written in the editor against the demo catalog, priced live, saved,
 * approved and received — and the product's stock on hand, as the buy shows it, goes up by what
 * was bought. After approval its pick-up still changes (the fee stops being deducted), its sheet
 * prints on A4 and on the 80 mm roll, and the list finds it by provider, item name and number.
 *
 * Worked numbers (demo data: IVA 21% compras on every product, "Retiro con flete propio" fee 15.000):
 * - Jamón cocido: taxBase 9.800 → unitCost 9.800 × 1,21 = 11.858 /kg; 2,5 kg → 11.858 × 2,5 = 29.645,00
 * - Leche entera 1 l: taxBase 1.150 → unitCost 1.391,5; 12 u → 1.391,5 × 12 = 16.698,00
 * - cost = 29.645 + 16.698 = 46.343,00 (under La Serenísima's 50.000 minimum: warned, not refused)
 * - logistic = 15.000 (charged); total = 46.343 − 15.000 = 31.343,00
 * - after approval the fee is no longer deducted: logistic 0, total = 46.343,00
 * The demo's six months of buys come first: the test's buy is told apart by its number, and milk's
 * stock on hand is whatever those months left (Jamón cocido is the demo's product out of stock).
 */
import type { Page, Response } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';
import { numbered } from './support/numbers.js';
import { addProduct, newBuy } from './support/buys.js';

/** What `print.document` answered (the browser host hands back the page it prints). */
async function printed(page: Page, click: () => Promise<void>): Promise<{ title: string; html: string }> {
  const [response] = await Promise.all([page.waitForResponse((r: Response) => r.url().includes('/ipc/call/print.document')), click()]);
  const answer = (await response.json()) as { ok: boolean; value: { title: string; html: string } };
  expect(answer.ok).toBe(true);
  return answer.value;
}

/** The text a reader sees: tags dropped, spaces collapsed. */
const sheetText = (html: string): string =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

async function confirm(page: Page, action: string, effect: RegExp): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(effect);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
}

test('a buy written in the editor, approved and received raises the stock of its products', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Compras', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Compras', exact: true })).toBeVisible();
  await shot('buys-list');

  await newBuy(page);
  await addProduct(page, 'Jamón cocido');
  await addProduct(page, 'Leche entera 1 l');

  const ham = page.getByRole('row', { name: /^1 Jamón cocido / });
  await ham.getByRole('textbox').first().fill('2,5');
  const milk = page.getByRole('row', { name: /^2 Leche entera 1 l / });
  await milk.getByRole('textbox').first().fill('12');
  await page.getByRole('combobox', { name: 'Retiro', exact: true }).click();
  await page.getByRole('option', { name: /Retiro con flete propio/ }).click();
  await page.getByLabel('Descontar el retiro al proveedor').check();
  await page.getByLabel('Notas').fill('Entrega en Temperley');

  await expect(page.getByTestId('item-price-1')).toHaveText('$ 29.645,00');
  await expect(page.getByTestId('item-price-2')).toHaveText('$ 16.698,00');
  await expect(page.getByTestId('buy-cost')).toHaveText('$ 46.343,00');
  await expect(page.getByTestId('buy-logistic')).toHaveText('− $ 15.000,00');
  await expect(page.getByTestId('buy-total')).toHaveText('$ 31.343,00');
  await expect(page.getByTestId('minimum-warning')).toBeVisible();
  await shot('buy-editor');

  await page.keyboard.press('Control+S');
  const heading = page.getByRole('heading', { name: /^Compra N\.º \d+$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())?.replace(/\D/g, '') ?? '';
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0);
  await expect(page.getByTestId('buy-total')).toHaveText('$ 31.343,00');
  await shot('buy-saved');

  await confirm(page, 'Aprobar', /Jamón cocido: por recibir \+2,5 kg; Leche entera 1 l: por recibir \+12/);
  await expect(page.getByTestId('buy-state')).toHaveText('Aprobada');
  await expect(page.getByTestId('item-pending-1')).toHaveText('2,5 kg');
  await expect(page.getByTestId('item-stock-1')).toHaveText('0 g');
  const milkBefore = Number((await page.getByTestId('item-stock-2').textContent())?.replace(/\./g, ''));
  await page.getByRole('combobox', { name: 'Chofer', exact: true }).click();
  await page.getByRole('option', { name: 'Raúl Chofer' }).click();
  await page.getByRole('button', { name: 'Asignar chofer' }).click();
  await expect(page.getByText('Chofer asignado')).toBeVisible();
  await shot('buy-approved');

  // The pick-up still changes after approval (it moves no stock): the fee is no longer deducted.
  await page.getByRole('button', { name: 'Cambiar retiro' }).click();
  const pickup = page.getByRole('dialog', { name: `Retiro de la compra N.º ${number}` });
  await expect(pickup.getByTestId('withdrawal-new-total')).toHaveText('$ 31.343,00');
  await pickup.getByLabel('Descontar el retiro al proveedor').uncheck();
  await expect(pickup.getByTestId('withdrawal-new-total')).toHaveText('$ 46.343,00');
  await shot('buy-withdrawal-change');
  await pickup.getByRole('button', { name: /Guardar/ }).click();
  await expect(pickup).toBeHidden();
  await expect(page.getByTestId('buy-logistic')).toHaveText('$ 0,00');
  await expect(page.getByTestId('buy-total')).toHaveText('$ 46.343,00');
  // Still picked up, by the same driver.
  await expect(page.getByRole('combobox', { name: 'Chofer', exact: true })).toHaveValue('Raúl Chofer');

  // The buy sheet: the paper set for buys (A4), and the 80 mm roll without the unit cost column.
  const a4 = await printed(page, () => page.getByRole('button', { name: 'Imprimir compra', exact: true }).click());
  expect(a4.title).toBe(`Orden de compra N.º ${number}`);
  const a4Text = sheetText(a4.html);
  expect(a4Text).toContain('Estado: Aprobada Proveedor: La Serenísima');
  expect(a4Text).toContain('Retiro: Retiro con flete propio');
  expect(a4Text).toContain('Costo del retiro: Sin cargo');
  expect(a4Text).toContain('2,5 kg Jamón cocido $ 11.858,00 /kg $ 29.645,00');
  expect(a4Text).toContain('Subtotal $ 46.343,00 Total $ 46.343,00');
  await page.getByRole('button', { name: 'Más opciones: Imprimir compra' }).click();
  const roll = await printed(page, () => page.getByRole('menuitem', { name: 'Imprimir en rollo de 80 mm' }).click());
  expect(roll.html).toContain('size: 80mm');
  expect(sheetText(roll.html)).toContain('2,5 kg Jamón cocido $ 29.645,00');
  expect(sheetText(roll.html)).not.toContain('Costo unit.');

  await confirm(page, 'Recibir mercadería', /Jamón cocido: por recibir −2,5 kg, real \+2,5 kg/);
  await expect(page.getByTestId('buy-received')).toBeVisible();
  await expect(page.getByTestId('item-stock-1')).toHaveText('2,5 kg');
  await expect(page.getByTestId('item-stock-2')).toHaveText(String(milkBefore + 12));
  await expect(page.getByTestId('item-pending-1')).toHaveText('0 g');
  await expect(page.getByTestId('item-price-1')).toHaveText('$ 29.645,00');
  await expect(page.getByTestId('buy-total')).toHaveText('$ 46.343,00');
  await expect(page.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0);
  // Received: its pick-up is done with.
  await expect(page.getByRole('button', { name: 'Cambiar retiro' })).toHaveCount(0);
  await expect(page.getByText('Raúl Chofer')).toBeVisible();
  await shot('buy-received');

  await page.getByRole('button', { name: 'Volver' }).click();
  await page.getByRole('tab', { name: 'Aprobada' }).click();
  const row = numbered(page.getByTestId('buy-table').getByRole('row'), number);
  await expect(row).toContainText('La Serenísima');
  await expect(row).toContainText('$ 46.343,00');
  await shot('buys-approved-list');

  // The list's search finds the buy the way the server's list does: provider, number, item names.
  const search = page.getByRole('textbox', { name: 'Buscar', exact: true });
  for (const text of ['serenisima', 'LECHE', 'jamon', number]) {
    await search.fill(text);
    await expect(row).toBeVisible();
  }
  await search.fill('queso');
  await expect(row).toHaveCount(0);
  await search.fill('jamón coc');
  await expect(row).toBeVisible();
  await shot('buys-search');
});

test("a buy's warning under the minimum purchase reads in Spanish in its history, with its amounts as money", async ({ page, app }) => {
  await setUp(page, app, { demo: true });
  await newBuy(page);
  await addProduct(page, 'Leche entera 1 l');
  const milk = page
    .getByRole('row', { name: /^1 Leche entera 1 l / })
    .getByRole('textbox')
    .first();
  // 12 × 1.391,5 = 16.698,00: under La Serenísima's 50.000 minimum, so the buy is saved with its warning.
  await milk.fill('12');
  await expect(page.getByTestId('minimum-warning')).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('heading', { name: /^Compra N\.º \d+$/ })).toBeVisible();
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0);

  // 40 × 1.391,5 = 55.660,00: over the minimum, the warning goes, and the history tells which it was.
  await milk.fill('40');
  await expect(page.getByTestId('minimum-warning')).toHaveCount(0);
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('buy-cost')).toHaveText(/55\.660,00/);
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0);

  await page.getByTestId('history-section').getByRole('button', { name: 'Ver historial' }).click();
  const warnings = page.locator('[data-testid="history-change"][data-field="warnings"]');
  await expect(warnings).toHaveCount(1);
  await warnings.getByRole('button', { name: 'Ver detalle' }).click();
  await expect(warnings).toContainText(/El costo de la compra \(\$\s16\.698,00\) queda por debajo de la compra mínima de La Serenísima \(\$\s50\.000,00\)/);
  await expect(page.getByTestId('history-timeline')).not.toContainText('minimum purchase');
});
