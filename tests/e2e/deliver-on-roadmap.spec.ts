/**
 * Operations delivers the orders of a roadmap. Operations may not read customers' accounts, yet the
 * roadmap's sheet says whether each stop goes on the account (as the printed roadmap does), so the
 * deliver dialog knows: for a customer without one "Cobrado" starts at the total and a part left
 * unpaid is refused in the dialog, before the server would refuse it; for a customer on an account it
 * starts at 0 and says what stays owed. Found delivering Kiosco 24 with $ 5.000,50 collected: the
 * dialog said nothing, and the server refused the change afterwards. The sheet is read again when a
 * roadmap or the open order changes, not on every replica change (counted at the page's IPC calls).
 */
import { DEMO_PASSWORD, expect, setUp, signIn, test, topShot, waitForSync } from './support/app.js';
import { typeInto } from './support/forms.js';
import { ipcOf } from './support/navigation.js';
import { productId, shippedBy } from './support/orders.js';

test.use({ demoHistory: false, viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });

test('operations delivering a roadmap’s orders: the dialog knows which customers buy on an account', async ({ page, app, shot: rawShot }) => {
  test.setTimeout(180_000);
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const customers = (await api.customer.list({ limit: 50 })).docs;
  const [kiosk, shop] = ['Kiosco 24', 'Autoservicio Lucía'].map((name) => {
    const found = customers.find((c) => c.name === name);
    if (!found) throw new Error(`demo data lacks ${name}`);
    return found;
  }) as [(typeof customers)[number], (typeof customers)[number]];
  await api.account.create({ customer: shop._id });
  const driver = (await api.user.list({ isDriver: true, limit: 50 })).docs.find((u) => u.username === 'raul');
  if (!driver) throw new Error('demo data lacks raul');
  const { id: roadmap } = await api.roadmap.create({ driver: driver._id, date: today() });
  const milk = await productId(api, 'Leche entera 1 l');
  const orders: string[] = [];
  const shipping = await shippedBy(api);
  for (const customer of [kiosk, shop]) {
    const { id } = await api.order.create({
      customer: customer._id,
      cart: { items: [{ product: milk, quantity: 6 }] },
      delivery: { _id: shipping, phone: String(customer.phone), contactEmail: null, address: customer.address as never, charged: false },
      paymentMethod: 'EFECTIVO',
    });
    await api.order.confirm({ id: id ?? '', date: today() });
    await api.order.prepare({ id: id ?? '' });
    await api.order.roadmap({ id: id ?? '', roadmap: roadmap ?? '' });
    orders.push(id ?? '');
  }
  for (const id of orders) await expect.poll(async () => (await api.order.get({ id })).roadmap, { timeout: 30_000 }).toBe(roadmap);
  await api.sync.syncNow();

  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'oscar', DEMO_PASSWORD);
  await waitForSync(page);

  const open = async (customer: string) => {
    await page.getByRole('link', { name: 'Pedidos' }).click();
    await page.getByTestId('orders-table').getByRole('row').filter({ hasText: customer }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Preparado');
    await page.getByTestId('order-actions').getByRole('button', { name: 'Entregar', exact: true }).click();
    return page.getByRole('dialog');
  };

  // The sheet is read (roadmap.list, then the server's roadmap.byDriver) for the open order, and
  // again only when a roadmap or that order changes: a stock adjustment pulled meanwhile is no news
  // for the stop, and once asked the server for it again on every replica change.
  const sheetReads: string[] = [];
  page.on('request', (request) => {
    const call = /\/ipc\/call\/(roadmap\.(?:list|byDriver))$/.exec(new URL(request.url()).pathname);
    if (call) sheetReads.push(call[1]!);
  });
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await page.getByTestId('orders-table').getByRole('row').filter({ hasText: 'Kiosco 24' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Preparado');
  await expect.poll(() => sheetReads.filter((call) => call === 'roadmap.byDriver').length).toBe(1);
  const stock = page.getByTestId('item-stock');
  const stockBefore = (await stock.textContent()) ?? '';
  await api.product.adjustment({ id: milk, quantity: 1, reason: 'Conteo de cámara' });
  await api.sync.syncNow();
  // The adjustment reached the open order (its line's stock read again), and the sheet was not asked again.
  await expect(stock).not.toHaveText(stockBefore);
  await page.waitForTimeout(500);
  expect(sheetReads).toEqual(['roadmap.list', 'roadmap.byDriver']);

  // Kiosco 24 pays on delivery: all of it, or the dialog says why not.
  let deliver = await open('Kiosco 24');
  const total = (await page.getByTestId('totals-total').textContent()) ?? '';
  const collected = deliver.getByRole('textbox', { name: 'Cobrado' });
  await expect(collected).toHaveValue(total.replace(/^\$\s/, ''));
  await typeInto(collected, '5.000,50');
  await expect(deliver.getByText('Para dejar parte del pedido sin pagar, el cliente necesita una cuenta corriente: abrila primero.')).toBeVisible();
  await expect(deliver.getByRole('button', { name: 'Entregar', exact: true })).toBeDisabled();
  await shot('deliver-cash-customer-partial');
  await deliver.getByRole('button', { name: 'Cancelar' }).click();

  // Autoservicio Lucía buys on its account: nothing collected unless typed, the rest stays owed.
  deliver = await open('Autoservicio Lucía');
  await expect(deliver.getByRole('textbox', { name: 'Cobrado' })).toHaveValue('0,00');
  await typeInto(deliver.getByRole('textbox', { name: 'Cobrado' }), '1.000');
  await expect(deliver.getByText(/^Se cobran \$\s1\.000,00 en efectivo; \$\s[\d.]+,\d\d quedan en la cuenta corriente\.$/)).toBeVisible();
  await shot('deliver-account-customer-partial');
  const readsBeforeDelivery = sheetReads.length;
  await deliver.getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Entregado', { timeout: 30_000 });
  await expect(page.getByText('Listo: Entregar')).toBeVisible({ timeout: 15_000 });
  // The open order itself changed: its stop is read again.
  await expect.poll(() => sheetReads.slice(readsBeforeDelivery)).toContain('roadmap.byDriver');
});
