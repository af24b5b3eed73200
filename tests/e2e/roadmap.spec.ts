/**
 * Planning a driver's day on the demo data (drivers "Raúl Chofer" and "Diego Chofer"): two orders
 * shipped today and a buy picked up at its provider are put on Raúl's roadmap (an order its customer
 * picks up is listed but not offered), its stops show
 * each customer, address and amount to collect, and the printed roadmap — the page the browser host hands back, rendered to PDF by
 * Chromium and read back with pdftotext — lists the same stops, totals and driver. A delivery's
 * receipt (remito) prints from its stop on the 80 mm roll. The dashboards count the orders: the
 * admin's from the server's statistics, operations' from its replica.
 */
import { formatMoney } from '../../src-shared/format.js';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { Decimal } from '../../src-shared/money.js';
import { DEMO_PASSWORD, expect, setUp, signIn, test } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { shippedBy } from './support/orders.js';
import { asPrinted, onPaper, printed } from './support/printing.js';

// A worked example from an empty book: the demo catalog without its six months of history.
test.use({ demoHistory: false });

interface Placed {
  id: string;
  customer: string;
  street: string;
  city: string;
  total: number;
}

/** Today as the app's users see it (the suite runs in Buenos Aires time). */
const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });

/** `option`: the delivery option the order names; none is a pick-up by the customer, which goes on no roadmap. */
async function placeConfirmedOrder(api: IpcClient, customerName: string, productName: string, quantity: number, option?: string): Promise<string> {
  const customer = (await api.customer.search({ text: customerName, limit: 5 })).find((c) => c.name === customerName);
  const product = (await api.product.search({ text: productName, limit: 50 })).find((p) => p.name === productName);
  if (!customer || !product) throw new Error(`demo data lacks ${customerName} or ${productName}`);
  const address = customer.address as { label: string; street: string; city: string; province: string };
  const { id } = await api.order.create({
    customer: customer._id,
    cart: { items: [{ product: product._id, quantity }] },
    delivery: { ...(option ? { _id: option } : {}), phone: String(customer.phone), contactEmail: null, address, charged: false },
    paymentMethod: 'EFECTIVO',
  });
  if (!id) throw new Error('the order got no id');
  await api.order.confirm({ id, date: today() });
  return id;
}

/** A buy picked up at its provider (a withdrawal option), approved; answers its provider's name. */
async function placePickUp(api: IpcClient, productName: string): Promise<{ id: string; provider: string }> {
  const product = (await api.product.search({ text: productName, limit: 50 })).find((p) => p.name === productName);
  const withdrawal = (await api.withdrawal.list({})).docs[0];
  if (!product || !withdrawal) throw new Error(`demo data lacks ${productName} or a withdrawal option`);
  const providerId = String(product.provider);
  const { id } = await api.buy.create({
    provider: providerId,
    cart: { items: [{ product: product._id, quantity: 24 }] },
    withdrawal: { _id: withdrawal._id, date: today(), charged: true },
  });
  if (!id) throw new Error('the buy got no id');
  await api.buy.approve({ id });
  await expect.poll(async () => (await api.buy.get({ id })).state, { timeout: 30_000 }).toBe('APROBADA');
  return { id, provider: String((await api.provider.get({ id: providerId })).name) };
}

/** The order once the server has numbered, priced and confirmed it. */
async function synced(api: IpcClient, id: string): Promise<Placed> {
  // The desk shows the confirmation at once (its planner); the number comes with the server's copy.
  await expect
    .poll(
      async () => {
        const order = await api.order.get({ id });
        return [order.state, typeof order.number];
      },
      { timeout: 30_000 },
    )
    .toEqual(['CONFIRMADO', 'number']);
  const order = await api.order.get({ id });
  const address = (order.delivery as { address: { street: string; city: string } }).address;
  return { id, customer: String(order.customerName), street: address.street, city: address.city, total: Number(order.total) };
}

test('orders assigned to a driver roadmap are its stops, and the printed roadmap lists them', async ({ page, app, shot }, testInfo) => {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const shipping = await shippedBy(api);
  const first = await placeConfirmedOrder(api, 'Almacén Don Pepe', 'Leche entera 1 l', 6, shipping);
  const second = await placeConfirmedOrder(api, 'Carnicería El Tano', 'Leche entera 1 l', 12, shipping);
  const orders = [await synced(api, first), await synced(api, second)];
  // Due today too, but the customer picks it up: listed, not offered.
  const counter = await synced(api, await placeConfirmedOrder(api, 'Kiosco 24', 'Leche entera 1 l', 2));
  const pickUp = await placePickUp(api, 'Manteca 200 g');

  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  await expect(page.getByText('Elegí un chofer y una fecha', { exact: true })).toBeVisible();
  await shot('roadmaps-pick');
  await page.getByRole('combobox', { name: 'Chofer' }).click();
  await page.getByRole('option', { name: 'Raúl Chofer' }).click();
  await expect(page.getByText(/Raúl Chofer no tiene hoja de ruta/)).toBeVisible();
  await page.getByLabel('Notas para el chofer').fill('Salir 8:30, cargar frío primero');
  await page.getByRole('button', { name: 'Crear hoja de ruta' }).click();
  await expect(page.getByRole('heading', { name: 'Hoja de ruta N.º 1' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('La hoja de ruta no tiene paradas')).toBeVisible();

  // A second roadmap for the same driver and day, queued as any write is, is refused by the server;
  // the rejected-changes inbox says why in Spanish, from the error's key (roadmap.driverBusy).
  const [roadmap] = (await api.roadmap.list({})).docs;
  await api.roadmap.create({ driver: String(roadmap?.driver), date: String(roadmap?.date) });
  await page.getByRole('button', { name: '1 rechazado' }).click({ timeout: 60_000 });
  const inbox = page.getByRole('dialog', { name: 'Cambios rechazados por el servidor' });
  await expect(inbox).toContainText(/Raúl Chofer ya tiene la hoja de ruta N\.º 1 el /);
  await expect(inbox).not.toContainText('already has roadmap');
  await shot('roadmap-refused-in-spanish');
  await inbox.getByRole('button', { name: 'Entendido' }).click();
  await expect(inbox).toContainText('No hay cambios rechazados');
  await page.keyboard.press('Escape');
  await expect(inbox).toBeHidden();

  // The orders due today are offered; both go on the roadmap. The one its customer picks up says so and cannot be picked.
  const due = page.getByTestId('due-orders');
  const counterRow = due.getByRole('row').filter({ hasText: counter.customer });
  await expect(counterRow).toContainText('Retira el cliente');
  await expect(counterRow.getByRole('checkbox')).toBeDisabled();
  await counterRow.click();
  await counterRow.getByText('Retira el cliente').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Sin envío: el cliente lo retira, así que no va en ninguna hoja de ruta.');
  await shot('roadmap-pick-up-not-offered');
  for (const order of orders) await due.getByRole('row').filter({ hasText: order.customer }).click();
  await page.getByRole('button', { name: 'Asignar pedidos (2)' }).click();

  const stops = page.getByTestId('roadmap-stop');
  await expect(stops).toHaveCount(2, { timeout: 30_000 });
  for (const order of orders) {
    const stop = stops.filter({ hasText: order.customer });
    await expect(stop).toContainText(order.street);
    await expect(stop).toContainText(formatMoney(order.total));
    await expect(stop).toContainText('Efectivo');
  }
  const total = Decimal.sum(orders.map((o) => o.total)).toNumber();
  await expect(page.getByTestId('roadmap-totals')).toContainText(`Total a cobrar: ${formatMoney(total)}`);
  await expect(due.getByText('En esta hoja')).toHaveCount(2);

  // The approved buy with a withdrawal is a pick-up: it goes on after the deliveries and collects nothing.
  await page.getByRole('checkbox', { name: 'Elegir la compra 1' }).check();
  await page.getByRole('button', { name: 'Asignar retiros (1)' }).click();
  await expect(stops).toHaveCount(3, { timeout: 30_000 });
  const pickUpStop = stops.nth(2);
  await expect(pickUpStop).toContainText('Retiro N.º 1');
  await expect(pickUpStop).toContainText(pickUp.provider);
  await expect(pickUpStop).toContainText('$ 0,00');
  await expect(page.getByText('Paradas: 3 · Entregas: 2 · Retiros: 1')).toBeVisible();
  await expect(page.getByTestId('roadmap-totals')).toContainText(`Total a cobrar: ${formatMoney(total)}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('roadmap-with-stops');

  // The roadmap, printed on A4 (the paper set for roadmaps) and read back from the PDF.
  const sheet = await printed(page, () => page.getByRole('button', { name: 'Imprimir hoja de ruta', exact: true }).click());
  expect(sheet.title).toBe('Hoja de ruta N.º 1');
  const text = await onPaper(page, testInfo, 'hoja-de-ruta-1', sheet.html);
  expect(text).toContain('Hoja de ruta N.º 1');
  expect(text).toContain('Raúl Chofer');
  expect(text).toContain('Salir 8:30, cargar frío primero');
  for (const order of orders) {
    expect(text).toContain(order.customer);
    expect(text).toContain(order.street);
    expect(text).toContain(order.city);
    expect(text).toContain(asPrinted(formatMoney(order.total)));
  }
  expect(text).toMatch(new RegExp(`Total a cobrar\\s+${asPrinted(formatMoney(total)).replace(/[$.]/g, '\\$&')}`));
  expect(text).toContain(`Retiro – compra N.º 1 – ${pickUp.provider}`);
  expect(text).toContain('Paradas: 3');
  expect(text).toContain('Firma del chofer');

  // A delivery's receipt, on the 80 mm roll.
  const stop = stops.filter({ hasText: orders[0]!.customer });
  await stop.getByRole('button', { name: 'Más opciones: Remito' }).click();
  await shot('receipt-paper-choice');
  const receipt = await printed(page, () => page.getByRole('menuitem', { name: 'Imprimir en rollo de 80 mm' }).click());
  expect(receipt.html).toContain('80mm');
  expect(receipt.html).toContain(orders[0]!.customer);

  // The admin's dashboard counts the three confirmed orders, the one picked up too (statistics.main).
  await page.getByRole('link', { name: 'Tablero' }).click();
  await expect(page.getByTestId('orders-by-state')).toContainText('Confirmados: 3');
  await shot('dashboard-admin');

  // Operations may not read statistics: its dashboard counts its replica — the same three orders to
  // prepare and today's roadmap.
  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'oscar', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Para preparar' })).toContainText('3', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Hojas de ruta de hoy' })).toContainText('1');
  await expect(page.getByTestId('orders-by-state')).toContainText('Confirmados: 3');
  await shot('dashboard-operations');

  // Operations removes the roadmap: its orders and pick-up are left without one.
  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  await page.getByRole('combobox', { name: 'Chofer' }).click();
  await page.getByRole('option', { name: 'Raúl Chofer' }).click();
  await expect(stops).toHaveCount(3);
  await page.getByRole('button', { name: 'Eliminar hoja de ruta' }).click();
  await page.getByRole('dialog', { name: '¿Eliminar la hoja de ruta?' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/Raúl Chofer no tiene hoja de ruta/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Todas las hojas de ruta' })).toBeHidden();
  await expect.poll(async () => (await api.order.get({ id: first })).roadmap, { timeout: 30_000 }).toBeNull();
  await expect.poll(async () => (await api.buy.get({ id: pickUp.id })).roadmap, { timeout: 30_000 }).toBeNull();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('roadmap-removed');
});
