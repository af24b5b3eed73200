/**
 * Data safety on the demo data. An order edited twice on its screen shows both edits in its change
 * history, newest first, with the values before and after as the order's own totals card showed
 * them. Then the administrator takes a backup now (the browser host keeps it in its backups folder:
 * the page names no place), sees the progress and the backup listed, changes the order again, and
 * restores the backup from the list after its strong confirmation: the server restarts, and the
 * later change is gone. A damaged file in the backups folder is refused with a message that says so.
 */
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { ADMIN, expect, setUp, signIn, test, topShot } from './support/app.js';
import { ipcOf } from './support/navigation.js';

/** A pending order of a demo customer, once the server has numbered it; answers its id and customer. */
async function placeOrder(api: IpcClient): Promise<{ id: string; customer: string }> {
  const customer = (await api.customer.list({})).docs.find((c) => c.address);
  const product = (await api.product.search({ text: 'Leche entera 1 l', limit: 50 })).find((p) => p.name === 'Leche entera 1 l');
  if (!customer || !product) throw new Error('the demo data lacks a customer with an address or the milk');
  const address = customer.address as { label: string; street: string; city: string; province: string };
  const { id } = await api.order.create({
    customer: customer._id,
    cart: { items: [{ product: product._id, quantity: 6 }] },
    delivery: { phone: String(customer.phone ?? '1144440000'), contactEmail: null, address, charged: false },
    paymentMethod: 'EFECTIVO',
  });
  if (!id) throw new Error('the order got no id');
  await expect.poll(async () => (await api.order.get({ id })).number, { timeout: 30_000 }).toBeGreaterThan(0);
  return { id, customer: String(customer.name) };
}

async function openOrder(page: Page, customer: string): Promise<void> {
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByTestId('orders-table').getByText(customer, { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+$/ })).toBeVisible();
}

/** Saves the order and waits until the server has it. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Guardar (Ctrl+S)' }).click();
  await expect(page.getByText('Pedido guardado').first()).toBeVisible();
  await expect(page.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Unfolds the order's change history. On a loaded machine the click right after a save can land
 * while the screen takes in the server's version and be lost (the button takes the focus, the
 * section stays folded), so it is clicked again until the section says it is open.
 */
async function openHistory(page: Page): Promise<void> {
  const section = page.getByTestId('history-section');
  const show = section.getByRole('button', { name: 'Ver historial' });
  await expect(async () => {
    if ((await show.count()) > 0) await show.click();
    await expect(section.getByRole('button', { name: 'Ocultar historial' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Configuración' }).click();
  await expect(page.getByTestId('backups-card')).toBeVisible();
}

test('an order edited twice shows both edits in its history; a restored backup takes a later edit back', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  test.setTimeout(240_000);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const { id, customer } = await placeOrder(api);

  // ── Two edits, then the timeline ─────────────────────────────────────────────────────────────
  await openOrder(page, customer);
  const total = page.getByTestId('totals-total');
  const totalBefore = (await total.textContent()) ?? '';
  await page.getByLabel('Descuento').fill('10');
  await expect(total).not.toHaveText(totalBefore);
  const totalAfter = (await total.textContent()) ?? '';
  await save(page);
  await page.getByLabel('Notas', { exact: true }).fill('Tocar timbre');
  await save(page);

  const section = page.getByTestId('history-section');
  await openHistory(page);
  const entries = section.getByTestId('history-entry');
  await expect(entries).toHaveCount(3);
  await expect(section.getByText('3 cambios registrados')).toBeVisible();
  // Newest first: the notes, then the discount with the totals it moved, then the creation.
  const notes = entries.nth(0);
  await expect(notes).toContainText('Modificó el pedido');
  await expect(notes.getByTestId('history-who')).toHaveText(/^Administrador( · dispositivo \S+)?, el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}$/);
  const notesChange = notes.locator('[data-field="notes"]');
  await expect(notesChange.getByTestId('history-before')).toHaveText('vacío');
  await expect(notesChange.getByTestId('history-after')).toHaveText('Tocar timbre');
  await expect(notes.locator('[data-field="discount"]')).toHaveCount(0);

  const discount = entries.nth(1);
  await expect(discount).toContainText('Modificó el pedido');
  await expect(discount.locator('[data-field="discount"]').getByTestId('history-before')).toHaveText('0 %');
  await expect(discount.locator('[data-field="discount"]').getByTestId('history-after')).toHaveText('10 %');
  await expect(discount.locator('[data-field="total"]').getByTestId('history-before')).toHaveText(totalBefore);
  await expect(discount.locator('[data-field="total"]').getByTestId('history-after')).toHaveText(totalAfter);
  await expect(discount.locator('[data-field="notes"]')).toHaveCount(0);
  await expect(entries.nth(2)).toContainText('Creó el pedido');
  await shot('order-history');

  // ── A backup now, into the backups folder (no path to type, no file to pick in the browser) ──
  // A damaged file left in the backups folder under a backup's name: listed, but refused below.
  mkdirSync(join(app.dataDir, 'backups'), { recursive: true });
  writeFileSync(join(app.dataDir, 'backups', 'server-20200115T120000000Z-0001_initial-migration.db'), Buffer.alloc(16_384, 0x5a));
  await openSettings(page);
  const card = page.getByTestId('backups-card');
  await expect(card).toContainText('La copia se guarda en la carpeta de copias de la app');
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Elegir un archivo…' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Hacer copia ahora' }).click();
  await expect(card.getByTestId('backup-progress')).toContainText('Copia: Terminado');
  await expect(card.getByTestId('backup-progress-percent')).toHaveText('100 %');
  const manual = card.getByTestId('backup-row').filter({ hasText: 'Manual' });
  await expect(manual).toHaveCount(1);
  await expect(manual).toContainText('Carpeta de copias');
  await expect(manual).toContainText(/\d+(,\d+)? (KB|MB)/);
  await shot('backups-card');

  // ── A damaged file is refused, and nothing changes ───────────────────────────────────────────
  await card.getByTestId('backup-row').filter({ hasText: 'Antes de actualizar' }).getByRole('button', { name: 'Restaurar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Para confirmar, escribí RESTAURAR/).fill('RESTAURAR');
  await dialog.getByRole('button', { name: 'Restaurar y reiniciar el servidor' }).click();
  await expect(card.getByTestId('restore-error')).toContainText('El archivo está dañado o no es una base de datos.');
  // Refused before anything changed: no half-way progress is left on screen.
  await expect(card.getByTestId('backup-progress')).toHaveCount(0);
  await shot('restore-refused');

  // ── A later change, then the restore ─────────────────────────────────────────────────────────
  await openOrder(page, customer);
  await page.getByLabel('Notas', { exact: true }).fill('Llamar antes de ir');
  await save(page);
  await expect.poll(async () => (await api.order.get({ id })).notes, { timeout: 30_000 }).toBe('Llamar antes de ir');

  await openSettings(page);
  await manual.getByRole('button', { name: 'Restaurar' }).click();
  await expect(dialog).toContainText('Toda la base de datos vuelve a como estaba en esa copia');
  await expect(dialog).toContainText('puede que tengas que ingresar de nuevo');
  const confirm = dialog.getByRole('button', { name: 'Restaurar y reiniciar el servidor' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Para confirmar, escribí RESTAURAR/).fill('restaurar');
  await expect(confirm).toBeEnabled();
  await shot('restore-confirmation');
  await confirm.click();

  await expect(page.getByText(/Copia restaurada \(versión de la base \d{4}_\w+\)/)).toBeVisible({ timeout: 60_000 });
  // The kept session may be newer than the backup: then the app asks to sign in again.
  const signInAgain = page.getByRole('button', { name: 'Ingresar', exact: true });
  const restored = page.getByTestId('backup-progress');
  await expect(signInAgain.or(restored)).toBeVisible();
  if (await signInAgain.isVisible()) await signIn(page, ADMIN.username, ADMIN.password);
  else await expect(restored).toContainText('Restauración: Terminado');

  // The desk rebuilds its data from the restored server: the later notes are gone.
  await expect.poll(async () => (await api.order.get({ id }).catch(() => null))?.notes, { timeout: 60_000 }).toBe('Tocar timbre');
  await openOrder(page, customer);
  await expect(page.getByLabel('Notas', { exact: true })).toHaveValue('Tocar timbre');
  await openHistory(page);
  await expect(page.getByTestId('history-section').getByText('3 cambios registrados')).toBeVisible();
  await expect(page.getByTestId('history-entry').first().locator('[data-field="notes"]').getByTestId('history-after')).toHaveText('Tocar timbre');
});
