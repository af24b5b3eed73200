/**
 * The customer page's toasts cover nothing the customer needs (`/tienda/` of the standalone
 * server): "Agregaste …" once stood top-centre over the shop's name in the header, then just above
 * the tab bar, over a strip of the products for its 1.5 s. On a phone (390×844) the bottom bar now
 * grows to hold it above the tabs: it stands within the bar, over no product, and the products end
 * above the grown bar; the bar is back to the tab bar's height when the toast is gone. On a laptop
 * (1366×768) it stands in the margin beside the content column, clear of the header, the tab bar
 * and every product. The screens with the toast up are kept.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signInCodeOf } from '../support/smtp.js';
import { ADMIN, expect, test } from './support/app.js';
import { tellServer, type StandaloneServer } from './support/processes.js';
import { withShopServer } from './support/shop-server.js';

const CUSTOMER = { name: 'Almacén, Fiambrería y Despensa La Esquina de Temperley', phone: '+54 11 45556666', email: 'avisos@example.com' };
const ADDRESS = { label: 'Local', street: 'Av. Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };
const PRODUCTS = ['Queso cremoso', 'Dulce de leche 400 g'];
/** Enough more that the list reaches the bottom bar on a phone, where a toast could stand on it. */
const SHELF = ['Aceite de girasol 900 ml', 'Arroz largo fino 1 kg', 'Azúcar 1 kg', 'Fideos tirabuzón 500 g', 'Harina 000 1 kg', 'Yerba mate 1 kg'];

/** Calls the server as the admin, for what the test sets up. */
/** A call to the standalone server as its admin (tellServer), answering the document it made. */
const asAdmin = (server: StandaloneServer, method: string, path: string, body: unknown) => tellServer<{ _id: string }>(server, ADMIN, path, body, method);

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the screen');
  return box;
};
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Adds `name` from the catalog and answers the toast it raises, held up by the pointer (a toast under the pointer waits). */
async function addAndCatchToast(page: Page, name: string): Promise<Locator> {
  const card = page.getByTestId('store-product').filter({ has: page.getByText(name, { exact: true }) });
  await card.getByRole('button', { name: 'Agregar' }).click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: `Agregaste ${name}` });
  await expect(toast).toBeVisible();
  await toast.hover();
  return toast;
}

async function keep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a toast on the customer page covers neither the shop’s name nor the tab bar, nor a product on a laptop', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  await withShopServer(async ({ server, smtp }) => {
    await asAdmin(server, 'POST', '/customer', { ...CUSTOMER, address: ADDRESS });
    const provider = await asAdmin(server, 'POST', '/provider', { name: 'Lácteos del Sur' });
    const margins = [
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.3 },
    ];
    for (const name of [...PRODUCTS, ...SHELF]) {
      const product = await asAdmin(server, 'POST', '/product', { name, provider: provider._id, unit: 'UNITY', taxBase: 1000, taxes: [], margins, contributions: 10, wholesalerContributions: 5 });
      await asAdmin(server, 'PUT', `/product/${product._id}/adjustment`, { quantity: 50, reason: 'Ingreso' });
    }

    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' })).newPage();
    await page.goto(`${server.url}/tienda/`);
    await page.getByLabel('Teléfono').fill(CUSTOMER.phone);
    await page.getByRole('button', { name: 'Mandame el código' }).click();
    const code = signInCodeOf(await smtp.waitForMessage(CUSTOMER.email, 30_000));
    await page.getByLabel('Código').first().click();
    await page.keyboard.type(code);
    const shopName = page.getByRole('banner').getByText(CUSTOMER.name);
    const tabBar = page.getByRole('navigation', { name: 'Tienda' });
    await expect(shopName).toBeVisible();

    // A phone: within the bottom bar, above the tabs, over no product in view.
    const bar = page.getByRole('contentinfo');
    const barAlone = await boxOf(bar);
    let toast = await addAndCatchToast(page, PRODUCTS[0]!);
    await keep(page, testInfo, 'toast-390x844');
    let box = await boxOf(toast);
    expect(overlaps(box, await boxOf(page.getByRole('banner')))).toBe(false);
    expect(overlaps(box, await boxOf(tabBar))).toBe(false);
    const grown = await boxOf(bar);
    expect(box.y).toBeGreaterThanOrEqual(grown.y);
    expect(box.y + box.height).toBeLessThanOrEqual((await boxOf(tabBar)).y);
    const cards = page.getByTestId('store-product');
    for (const card of await cards.all()) {
      const shown = await boxOf(card);
      // A card is in view where it rises above the bar; no toast stands on that part.
      const inView = { ...shown, height: Math.min(shown.y + shown.height, grown.y) - shown.y };
      if (inView.height > 0) expect(overlaps(box, inView)).toBe(false);
    }
    // The page ends above the grown bar: the last product can still be scrolled into view and tapped.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await boxOf(cards.last());
    expect(last.y + last.height).toBeLessThanOrEqual((await boxOf(bar)).y);
    await page.mouse.move(0, 400);
    await expect(toast).toBeHidden();
    await expect.poll(async () => (await boxOf(bar)).height).toBe(barAlone.height);

    // A laptop: beside the content column, over none of it.
    await page.setViewportSize({ width: 1366, height: 768 });
    toast = await addAndCatchToast(page, PRODUCTS[1]!);
    await keep(page, testInfo, 'toast-1366x768');
    box = await boxOf(toast);
    expect(overlaps(box, await boxOf(page.getByRole('banner')))).toBe(false);
    expect(overlaps(box, await boxOf(tabBar))).toBe(false);
    expect(overlaps(box, await boxOf(page.getByRole('main').locator('.mantine-Container-root').first()))).toBe(false);
  });
});
