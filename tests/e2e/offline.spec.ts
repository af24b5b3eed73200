/**
 * An order taken while the shared server is down waits in the outbox and reaches the server once it
 * is back, by the sync engine's own retry (the "Sincronizar ahora" button is offered, not used).
 *
 * The customer and the order are made on their screens; the product, which has no screen yet, and
 * its provider through the app's IPC with the page's secret (the calls the screens make).
 */
import type { Page } from '@playwright/test';
import { DEFAULT_BACKOFF } from '../../src-main/sync/backoff.js';
import { formatMoney } from '../../src-shared/format.js';
import { ADMIN, expect, test } from './support/app.js';
import { newCustomer } from './support/customers.js';
import { numberCell } from './support/numbers.js';
import { askServer } from './support/processes.js';
import { remoteDeskWithProduct, withRemoteDesk } from './support/remote-desk.js';

const CUSTOMER = 'Almacén Don Tito';
const PRODUCT = 'Yerba Mate Serrana 1 kg';
/**
 * The engine's retries back off with full jitter up to `maxMs` (60 s), so however the retries of the
 * outage fell, the next one comes within that; usually it is a few seconds (see the annotation).
 */
const RECONNECT_MS = DEFAULT_BACKOFF.maxMs + 15_000;

interface ServerOrder {
  _id: string;
  customer: string;
  state: string;
  total: number;
  cart: { items: Array<{ product: string; quantity: number }> };
}

async function createCustomer(page: Page): Promise<string> {
  await newCustomer(page, CUSTOMER);
  await expect(page).toHaveURL(/\/customers\/[0-9a-f]{24}$/);
  return page.url().split('/').pop() ?? '';
}

test('an order taken while the server is stopped syncs once it returns', async ({ page, shot }) => {
  test.setTimeout(120_000 + RECONNECT_MS);
  await withRemoteDesk(async ({ server, app }) => {
    const indicator = page.getByTestId('sync-indicator');

    // Remote mode has no setup step: the sign-in screen, then the first pull.
    const { api, product: productId } = await remoteDeskWithProduct(page, app, ADMIN, PRODUCT);
    const customerId = await createCustomer(page);
    // Everything the order refers to is on the server before it goes away.
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
    await expect(indicator).toContainText('En línea');
    expect(await api.sync.status()).toMatchObject({ online: true, pending: 0, rejected: 0 });
    await shot('online-synced');

    await server.stop();
    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await page.getByRole('button', { name: 'Nuevo pedido' }).first().click();
    await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
    await page.getByLabel('Buscar cliente').fill('Don Tito');
    await page.getByRole('option', { name: new RegExp(CUSTOMER) }).click();
    await expect(page.getByTestId('order-customer')).toContainText(CUSTOMER);
    await expect(page.getByLabel('Teléfono de contacto')).toHaveValue('+54 11 44445555');
    await page.getByPlaceholder(/Buscar producto/).fill('yerba serrana');
    await expect(page.getByRole('option', { name: new RegExp(`^${PRODUCT}`) })).toBeVisible();
    await page.keyboard.press('Enter');
    const quantity = page.getByRole('row').filter({ hasText: PRODUCT }).getByTestId('item-quantity');
    await quantity.fill('3');
    await quantity.blur();
    await page.keyboard.press('Control+s');

    // The write answers at once: the order is in the replica, waiting for the server.
    await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}$/);
    const orderId = page.url().split('/').pop() ?? '';
    await expect(page.getByTestId('pending-sync')).toHaveText('Pendiente de sincronizar');
    await expect(indicator).toHaveAttribute('data-online', 'false');
    await expect(indicator).toContainText('Sin conexión');
    await expect(indicator).toHaveAttribute('data-pending', '1');
    await expect(indicator).toContainText('1 pendiente');
    await expect(indicator.getByRole('button', { name: 'Sincronizar ahora' })).toBeVisible();
    await shot('offline');

    // Still waiting in the list after retries have failed: nothing lost, nothing refused.
    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    // The one data row, priced from the replica as the server will price it: customer and total
    // show now; only the number waits for the server.
    const row = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
    await expect(row).toHaveCount(1);
    await expect(row.getByLabel('Pendiente de sincronizar')).toBeVisible();
    await expect(row).toContainText(CUSTOMER);
    const queued = await api.order.get({ id: orderId });
    expect(queued.total).toBeGreaterThan(0);
    await expect(row).toContainText(formatMoney(Number(queued.total), 'es-AR'));
    await expect.poll(async () => (await api.sync.status()).nextRetryAt, { timeout: 10_000 }).not.toBeNull();
    expect(await api.sync.status()).toMatchObject({ online: false, pending: 1, rejected: 0, lastError: { code: 'OFFLINE' } });
    await shot('pending');

    // An edit of a stored customer waits too: its detail and its row in the list say so, and the
    // customers nobody touched do not.
    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    const customerRow = page.getByRole('grid').getByRole('row').filter({ hasText: CUSTOMER });
    await expect(customerRow).toHaveCount(1);
    await expect(customerRow.getByLabel('Pendiente de sincronizar')).toHaveCount(0);
    await customerRow.click();
    await expect(page.getByTestId('pending-sync')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Notas', exact: true }).fill('Abre a las 8');
    await page.getByRole('button', { name: 'Guardar (Ctrl+S)', exact: true }).click();
    await expect(page.getByTestId('pending-sync')).toHaveText('Pendiente de sincronizar');
    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(customerRow.getByLabel('Pendiente de sincronizar')).toBeVisible();
    await shot('customer-pending');
    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await expect(row.getByLabel('Pendiente de sincronizar')).toBeVisible();

    await server.start();
    const back = Date.now();
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: RECONNECT_MS });
    await expect(indicator).toHaveAttribute('data-online', 'true');
    await expect(indicator).toContainText('En línea');
    test.info().annotations.push({ type: 'reconnect', description: `synced ${Date.now() - back} ms after the server started again` });
    expect(await api.sync.status()).toMatchObject({ online: true, pending: 0, rejected: 0 });
    await expect(numberCell(row)).toHaveText('1');
    await expect(row).toContainText(CUSTOMER);
    await expect(row.getByLabel('Pendiente de sincronizar')).toHaveCount(0);
    await shot('synced');
    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(customerRow).toHaveCount(1);
    await expect(customerRow.getByLabel('Pendiente de sincronizar')).toHaveCount(0);

    // Exactly one order on the server: the one taken offline, under its client-made id.
    const stored = await askServer<{ total: number; docs: ServerOrder[] }>(server, ADMIN, '/order?limit=50');
    expect(stored.total).toBe(1);
    expect(stored.docs).toHaveLength(1);
    const [only] = stored.docs;
    expect(only?._id).toBe(orderId);
    expect(only?.customer).toBe(customerId);
    expect(only?.state).toBe('PENDIENTE');
    expect(only?.cart.items.map((item) => ({ product: item.product, quantity: item.quantity }))).toEqual([{ product: productId, quantity: 3 }]);
    // The replica now holds the server's version, priced by the server.
    expect((await api.order.get({ id: orderId })).total).toBe(only?.total);
    // What the list showed while offline was that total already.
    expect(only?.total).toBe(queued.total);
  });
});
