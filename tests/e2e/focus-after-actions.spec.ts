/**
 * Keyboard first, at 1366×768: an action whose button goes away or is disabled once done leaves
 * the focus where the work goes on, not on the page body (from where Tab starts again at the top
 * of the page). A buy approved with Enter puts the focus on "Recibir mercadería"; received, on the
 * buy's title. A cash entry recorded from the menu of kinds gives it back to "Nuevo movimiento". A roadmap created puts it on the list of orders due; orders picked there and
 * assigned, back on that list, where the next one is picked. The screens are kept.
 */
import type { Page } from '@playwright/test';
import { expect, setUp, test, topShot } from './support/app.js';
import { addProduct, newBuy } from './support/buys.js';

test.use({ viewport: { width: 1366, height: 768 } });

const focusIsOnTheBody = (page: Page): Promise<boolean> => page.evaluate(() => document.activeElement === document.body);

async function confirmWithEnter(page: Page, title: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

test.describe('catalog only', () => {
  test.use({ demoHistory: false });

  test('a buy approved and received from the keyboard keeps the focus on its next step', async ({ page, app, shot: rawShot }) => {
    const shot = topShot(page, rawShot);
    await setUp(page, app, { demo: true });
    await newBuy(page, 'Paladini', 'Pala');
    await addProduct(page, 'Jamón crudo');
    await page.keyboard.press('Control+s');
    const title = page.getByRole('heading', { name: /^Compra N\.º \d+$/, level: 1 });
    await expect(title).toBeVisible();

    await page.getByRole('button', { name: 'Aprobar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await confirmWithEnter(page, /Aprobar la compra/);
    const receive = page.getByRole('button', { name: 'Recibir mercadería', exact: true });
    await expect(receive).toBeFocused();
    await shot('approved-focus-on-receive');

    await page.keyboard.press('Enter');
    await confirmWithEnter(page, /Recibir la mercadería/);
    await expect(page.getByText('Recibida', { exact: true }).first()).toBeVisible();
    await expect(title).toBeFocused();
    expect(await focusIsOnTheBody(page)).toBe(false);
    await shot('received-focus-on-title');
  });

  test('a payment to a provider recorded from the keyboard gives the focus back to "Nuevo movimiento"', async ({ page, app, shot: rawShot }) => {
    const shot = topShot(page, rawShot);
    await setUp(page, app, { demo: true });
    await page.getByRole('link', { name: 'Caja', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Caja', level: 1 })).toBeVisible();
    await page.keyboard.press('Control+n');
    await expect(page.getByRole('menuitem', { name: 'Con un proveedor (pago o reintegro)' })).toBeVisible();
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Con un proveedor (pago o reintegro)' })).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Movimiento con un proveedor' });
    // The cursor starts on the dialog's first field, the provider, not on the amount below it.
    await expect(form.getByRole('combobox', { name: 'Proveedor' })).toBeFocused();
    await form.getByRole('combobox', { name: 'Proveedor' }).fill('Paladini');
    await page.getByRole('option', { name: 'Paladini' }).click();
    await form.getByRole('textbox', { name: 'Importe' }).fill('87.952');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Movimiento registrado.')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Paladini .*-\$ 87\.952,00/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Nuevo movimiento/ })).toBeFocused();
    await shot('paid-focus-on-new-entry');
  });
});

test('a roadmap created and its orders assigned from the keyboard keep the focus on the orders due', async ({ page, app, shot: rawShot }) => {
  test.setTimeout(180_000);
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  const driver = page.getByRole('combobox', { name: 'Chofer' });
  await driver.focus();
  await page.keyboard.type('Raúl');
  await page.keyboard.press('Enter');
  // A week ahead: the demo's prepared and confirmed orders are due by then.
  const ahead = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' });
  const day = page.getByLabel('Fecha', { exact: true });
  await day.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(ahead);
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Raúl Chofer no tiene hoja de ruta el ${ahead}.`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Crear hoja de ruta' }).focus();
  await page.keyboard.press('Enter');

  const due = page.getByTestId('due-orders').getByRole('grid');
  await expect(page.getByRole('heading', { name: /^Hoja de ruta N\.º \d+$/ })).toBeVisible({ timeout: 30_000 });
  await expect(due).toBeFocused();
  await shot('created-focus-on-orders-due');

  // Two orders picked with the arrows and Enter, assigned with the button just above the list.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const assign = page.getByRole('button', { name: 'Asignar pedidos (2)' });
  await expect(assign).toBeEnabled();
  await page.keyboard.press('Shift+Tab');
  await expect(assign).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pedidos asignados a la hoja de ruta: 2.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Paradas: 2 · Entregas: 2/)).toBeVisible();
  await expect(due).toBeFocused();
  expect(await focusIsOnTheBody(page)).toBe(false);
  await shot('assigned-focus-back-on-orders-due');
});
