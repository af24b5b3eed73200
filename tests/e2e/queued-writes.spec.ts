/**
 * Every write a clerk makes from the screens is saved on this PC and queued for the server; its
 * toast says it is done only once the server took it. With the server down, a new customer, a buy
 * and a payment to a provider each say they are saved here and on their way, and all three reach
 * the server once it is back. A buy for a provider the server disabled a moment ago (the desk has
 * not pulled that yet) is refused: the toast says so, with the server's reason and where it stays.
 * A buy saved offline and refused once the link is back, long after its toast said "on its way",
 * is told in a toast of its own, with the reason and a door to the inbox. The refused buy's screen
 * says it was not created and why, and loads it again as a new buy holding what was typed.
 */
import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/app.js';
import { addProduct, newBuy } from './support/buys.js';
import { newCustomer } from './support/customers.js';
import { askServer, tellServer } from './support/processes.js';
import { remoteDeskWithProduct, withRemoteDesk } from './support/remote-desk.js';

test.use({ viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

const PROVIDER = 'Distribuidora Sur';
const PRODUCT = 'Fideos Moñito 500 g';
const WAITING = 'guardado en esta PC y en camino al servidor. Si el servidor no lo acepta, lo vas a ver en «Cambios rechazados por el servidor».';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** A buy of 12 of the product from the provider, filled in and not saved yet. */
async function fillBuy(page: Page): Promise<void> {
  await newBuy(page, PROVIDER, 'Distri');
  await addProduct(page, PRODUCT);
  await page
    .getByRole('row', { name: new RegExp(`^1 ${PRODUCT} `) })
    .getByRole('textbox')
    .first()
    .fill('12');
}

/** A payment of $ 1.000 to the provider, from Caja. */
async function payProvider(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('menuitem', { name: 'Con un proveedor (pago o reintegro)' }).click();
  const payment = page.getByRole('dialog', { name: 'Movimiento con un proveedor' });
  await payment.getByRole('combobox', { name: 'Proveedor', exact: true }).click();
  await page.getByRole('option', { name: PROVIDER, exact: true }).click();
  await payment.getByRole('textbox', { name: 'Importe' }).fill('1000');
  await payment.getByRole('button', { name: /Registrar/ }).click();
  await expect(payment).toBeHidden();
}

test('a customer, a buy and a payment made offline say they are on their way and reach the server; a refused buy says why', async ({ page, shot }) => {
  test.setTimeout(240_000);
  await withRemoteDesk(async ({ server, app }) => {
    const indicator = page.getByTestId('sync-indicator');
    const { api } = await remoteDeskWithProduct(page, app, ADMIN, PRODUCT);
    const provider = (await api.provider.list({ limit: 10 })).docs.find((p) => p.name === PROVIDER);
    if (!provider) throw new Error(`the desk lacks ${PROVIDER}`);
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 30_000 });

    // Online, the server takes it within the toast's wait: the form's own words, nothing left to send.
    await newCustomer(page, 'Almacén Don Tito');
    await expect(toast(page, 'Cliente guardado')).toBeVisible({ timeout: 10_000 });
    expect(await indicator.getAttribute('data-pending')).toBe('0');

    await server.stop();
    await newCustomer(page, 'Kiosco El Puente', '+54 11 40001234');
    await expect(toast(page, `Crear cliente: ${WAITING}`)).toBeVisible({ timeout: 10_000 });
    await fillBuy(page);
    await page.keyboard.press('Control+S');
    await expect(toast(page, `Crear compra: ${WAITING}`)).toBeVisible({ timeout: 10_000 });
    await payProvider(page);
    await expect(toast(page, `Registrar movimiento: ${WAITING}`)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Compra creada')).toHaveCount(0);
    await expect(page.getByText('Movimiento registrado.')).toHaveCount(0);
    await expect(indicator).toHaveAttribute('data-pending', '3');
    await shot('offline-writes-waiting');

    // The link returns: the three reach the server.
    await server.start();
    await indicator.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
    const customers = await askServer<{ docs: Array<{ name: string }> }>(server, ADMIN, '/customer?limit=50');
    expect(customers.docs.map((c) => c.name).sort()).toEqual(['Almacén Don Tito', 'Kiosco El Puente']);
    const buys = await askServer<{ docs: Array<{ provider: string; cart: { items: Array<{ quantity: number }> } }> }>(server, ADMIN, '/buy');
    expect(buys.docs.map((b) => [b.provider, b.cart.items.map((i) => i.quantity)])).toEqual([[provider._id, [12]]]);
    const entries = await askServer<{ docs: Array<{ provider?: string; amount: number }> }>(server, ADMIN, '/cashflow');
    expect(entries.docs.map((e) => [e.provider, Math.abs(e.amount)])).toEqual([[provider._id, 1000]]);

    // The server disables the provider; the desk has not pulled that yet, so it queues a buy the server refuses.
    await fillBuy(page);
    await tellServer(server, ADMIN, `/provider/${provider._id}`, {}, 'PUT');
    await page.keyboard.press('Control+S');
    const refused = toast(page, 'El servidor no aceptó: Crear compra');
    await expect(refused).toBeVisible({ timeout: 10_000 });
    await expect(refused).toContainText(`El proveedor «${PROVIDER}» está deshabilitado.`);
    await expect(refused).toContainText('Queda en «Cambios rechazados por el servidor»');
    await expect(page.getByRole('button', { name: '1 rechazado' })).toBeVisible();
    await expect(refused).toBeInViewport({ ratio: 1 });
    await shot('refused-buy-toast');

    // The buy's screen the clerk is on says it was not created and why, not that it is not found.
    const notCreated = page.getByTestId('refused-creation');
    await expect(notCreated).toContainText('Esta compra no se creó');
    await expect(notCreated).toContainText(`El proveedor «${PROVIDER}» está deshabilitado.`);
    await expect(page.getByText('No encontramos esa compra')).toHaveCount(0);
    await shot('refused-buy-screen');
    // Loaded again, a new buy holds what was typed: the provider and the 12 units.
    await notCreated.getByRole('button', { name: 'Cargar de nuevo' }).click();
    await expect(page.getByRole('heading', { name: 'Nueva compra' })).toBeVisible();
    await expect(page.getByTestId('provider-select')).toHaveValue(PROVIDER);
    await expect(
      page
        .getByRole('row', { name: new RegExp(`^1 ${PRODUCT} `) })
        .getByRole('textbox')
        .first(),
    ).toHaveValue('12');
    await shot('refused-buy-loaded-again');
  });
});

test('a buy saved offline and refused when the link is back is told in a toast, with its reason and a door to the inbox', async ({ page, shot }) => {
  test.setTimeout(180_000);
  await withRemoteDesk(async ({ server, app }) => {
    const indicator = page.getByTestId('sync-indicator');
    const { api } = await remoteDeskWithProduct(page, app, ADMIN, PRODUCT);
    const provider = (await api.provider.list({ limit: 10 })).docs.find((p) => p.name === PROVIDER);
    if (!provider) throw new Error(`the desk lacks ${PROVIDER}`);
    const other = await api.provider.create({ name: 'Lácteos del Oeste' });
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 30_000 });

    await server.stop();
    // Offline, a provider disabled by mistake can be taken back as online: its toast offers the undo.
    await page.getByRole('link', { name: 'Proveedores' }).click();
    await page
      .getByTestId('provider-table')
      .getByRole('row', { name: /Lácteos del Oeste/ })
      .click();
    await page.getByRole('button', { name: 'Deshabilitar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    const disabled = toast(page, `Deshabilitar proveedor: ${WAITING}`);
    await expect(disabled).toBeVisible({ timeout: 10_000 });
    await shot('offline-disable-undo');
    await disabled.getByRole('button', { name: 'Deshacer' }).click();
    await expect(disabled).toBeHidden();
    await expect(page.getByTestId('provider-table').getByRole('row', { name: /Lácteos del Oeste/ })).toBeVisible();

    await fillBuy(page);
    await page.keyboard.press('Control+S');
    await expect(toast(page, `Crear compra: ${WAITING}`)).toBeVisible({ timeout: 10_000 });
    await expect(indicator).toHaveAttribute('data-pending', '3');

    // Back, the server has disabled the provider meanwhile: the buy waiting here is refused.
    await server.start();
    await tellServer(server, ADMIN, `/provider/${provider._id}`, {}, 'PUT');
    await indicator.getByRole('button', { name: 'Sincronizar ahora' }).click();
    const late = toast(page, 'El servidor rechazó un cambio guardado en esta PC');
    await expect(late).toBeVisible({ timeout: 60_000 });
    await expect(late).toContainText('Creó la compra');
    await expect(late).toContainText(`El proveedor «${PROVIDER}» está deshabilitado.`);
    await expect(late).toBeInViewport({ ratio: 1 });
    await shot('late-refusal-toast');
    // The buy's screen, read while the buy waited here, now says it was not created, not the buy as it was.
    await expect(page.getByTestId('refused-creation')).toContainText('Esta compra no se creó');
    await expect(page.getByRole('heading', { name: 'Compra sin número todavía' })).toHaveCount(0);
    // Told once: another sync says nothing new.
    await indicator.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'El servidor rechazó' })).toHaveCount(1);

    await late.getByRole('button', { name: 'Ver cambios rechazados' }).click();
    await expect(late).toBeHidden();
    const inbox = page.getByRole('dialog', { name: 'Cambios rechazados por el servidor' });
    await expect(inbox).toContainText(`El proveedor «${PROVIDER}» está deshabilitado.`);
    // The provider disabled and taken back offline reached the server in that order: enabled.
    const back = await askServer<{ status: boolean }>(server, ADMIN, `/provider/${other.id ?? ''}`);
    expect(back.status).toBe(true);
  });
});

test('an order for a customer the server disabled a moment ago says on its screen it was not created, and loads again with what was typed', async ({ page, shot }) => {
  test.setTimeout(180_000);
  await withRemoteDesk(async ({ server, app }) => {
    const indicator = page.getByTestId('sync-indicator');
    await remoteDeskWithProduct(page, app, ADMIN, PRODUCT);
    await newCustomer(page, 'Almacén Don Tito');
    await expect(toast(page, 'Cliente guardado')).toBeVisible({ timeout: 10_000 });
    await expect(indicator).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
    const customers = await askServer<{ docs: Array<{ _id: string; name: string }> }>(server, ADMIN, '/customer?limit=50');
    const customer = customers.docs.find((c) => c.name === 'Almacén Don Tito');
    if (!customer) throw new Error('the server lacks the customer');

    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await page.getByRole('button', { name: 'Nuevo pedido' }).first().click();
    await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
    await page.getByLabel('Buscar cliente').fill('Don Tito');
    await page.getByRole('option', { name: /Almacén Don Tito/ }).click();
    await expect(page.getByTestId('order-customer')).toContainText('Almacén Don Tito');
    await page.getByPlaceholder(/Buscar producto/).fill('Moñito');
    await expect(page.getByRole('option', { name: new RegExp(`^${PRODUCT}`) })).toBeVisible();
    await page.keyboard.press('Enter');
    const quantity = () => page.getByRole('row').filter({ hasText: PRODUCT }).getByTestId('item-quantity');
    await quantity().fill('12');
    await quantity().blur();
    // The server disables the customer; the desk has not pulled that yet, so it queues an order the server refuses.
    await tellServer(server, ADMIN, `/customer/${customer._id}`, {}, 'PUT');
    await page.keyboard.press('Control+s');
    await expect(toast(page, 'El servidor no aceptó')).toBeVisible({ timeout: 10_000 });

    const notCreated = page.getByTestId('refused-creation');
    await expect(notCreated).toContainText('Este pedido no se creó');
    await expect(notCreated).toContainText('El cliente «Almacén Don Tito» está deshabilitado.');
    await expect(page.getByText('No encontramos ese pedido')).toHaveCount(0);
    await shot('refused-order-screen');
    await notCreated.getByRole('button', { name: 'Cargar de nuevo' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo pedido' })).toBeVisible();
    await expect(page.getByTestId('order-customer')).toContainText('Almacén Don Tito');
    await expect(quantity()).toHaveValue('12');
    await shot('refused-order-loaded-again');
  });
});
