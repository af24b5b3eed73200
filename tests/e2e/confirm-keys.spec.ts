/**
 * A confirmation dialog answers the keyboard as a clerk expects: Enter goes on with the action
 * (approving a buy), and for an action that undoes or removes something (cancelling it) Enter stays
 * on "Cancelar", so it never cancels by accident; Escape closes either dialog and does nothing. The
 * dialog's close button used to take the cursor, so Enter closed the dialog without approving. An
 * order goes the same way: confirmed for the date it offers, prepared, and delivered with the amount
 * collected typed and Enter.
 */
import { expect, setUp, test } from './support/app.js';
import { addProduct, newBuy } from './support/buys.js';
import { ipcOf, openAddress } from './support/navigation.js';
import { milkOrderForDonPepe } from './support/orders.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

test('Enter approves a buy from its dialog; on cancelling it Enter and Escape leave it as it was', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await newBuy(page);
  await addProduct(page, 'Leche entera 1 l');
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('heading', { name: /^Compra N\.º \d+$/ })).toBeVisible();
  const state = page.getByText(/^(Pendiente|Aprobada|Cancelada)$/i).first();
  await expect(state).toHaveText(/pendiente/i);

  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await shot('approve-asked');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(state).toHaveText(/pendiente/i);

  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Aprobada$/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recibir mercadería' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar compra', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
  await shot('cancel-asked');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Aprobada$/i).first()).toBeVisible();
  await expect(page.getByText(/^Cancelada$/i)).toHaveCount(0);
});

test('an order is confirmed, prepared and delivered from the keyboard: Enter in each dialog, and the cursor waits on the next step', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const { id } = await milkOrderForDonPepe(api);
  await openAddress(page, `/orders/${id}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Pendiente');
  const actions = page.getByTestId('order-actions');
  const dialog = page.getByRole('dialog');

  await actions.getByRole('button', { name: 'Confirmar', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Confirmar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Confirmado');
  // The Confirmar button the dialog gave the cursor back to is gone: the cursor goes on to Preparar,
  // not to the page, where Enter did nothing and Tab started again from the top.
  await expect(actions.getByRole('button', { name: 'Preparar', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Preparar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Preparado');
  await expect(actions.getByRole('button', { name: 'Entregar', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  const collected = page.getByTestId('deliver-collected');
  await expect(collected).toBeFocused();
  await shot('deliver-asked');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Entregado');
  // Delivered, what is left to do is print: the remito's button, never the undo beside it.
  await expect(page.getByRole('button', { name: 'Imprimir remito', exact: true })).toBeFocused();
});
