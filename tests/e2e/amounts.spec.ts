/**
 * Numbers typed the Argentine way (issue 18): `1.350,50`, `1350,50`, `1350` and `50.000` typed key by
 * key (and one pasted `$ 1.350,50`) into the money fields mean what a clerk means, and the lists show
 * the stored figure back; text that cannot be read says so instead of saving another figure. A weight
 * order line is typed in the unit the clerk picks (remembered for the next line), and a line above
 * the stock on hand shows in red and is named when the order is confirmed. In English the same
 * fields read `1,350.50`.
 *
 * Worked numbers: "Jamón cocido" costs 11.858 / kg (9.800 + IVA 21 %); the demo's Almacén Don Pepe
 * buys at the wholesaler tier (× 1,18): 750 g = 0,75 kg → 11.858 × 1,18 × 0,75 = $ 10.494,33.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, setUp, test } from './support/app.js';
import { pick, typeInto } from './support/forms.js';
import { ipcOf, openAddress } from './support/navigation.js';
import { productId } from './support/orders.js';
import { computedColour } from './support/colours.js';

/** Puts the text on the clipboard and pastes it with Ctrl+V. */
async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await field.press('Control+A');
  await field.press('Control+V');
}

async function look(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Past the dialogs' opening fade, so the picture shows what the clerk sees.
  await page.waitForTimeout(400);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

async function cashEntry(page: Page, amount: string, tag: string): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('menuitem', { name: 'Movimiento interno de un depósito' }).click();
  const form = page.getByRole('dialog', { name: 'Movimiento interno' });
  await pick(page, 'Depósito', 'Temperley', { within: form });
  await typeInto(form.getByRole('textbox', { name: 'Importe' }), amount);
  await form.getByRole('textbox', { name: 'Etiqueta' }).fill(tag);
  await form.getByRole('button', { name: /Registrar/ }).click();
  await expect(form).toBeHidden();
}

test.use({ viewport: { width: 1366, height: 768 } });

test('amounts typed the Argentine way are the amounts stored', async ({ page, app, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setUp(page, app, { demo: true });

  // Caja: 1.350,50 and 50.000, typed key by key.
  await page.getByRole('link', { name: 'Caja' }).click();
  // The demo's six months of entries are listed; the new ones come first.
  await expect(page.getByTestId('cashflow-table')).toContainText('Temperley');
  await cashEntry(page, '1.350,50', 'Uno');
  await cashEntry(page, '50.000', 'Dos');
  const cash = page.getByTestId('cashflow-table');
  await expect(cash.getByRole('row').filter({ hasText: 'Uno' })).toContainText('$ 1.350,50', { timeout: 30_000 });
  await expect(cash.getByRole('row').filter({ hasText: 'Dos' })).toContainText('$ 50.000,00', { timeout: 30_000 });
  // "$" and its figure are joined by a no-break space, so a narrow column never leaves the sign alone on a line.
  await expect(cash.getByRole('row').filter({ hasText: 'Uno' })).toContainText(/\$\u00a01\.350,50/);

  // Unreadable text says why and is not saved as another figure.
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('menuitem', { name: 'Movimiento interno de un depósito' }).click();
  const form = page.getByRole('dialog', { name: 'Movimiento interno' });
  const amount = form.getByRole('textbox', { name: 'Importe' });
  await typeInto(amount, '1350.500');
  await form.getByRole('textbox', { name: 'Etiqueta' }).click();
  await expect(form.getByText('No queda claro: usá la coma para los decimales')).toBeVisible();
  await typeInto(amount, '12a');
  await form.getByRole('textbox', { name: 'Etiqueta' }).click();
  await expect(form.getByText('No es un número: escribilo como 1.350,50.')).toBeVisible();
  await look(page, testInfo, 'money-input-invalid');
  await typeInto(amount, '1350.5');
  await form.getByRole('textbox', { name: 'Etiqueta' }).click();
  // The numeric keypad's "." with one decimal is a decimal point, and the field shows it back in es-AR.
  await expect(amount).toHaveValue('1.350,50');
  await look(page, testInfo, 'money-input-formatted');
  await page.keyboard.press('Escape');

  // A provider's minimum purchase and logistic price.
  await page.getByRole('link', { name: 'Proveedores' }).click();
  await page.keyboard.press('Control+N');
  await page.getByLabel('Nombre').fill('Distribuidora del Sur');
  await page.getByLabel('CUIT').fill('30123456789');
  await typeInto(page.getByLabel('Compra mínima'), '1350,50');
  await typeInto(page.getByLabel('Costo de logística'), '50.000');
  await look(page, testInfo, 'provider-money-inputs');
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('heading', { name: 'Distribuidora del Sur' })).toBeVisible();
  await expect(page.getByLabel('Compra mínima')).toHaveValue('1.350,50');
  await expect(page.getByLabel('Costo de logística')).toHaveValue('50.000,00');
  await page.getByRole('link', { name: 'Proveedores' }).click();
  await expect(page.getByTestId('provider-table').getByRole('row', { name: /Distribuidora del Sur/ })).toContainText('$ 1.350,50');

  // A receipt: the net typed as 1350, the total pasted with its currency sign.
  await page.getByRole('link', { name: 'Comprobantes' }).click();
  await page.keyboard.press('Control+N');
  await page.getByLabel('N.º de comprobante').fill('0001-00000099');
  await pick(page, 'Proveedor', 'La Serenísima', { typed: 'Seren' });
  await typeInto(page.getByLabel('Neto'), '1350');
  await pasteInto(page, page.getByLabel('Total', { exact: true }), '$ 1.350,50');
  await expect(page.getByLabel('Total', { exact: true })).toHaveValue('$ 1.350,50');
  await expect(page.getByTestId('receipt-sum')).toHaveText('Neto más impuestos: $ 1.350,00');
  await look(page, testInfo, 'receipt-money-inputs');
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('receipt-table').getByRole('row', { name: /0001-00000099/ })).toContainText('$ 1.350,50');

  // A product's unit cost.
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Leche entera 1 l');
  await page
    .getByTestId('products-table')
    .getByRole('row')
    .filter({ has: page.getByText('Leche entera 1 l', { exact: true }) })
    .click();
  const cost = page.getByLabel(/^Costo unitario/);
  await typeInto(cost, '1.350,50');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Pendiente de sincronizar')).toHaveCount(0, { timeout: 30_000 });
  await page.reload();
  await expect(page.getByLabel(/^Costo unitario/)).toHaveValue('1.350,50', { timeout: 30_000 });
});

test('a weight order line is typed in the unit chosen, remembered, and warned above stock', async ({ page, app }, testInfo) => {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  await api.product.adjustment({ id: await productId(api, 'Jamón cocido'), quantity: 5_000, reason: 'Conteo inicial' });
  await api.sync.syncNow();

  await page.getByRole('link', { name: 'Pedidos' }).click();
  // On the title, not the body: the demo's orders fill the middle of the screen, and a click there opens one.
  await page.getByRole('heading', { name: 'Pedidos', exact: true }).click();
  await page.keyboard.press('Control+n');
  await page.getByLabel('Buscar cliente').fill('Don Pepe');
  await page.getByRole('option', { name: /Almacén Don Pepe/ }).click();
  const add = async (name: string): Promise<Locator> => {
    await page.getByPlaceholder(/Buscar producto/).fill(name);
    await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    await expect(row).toBeVisible();
    return row;
  };

  const ham = await add('Jamón cocido');
  await ham.getByText('g', { exact: true }).click();
  const hamQuantity = ham.getByRole('textbox', { name: 'Cantidad de Jamón cocido' });
  await expect(hamQuantity).toHaveValue('1.000');
  await typeInto(hamQuantity, '750');
  await hamQuantity.blur();
  await expect(hamQuantity).toHaveValue('750');
  // The tier is told by its price per kg (the cost × 1,18), not by the margin.
  await expect(ham.getByTestId('item-tier')).toContainText('$ 13.992,44 / kg');
  await expect(ham.getByTestId('item-price')).toHaveText('$ 10.494,33');
  await expect(ham.getByTestId('item-over-stock')).toHaveCount(0);

  // The next weight line starts in grams, the clerk's last choice.
  const salame = await add('Salame milán');
  await expect(salame.getByRole('radio', { name: 'g', exact: true })).toBeChecked();
  const salameQuantity = salame.getByRole('textbox', { name: 'Cantidad de Salame milán' });
  await expect(salameQuantity).toHaveValue('1.000');

  // Letters in a quantity stay as typed and say why, beside the field: never replaced by a 0 that
  // reads as "mayor que 0". A weight line and a unit line alike. (A unit after a weight's figure, "1,5kg",
  // is read: weight-typing.spec.ts; words for the figure are not.)
  await typeInto(salameQuantity, 'medio kilo');
  await salameQuantity.blur();
  await expect(salameQuantity).toHaveValue('medio kilo');
  await expect(salame.getByText('No es un peso: escribí 1.350 g, o en kilos 1,35 kg.')).toBeVisible();
  // The message wraps under the field: the lines still fit the card, their stock and remove button in sight.
  await expect(salame.getByTestId('item-stock')).toBeInViewport({ ratio: 1 });
  await expect(salame.getByRole('button', { name: /Quitar/ })).toBeInViewport({ ratio: 1 });
  const milk = await add('Leche entera 1 l');
  const milkQuantity = milk.getByRole('textbox', { name: 'Cantidad de Leche entera 1 l' });
  await typeInto(milkQuantity, 'seis');
  await milkQuantity.blur();
  await expect(milkQuantity).toHaveValue('seis');
  await expect(milk.getByText('No es un número: escribilo como 1.350, sin decimales.')).toBeVisible();
  await expect(milk.getByText('Tiene que ser mayor que 0')).toHaveCount(0);
  await milk.getByRole('button', { name: /Quitar/ }).click();

  // Above the 5 kg on hand: red beside the quantity, and named when the order is confirmed.
  await typeInto(hamQuantity, '6.000');
  await hamQuantity.blur();
  await expect(ham.getByTestId('item-over-stock')).toHaveText('Stock: 5 kg');
  // The theme's red for text (darkened to read at 4.5:1), whatever shade that is.
  const red = await computedColour(page, 'var(--mantine-color-red-text)');
  await expect(ham.getByTestId('item-over-stock')).toHaveCSS('color', red);
  await look(page, testInfo, 'order-weight-line-over-stock');
  await page
    .getByRole('row')
    .filter({ has: page.getByText('Salame milán', { exact: true }) })
    .getByRole('button', { name: /Quitar/ })
    .click();
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}$/);
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  await page.getByTestId('order-actions').getByRole('button', { name: 'Confirmar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-over-stock')).toContainText('Jamón cocido: se piden 6 kg y hay 5 kg');
  await look(page, testInfo, 'order-confirm-over-stock');
});

test('in English the same fields read 1,350.50', async ({ page, app }, testInfo) => {
  await setUp(page, app, { demo: true });
  await openAddress(page, '/settings');
  await page.getByTestId('locale-select').click();
  // The language applies as it is chosen: no Save.
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Cash flow' }).click();
  await page.getByRole('button', { name: /New entry/ }).click();
  await page.getByRole('menuitem', { name: 'Internal movement at a garage' }).click();
  const form = page.getByRole('dialog', { name: 'Internal entry' });
  await pick(page, 'Garage', 'Temperley', { within: form });
  await typeInto(form.getByRole('textbox', { name: 'Amount' }), '1,350.50');
  await form.getByRole('textbox', { name: 'Tag' }).fill('One');
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('1,350.50');
  await look(page, testInfo, 'money-input-english');
  await form.getByRole('button', { name: /Record/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('cashflow-table').getByRole('row').filter({ hasText: 'One' })).toContainText('$1,350.50', { timeout: 30_000 });
});
