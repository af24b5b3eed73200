/**
 * The cash book on the demo data (garages "Temperley", the default, and "Lanús"; no entries yet):
 * $ 50.000,00 cash comes in at Temperley, then $ 12.345,67 cash is transferred to Lanús. The
 * transfer shows as two linked entries and the balances per garage move by the amount:
 * Temperley 50.000,00 − 12.345,67 = 37.654,33, Lanús 0 + 12.345,67 = 12.345,67, all garages still
 * 50.000,00. Removing the transfer removes both halves and puts the balances back. Purchasing
 * (COMPRAS) then sees and records provider entries only.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, setUp, signIn, test } from './support/app.js';
import { numbered, numberCell } from './support/numbers.js';

// A worked example from an empty book: the demo catalog without its six months of history.
test.use({ demoHistory: false });

async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function balance(page: Page, garage: string, column: 'balance-CASH' | 'balance-total'): Locator {
  return page.getByTestId('cash-balances').locator(`tr[data-garage="${garage}"]`).getByTestId(column);
}

test('a transfer between garages is two linked entries and moves each garage balance by the amount', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Caja' }).click();
  await expect(page.getByRole('heading', { name: 'Caja' })).toBeVisible();
  await expect(page.getByText('Todavía no hay movimientos')).toBeVisible();
  await shot('cashflow-empty');

  // Opening cash at Temperley.
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('menuitem', { name: 'Movimiento interno de un depósito' }).click();
  const opening = page.getByRole('dialog', { name: 'Movimiento interno' });
  await pick(page, opening, 'Depósito', 'Temperley');
  await opening.getByRole('textbox', { name: 'Importe' }).fill('50000');
  await opening.getByRole('textbox', { name: 'Etiqueta' }).fill('Apertura');
  await opening.getByRole('button', { name: /Registrar/ }).click();
  await expect(opening).toBeHidden();

  await page.getByRole('tab', { name: 'Saldos por depósito' }).click();
  await expect(balance(page, 'Temperley', 'balance-CASH')).toHaveText('$ 50.000,00');
  await expect(balance(page, 'Lanús', 'balance-CASH')).toHaveText('$ 0,00');

  // The transfer: the form refuses the same garage at both ends, as the server would.
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('menuitem', { name: 'Transferencia entre depósitos' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transferencia entre depósitos' });
  await pick(page, transfer, 'Depósito de origen', 'Temperley');
  await pick(page, transfer, 'Depósito de destino', 'Temperley');
  await transfer.getByRole('textbox', { name: 'Importe' }).fill('12345,67');
  await transfer.getByRole('button', { name: /Registrar/ }).click();
  await expect(transfer.getByText('Elegí un depósito distinto del de origen.')).toBeVisible();
  await shot('transfer-same-garage');
  await pick(page, transfer, 'Depósito de destino', 'Lanús');
  await transfer.getByRole('textbox', { name: 'Descripción' }).fill('Cambio para la caja de Lanús');
  await transfer.getByRole('button', { name: /Registrar/ }).click();
  await expect(transfer).toBeHidden();

  // Two linked entries once the server has answered: out of Temperley, into Lanús.
  const table = page.getByTestId('cashflow-table');
  const out = table.getByRole('row').filter({ hasText: 'Transferencia a Lanús' });
  const into = table.getByRole('row').filter({ hasText: 'Transferencia desde Temperley' });
  await expect(out).toHaveCount(1, { timeout: 30_000 });
  await expect(into).toHaveCount(1, { timeout: 30_000 });
  await expect(out).toContainText('-$ 12.345,67');
  await expect(into).toContainText('$ 12.345,67');
  await expect(into).not.toContainText('-$');
  await expect(numberCell(out)).toHaveText('2');
  await expect(numberCell(into)).toHaveText('3');
  await expect(page.getByText('3 filas')).toBeVisible();
  await shot('cashflow-transfer');

  await page.getByRole('tab', { name: 'Saldos por depósito' }).click();
  await expect(balance(page, 'Temperley', 'balance-CASH')).toHaveText('$ 37.654,33');
  await expect(balance(page, 'Lanús', 'balance-CASH')).toHaveText('$ 12.345,67');
  await expect(balance(page, 'Temperley', 'balance-total')).toHaveText('$ 37.654,33');
  await expect(balance(page, 'Lanús', 'balance-total')).toHaveText('$ 12.345,67');
  await expect(balance(page, 'total', 'balance-total')).toHaveText('$ 50.000,00');
  await shot('cash-balances');

  // Removing one half removes the pair; the balances go back.
  await page.getByRole('tab', { name: 'Movimientos' }).click();
  await into.click();
  const drawer = page.getByRole('dialog', { name: 'Movimiento N.º 3' });
  await expect(drawer).toContainText('Cambio para la caja de Lanús');
  await shot('transfer-detail');
  await drawer.getByRole('button', { name: 'Eliminar las dos partes' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar la transferencia?' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(drawer).toBeHidden();
  // The server keeps removed entries for the trail; the cash book shows the active ones.
  await expect(page.getByText('1 fila', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(out).toHaveCount(0);
  await expect(into).toHaveCount(0);
  await shot('transfer-removed');

  await page.getByRole('tab', { name: 'Saldos por depósito' }).click();
  await expect(balance(page, 'Temperley', 'balance-CASH')).toHaveText('$ 50.000,00');
  await expect(balance(page, 'Lanús', 'balance-CASH')).toHaveText('$ 0,00');

  // The dashboard's cash balance is the same book.
  await page.getByRole('link', { name: 'Tablero' }).click();
  await expect(page.getByTestId('stat-cash')).toHaveText('$ 50.000,00');
  await shot('dashboard-admin');

  // COMPRAS keeps provider entries only: it records a payment to a provider, and its book shows
  // that one (#4) and none of the admin's internal entries.
  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'carla', DEMO_PASSWORD);
  await expect(page.getByTestId('buys-by-state')).toBeVisible();
  await shot('dashboard-purchasing');
  await page.getByRole('link', { name: 'Caja' }).click();
  await expect(page.getByText('Ves solo los movimientos con proveedores.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Saldos por depósito' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Con un proveedor (pago o reintegro)']);
  await page.getByRole('menuitem', { name: 'Con un proveedor (pago o reintegro)' }).click();
  const payment = page.getByRole('dialog', { name: 'Movimiento con un proveedor' });
  await pick(page, payment, 'Proveedor', 'La Serenísima');
  await payment.getByRole('textbox', { name: 'Importe' }).fill('1000');
  await payment.getByRole('button', { name: /Registrar/ }).click();
  await expect(payment).toBeHidden();
  const paid = table.getByRole('row').filter({ hasText: 'La Serenísima' });
  await expect(numberCell(paid)).toHaveText('4', { timeout: 30_000 });
  await expect(paid).toContainText('-$ 1.000,00');
  await expect(page.getByText('1 fila', { exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Apertura' })).toHaveCount(0);
  await shot('cashflow-compras');
});

test('Ctrl+N starts an entry; a recorded entry is edited from its drawer, and the balances follow', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  await page.getByRole('link', { name: 'Caja' }).click();
  await expect(page.getByText('Todavía no hay movimientos')).toBeVisible();

  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  await page.getByRole('menuitem', { name: 'Movimiento interno de un depósito' }).click();
  const form = page.getByRole('dialog', { name: 'Movimiento interno' });
  await pick(page, form, 'Depósito', 'Temperley');
  await form.getByRole('textbox', { name: 'Importe' }).fill('50000');
  await form.getByRole('textbox', { name: 'Etiqueta' }).fill('Apertura');
  await page.keyboard.press('Control+s');
  await expect(form).toBeHidden();
  const row = numbered(page.getByTestId('cashflow-table').getByRole('row'), 1);
  await expect(row).toContainText('$ 50.000,00', { timeout: 30_000 });

  await row.click();
  const drawer = page.getByRole('dialog', { name: 'Movimiento N.º 1' });
  await drawer.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar movimiento N.º 1' });
  await expect(edit.getByRole('textbox', { name: 'Importe' })).toHaveValue('50.000,00');
  // The contract's own check, in Spanish beside the field.
  await edit.getByRole('textbox', { name: 'Importe' }).fill('0');
  await edit.getByRole('button', { name: /Guardar/ }).click();
  await expect(edit.getByText('Tiene que ser mayor que 0')).toBeVisible();
  await shot('cashflow-edit-invalid');
  await edit.getByRole('textbox', { name: 'Importe' }).fill('62500,5');
  await edit.getByRole('textbox', { name: 'Descripción' }).fill('Apertura corregida');
  await shot('cashflow-edit');
  await page.keyboard.press('Control+s');
  await expect(edit).toBeHidden();
  await expect(drawer).toContainText('$ 62.500,50', { timeout: 30_000 });
  await expect(drawer).toContainText('Apertura corregida');
  await expect(drawer.getByText('Pendiente de sincronizar')).toHaveCount(0);
  await shot('cashflow-edited');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('$ 62.500,50');

  await page.getByRole('tab', { name: 'Saldos por depósito' }).click();
  await expect(balance(page, 'Temperley', 'balance-CASH')).toHaveText('$ 62.500,50');
  await expect(balance(page, 'total', 'balance-total')).toHaveText('$ 62.500,50');
});
