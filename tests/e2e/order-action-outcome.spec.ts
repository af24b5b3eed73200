/**
 * An order's action is saved on this PC and queued; its toast says "Listo" only once the server
 * took it. Operations delivers an order collecting less than its total for a customer without a
 * current account: the server refuses it, and the toast says so and why, pointing at the inbox of
 * refused changes, never "Listo: Entregar". Preparing another is accepted: "Listo: Preparar", by
 * then nothing waits to be sent. With the server down, preparing says the change is saved on this
 * PC and on its way.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, expect, setUp, signIn, test, waitForSync } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { productId } from './support/orders.js';
import { remoteDeskWithProduct, withRemoteDesk } from './support/remote-desk.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

/** Today as the app's users see it (the suite runs in Buenos Aires time). */
const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });

type Ipc = ReturnType<typeof ipcOf>;
type Address = { label: string; street: string; city: string; province: string };

/** A confirmed order of two units of `product` for `customer`, with its delivery. */
async function confirmedOrder(api: Ipc, customer: { _id: string; phone?: unknown; address?: unknown }, product: string): Promise<string> {
  const { id } = await api.order.create({
    customer: customer._id,
    cart: { items: [{ product, quantity: 2 }] },
    delivery: { phone: String(customer.phone ?? '+54 11 40000000'), contactEmail: null, address: customer.address as Address, charged: false },
    paymentMethod: 'EFECTIVO',
  });
  if (!id) throw new Error('the order got no id');
  await api.order.confirm({ id, date: today() });
  return id;
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** Whether `toast` leaves the order's totals and its actions in sight (at 1366×768 a toast on the right hid the totals). */
async function expectClearOfOrder(page: Page, toast: Locator): Promise<void> {
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast is not on screen');
  for (const part of [page.getByTestId('order-totals'), page.getByTestId('order-actions')]) {
    const other = await part.boundingBox();
    if (!other) throw new Error('the order page lacks its totals or actions');
    const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
    expect(overlaps, `the toast covers ${await part.getAttribute('data-testid')}`).toBe(false);
  }
}

async function openOrder(page: Page, customer: string): Promise<void> {
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByTestId('orders-table').getByRole('row').filter({ hasText: customer }).click();
}

test('a refused delivery’s toast says the server refused it and why, an accepted one says "Listo" once sent', async ({ page, app, shot }) => {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const customers = (await api.customer.list({ limit: 50 })).docs;
  const pepe = customers.find((c) => c.name === 'Almacén Don Pepe');
  const other = customers.find((c) => c.name !== 'Almacén Don Pepe' && c.address);
  if (!pepe || !other) throw new Error('demo data lacks Almacén Don Pepe or a second customer');
  const milk = await productId(api, 'Leche entera 1 l');
  const toDeliver = await confirmedOrder(api, pepe, milk);
  await api.order.prepare({ id: toDeliver });
  await confirmedOrder(api, other, milk);
  await expect.poll(async () => (await api.order.get({ id: toDeliver })).state, { timeout: 30_000 }).toBe('PREPARADO');
  await api.sync.syncNow();

  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'oscar', DEMO_PASSWORD);
  await waitForSync(page);
  const indicator = page.getByTestId('sync-indicator');

  // Operations cannot read accounts: the desk queues a delivery leaving part unpaid, the server refuses it.
  await openOrder(page, 'Almacén Don Pepe');
  await page.getByTestId('order-actions').getByRole('button', { name: 'Entregar', exact: true }).click();
  const deliver = page.getByRole('dialog');
  await deliver.getByRole('textbox', { name: 'Cobrado' }).fill('100');
  // Off any roadmap the dialog cannot know either: its figures follow what was typed, and it says what a part left unpaid needs.
  await expect(
    deliver.getByText(/^Se cobran \$\s100,00 en efectivo; \$\s[\d.]+,\d\d quedan en la cuenta corriente de Almacén Don Pepe\. Si no tiene una, el servidor rechaza la entrega/),
  ).toBeVisible();
  await deliver.getByRole('button', { name: 'Entregar', exact: true }).click();
  const refused = toasts(page).filter({ hasText: 'El servidor no aceptó: Entregar' });
  await expect(refused).toBeVisible({ timeout: 10_000 });
  await expect(refused).toContainText('para dejar parte del pedido sin pagar el cliente necesita una cuenta corriente');
  await expect(refused).toContainText('Queda en «Cambios rechazados por el servidor»');
  await expect(page.getByText('Listo: Entregar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 rechazado' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectClearOfOrder(page, refused);
  await shot('deliver-refused-toast');
  await page.keyboard.press('Escape');

  // Accepted: "Listo" comes once the server has it, so nothing waits in the outbox by then.
  await openOrder(page, other.name);
  await page.getByTestId('order-actions').getByRole('button', { name: 'Preparar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Preparar', exact: true }).click();
  const accepted = toasts(page).filter({ hasText: 'Listo: Preparar' });
  await expect(accepted).toBeVisible({ timeout: 10_000 });
  expect(await indicator.getAttribute('data-pending')).toBe('0');
  await expectClearOfOrder(page, accepted);
  await shot('prepare-accepted-toast');
});

test('with the server down, an order’s action says it is saved on this PC and on its way', async ({ page, shot }) => {
  test.setTimeout(180_000);
  await withRemoteDesk(async ({ server, app }) => {
    const indicator = page.getByTestId('sync-indicator');
    const { api, product: noodles } = await remoteDeskWithProduct(page, app, ADMIN, 'Fideos Moñito 500 g');
    const address = { label: 'Local', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' };
    const customer = await api.customer.create({ name: 'Almacén La Esquina', address, phone: '+54 11 40001234' });
    await confirmedOrder(api, { _id: customer.id ?? '', phone: '+54 11 40001234', address }, noodles);
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 30_000 });

    await server.stop();
    await openOrder(page, 'Almacén La Esquina');
    await page.getByTestId('order-actions').getByRole('button', { name: 'Preparar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Preparar', exact: true }).click();
    const waiting = toasts(page).filter({ hasText: 'Preparar: guardado en esta PC y en camino al servidor.' });
    await expect(waiting).toBeVisible({ timeout: 10_000 });
    await expect(waiting).toContainText('Si el servidor no lo acepta, lo vas a ver en «Cambios rechazados por el servidor».');
    await expect(page.getByText('Listo: Preparar')).toHaveCount(0);
    await expect(indicator).toHaveAttribute('data-pending', '1');
    await shot('prepare-offline-toast');
  });
});
