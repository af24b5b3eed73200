/**
 * An order its customer picks up (no delivery option) goes on no roadmap, but one already on a
 * roadmap from before that was refused (support/legacy-pick-up.ts) is still a stop.
 * The roadmap screen and its printed sheet (rendered to PDF, read back with pdftotext, its first
 * page kept as PNG) mark that stop "Retira el cliente: sacalo de la hoja", so operations takes it
 * off; the shipped stop beside it is not marked. The driver collects nothing there: "Total a cobrar"
 * is the shipped stop's alone, on the screen as on paper.
 */
import { formatMoney } from '../../src-shared/format.js';
import { expect, setUp, test } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { productId, shippedBy } from './support/orders.js';
import { dropDeliveryOption } from './support/legacy-pick-up.js';
import { asPrinted, onPaper, printed } from './support/printing.js';

test.use({ demoHistory: false });

const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });
const MARK = 'Retira el cliente: sacalo de la hoja';

test('a stop whose customer now picks the order up is marked on the roadmap and its printed sheet', async ({ page, app, shot }, testInfo) => {
  test.setTimeout(180_000);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const customers = (await api.customer.list({ limit: 50 })).docs;
  const [kiosk, butcher] = ['Kiosco 24', 'Carnicería El Tano'].map((name) => {
    const found = customers.find((c) => c.name === name);
    if (!found) throw new Error(`demo data lacks ${name}`);
    return found;
  }) as [(typeof customers)[number], (typeof customers)[number]];
  const driver = (await api.user.list({ isDriver: true, limit: 50 })).docs.find((u) => u.username === 'raul');
  if (!driver) throw new Error('demo data lacks raul');
  const { id: roadmap } = await api.roadmap.create({ driver: driver._id, date: today() });
  const milk = await productId(api, 'Leche entera 1 l');
  const shipping = await shippedBy(api);
  const placed: Record<string, string> = {};
  for (const customer of [kiosk, butcher]) {
    const delivery = { phone: String(customer.phone), contactEmail: null, address: customer.address as never, charged: false };
    const { id } = await api.order.create({ customer: customer._id, cart: { items: [{ product: milk, quantity: 6 }] }, delivery: { _id: shipping, ...delivery }, paymentMethod: 'EFECTIVO' });
    await api.order.confirm({ id: id ?? '', date: today() });
    await api.order.roadmap({ id: id ?? '', roadmap: roadmap ?? '' });
    placed[customer.name] = id ?? '';
  }
  // The kiosk's customer now comes for it: its delivery option is dropped, the order stays on the roadmap.
  const kioskOrder = placed[kiosk.name]!;
  await api.sync.syncNow();
  await expect.poll(() => dropDeliveryOption(app.dataDir, kioskOrder, roadmap ?? ''), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(
      async () => {
        // Written beside the server, not through it: no change is announced, so the desk is asked to pull.
        await api.sync.syncNow();
        const order = await api.order.get({ id: kioskOrder });
        return [order.roadmap, (order.delivery as { _id?: string | null })._id ?? null, typeof order.number];
      },
      { timeout: 30_000 },
    )
    .toEqual([roadmap, null, 'number']);
  await api.sync.syncNow();

  await page.getByRole('link', { name: 'Hojas de ruta' }).click();
  await page.getByRole('combobox', { name: 'Chofer' }).click();
  await page.getByRole('option', { name: 'Raúl Chofer' }).click();
  const stops = page.getByTestId('roadmap-stop');
  await expect(stops).toHaveCount(2, { timeout: 30_000 });
  await expect(stops.filter({ hasText: kiosk.name })).toContainText(MARK);
  await expect(stops.filter({ hasText: butcher.name })).not.toContainText(MARK);
  await expect(page.getByTestId('stop-customer-picks-up')).toHaveCount(1);
  const shippedTotal = (await api.order.get({ id: placed[butcher.name]! })).total as number;
  await expect(stops.filter({ hasText: kiosk.name })).toContainText('$ 0,00');
  await expect(page.getByTestId('roadmap-totals')).toContainText(`Total a cobrar: ${formatMoney(shippedTotal)}`);
  await page.getByTestId('roadmap-stops').scrollIntoViewIfNeeded();
  await shot('roadmap-stop-customer-picks-up');

  const sheet = await printed(page, () => page.getByRole('button', { name: 'Imprimir hoja de ruta', exact: true }).click());
  const text = await onPaper(page, testInfo, 'hoja-de-ruta-retira-el-cliente', sheet.html);
  // The mark sits in the kiosk's stop, between its heading and the next stop's; the butcher's carries none.
  const kioskAt = text.indexOf(kiosk.name);
  const butcherAt = text.indexOf(butcher.name);
  expect(kioskAt).toBeGreaterThan(-1);
  expect(butcherAt).toBeGreaterThan(-1);
  expect(text.split(MARK)).toHaveLength(2);
  const markAt = text.indexOf(MARK);
  const kioskFirst = kioskAt < butcherAt;
  expect(markAt).toBeGreaterThan(kioskAt);
  if (kioskFirst) expect(markAt).toBeLessThan(butcherAt);
  expect(text).toMatch(new RegExp(`Total a cobrar\\s+${asPrinted(formatMoney(shippedTotal)).replace(/[$.]/g, '\\$&')}`));
});
