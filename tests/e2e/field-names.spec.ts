/**
 * A refusal about one field names it as the clerk knows it ("Cobrado"), never by the path the
 * server's detail gives (`collected.amount`). Operations cannot read current accounts, so the
 * deliver dialog leaves it to the server whether part of an order may stay unpaid: Almacén Don
 * Pepe has no account, so collecting less than the total is refused, and the inbox of refused
 * changes says so, naming the change in words too.
 */
import { DEMO_PASSWORD, expect, setUp, signIn, test, waitForSync } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { milkOrderForDonPepe } from './support/orders.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

/** Today as the app's users see it (the suite runs in Buenos Aires time). */
const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });

test('a refused delivery names "Cobrado", not its path', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const { id } = await milkOrderForDonPepe(api);
  await api.order.confirm({ id, date: today() });
  await api.order.prepare({ id });
  await expect.poll(async () => (await api.order.get({ id })).state, { timeout: 30_000 }).toBe('PREPARADO');
  await api.sync.syncNow();

  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'oscar', DEMO_PASSWORD);
  await waitForSync(page);
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByTestId('orders-table').getByRole('row').filter({ hasText: 'Almacén Don Pepe' }).click();
  await page.getByTestId('order-actions').getByRole('button', { name: 'Entregar', exact: true }).click();
  const deliver = page.getByRole('dialog');
  const collected = deliver.getByRole('textbox', { name: 'Cobrado' });
  await collected.fill('100');
  await deliver.getByRole('button', { name: 'Entregar', exact: true }).click();

  // Operations cannot read accounts: the desk queues the delivery and the server refuses it, into the inbox of refused changes.
  await page.getByRole('button', { name: '1 rechazado' }).click();
  const inbox = page.getByRole('dialog', { name: 'Cambios rechazados por el servidor' });
  await expect(inbox).toContainText('Cobrado: para dejar parte del pedido sin pagar el cliente necesita una cuenta corriente', { timeout: 30_000 });
  await expect(inbox).not.toContainText('collected');
  // What was refused is named as the change history names it, not by its HTTP method and path.
  await expect(inbox).toContainText('Entregó el pedido');
  await expect(inbox).not.toContainText('/order/');
  // Said once: its one detail is the message itself.
  await expect(inbox.getByText(/sin pagar el cliente necesita una cuenta corriente/)).toHaveCount(1);
  await shot('deliver-refused-field-name');
});
