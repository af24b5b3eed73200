/**
 * The customer ordering page (`/tienda/` of the standalone server, with the demo data): a customer
 * signs in with the code its email brings (the server's SMTP_URL points at a test SMTP server),
 * orders two products by the unit and one by weight (ones the demo data has in stock), and sends
 * the cart; a clerk sees the draft counted on the desktop's navigation and confirms it into an
 * order; the customer's page shows the order's new state, and its account what it owed before. On a phone (390×844) and on a laptop
 * (1366×768); the customer's screens are kept as artifacts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { signInCodeOf, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { ADMIN, expect, signIn, test, waitForSync } from './support/app.js';
import { askServer, scratchDir, startApp, startStandaloneServer, tellServer, type RunningApp, type StandaloneServer } from './support/processes.js';

// A name longer than a phone's header: the page gives it way, never the way out.
const CUSTOMER = { name: 'Almacén, Fiambrería y Despensa La Esquina de Temperley', phone: '+54 11 44445555', email: 'esquina@example.com' };
const ADDRESS = { label: 'Local', street: 'Av. Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };
const DELIVERY = 'Envío de la prueba';

/** Calls the server as the admin, for what the test sets up (a customer with an email, a delivery option). */
/** A call to the standalone server as its admin (tellServer), answering the document it made. */
const asAdmin = (server: StandaloneServer, method: string, path: string, body: unknown) => tellServer<{ _id: string }>(server, ADMIN, path, body, method);

/**
 * What a screen shows, from the top unless told (the page's header and tab bar stay put), kept with
 * the test's results in the order taken: the customer's page, or `other` (the clerk's).
 */
function keeper(page: Page, testInfo: TestInfo) {
  let count = 0;
  return async (name: string, { fromTop = true, other }: { fromTop?: boolean; other?: Page } = {}) => {
    count += 1;
    const target = other ?? page;
    const path = testInfo.outputPath(`${String(count).padStart(2, '0')}-${name}.png`);
    if (fromTop) await target.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  };
}

interface StockedProduct {
  name: string;
  catalog?: boolean;
  inventory?: { real: number; committed: number };
}

/**
 * Products the customer can order: the demo's six months of sales leave some without stock, so
 * the test asks the server which ones have some rather than naming them.
 */
async function inStock(server: StandaloneServer, unit: 'WEIGHT' | 'UNITY', count: number): Promise<string[]> {
  const page = await askServer<{ docs: StockedProduct[] }>(server, ADMIN, `/product/public?unit=${unit}&status=true&limit=200`);
  // Enough for the order: 500 g, or two units.
  const enough = unit === 'WEIGHT' ? 500 : 2;
  const names = page.docs.filter((p) => p.catalog !== false && (p.inventory?.real ?? 0) - (p.inventory?.committed ?? 0) >= enough).map((p) => p.name);
  if (names.length < count) throw new Error(`the demo data has fewer than ${count} ${unit} products in stock`);
  return names.slice(0, count);
}

async function addProduct(page: Page, name: string, moreSteps = 0): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(name);
  const card = page
    .getByTestId('store-product')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();
  await expect(card).toBeVisible();
  for (let i = 0; i < moreSteps; i += 1) await card.getByRole('button', { name: `Más: ${name}` }).click();
  await card.getByRole('button', { name: 'Agregar' }).click();
  await expect(card.getByText(/^En el carrito: /)).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`a customer orders from /tienda/ at ${viewport.width}×${viewport.height} and sees the shop confirm it`, async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    const scratch = scratchDir();
    let smtp: TestSmtp | undefined;
    let server: StandaloneServer | undefined;
    let app: RunningApp | undefined;
    try {
      smtp = await startTestSmtp();
      server = await startStandaloneServer(scratch.dir, ADMIN, { demo: true, env: { SMTP_URL: smtp.url, SMTP_FROM: 'tienda@example.com' } });
      const customer = await asAdmin(server, 'POST', '/customer', { ...CUSTOMER, address: ADDRESS });
      // The customer buys on credit: an account carrying what it owed before.
      await asAdmin(server, 'POST', '/account', { customer: customer._id, balance: 2500 });
      await asAdmin(server, 'POST', '/delivery', { name: DELIVERY, customerPrice: 1500, partnerPrice: 0, contributes: false });

      const phone = await (await browser.newContext({ viewport, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' })).newPage();
      const keep = keeper(phone, testInfo);
      await phone.goto(`${server.url}/tienda/`);
      await expect(phone.getByRole('heading', { name: 'Entrá con tu teléfono' })).toBeVisible();
      await keep('sign-in');
      await phone.getByLabel('Teléfono').fill(CUSTOMER.phone);
      await phone.getByRole('button', { name: 'Mandame el código' }).click();
      const code = signInCodeOf(await smtp.waitForMessage(CUSTOMER.email, 30_000));
      // A wrong code first: the page says so in Spanish and lets the customer try again.
      const firstBox = phone.getByLabel('Código').first();
      await firstBox.click();
      await phone.keyboard.type(code === '000000' ? '111111' : '000000');
      await expect(phone.getByRole('alert')).toHaveText('El código no es correcto o ya venció. Revisalo, o pedí uno nuevo.');
      await keep('wrong-code');
      await firstBox.click();
      await phone.keyboard.type(code);
      await expect(phone.getByText(CUSTOMER.name)).toBeVisible();
      const clipped = await phone.getByRole('button', { name: 'Salir' }).evaluate((button) => [button, ...button.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth));
      expect(clipped).toBe(false);

      const [jar, box] = await inStock(server, 'UNITY', 2);
      const [cheese] = await inStock(server, 'WEIGHT', 1);
      await addProduct(phone, jar!);
      await addProduct(phone, box!);
      // 100 g steps: four more make 500 g.
      await addProduct(phone, cheese!, 4);
      await keep('catalog');

      await phone.getByRole('button', { name: /Carrito/ }).click();
      await expect(phone.getByTestId('store-cart-line')).toHaveCount(3);
      const line = (name: string) => phone.getByTestId('store-cart-line').filter({ has: phone.getByText(name, { exact: true }) });
      await expect(line(cheese!).getByTestId('store-quantity')).toHaveText('500 g');
      // Two of the first, then the cart as the server priced it.
      await line(jar!)
        .getByRole('button', { name: `Más: ${jar!}` })
        .click();
      await expect(line(jar!).getByTestId('store-quantity')).toHaveText('2');
      await phone.getByRole('radio', { name: new RegExp(DELIVERY) }).check();
      await expect(phone.getByLabel('Calle y número')).toHaveValue(ADDRESS.street);
      await keep('cart');
      await phone.getByRole('button', { name: 'Enviar pedido' }).scrollIntoViewIfNeeded();
      await keep('checkout', { fromTop: false });
      await phone.getByRole('button', { name: 'Enviar pedido' }).click();
      await expect(phone.getByTestId('store-draft')).toHaveCount(1, { timeout: 30_000 });
      await expect(phone.getByTestId('store-draft').getByTestId('store-order-state')).toHaveText('Esperando confirmación');
      await keep('sent');
      // What the customer will pay, the trip included: the clerk's list says the same figure.
      const customerTotal = await phone.getByTestId('store-draft').getByTestId('store-amount').last().textContent();

      // The clerk, in the desktop app pointed at the same server.
      app = await startApp({ remoteUrl: server.url });
      await page.goto(app.openUrl);
      await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible({ timeout: 30_000 });
      await signIn(page, ADMIN.username, ADMIN.password);
      await waitForSync(page);
      const drafts = page.getByRole('link', { name: /Borradores/ });
      await expect(drafts.getByTestId('nav-badge-drafts')).toHaveText('1', { timeout: 30_000 });
      await drafts.click();
      await expect(page.getByTestId('drafts-table').getByText(CUSTOMER.name)).toBeVisible();
      await keep('clerk-drafts', { other: page });
      const row = page.getByTestId('drafts-table').getByRole('row').filter({ hasText: CUSTOMER.name });
      await expect(row).toContainText(customerTotal ?? '');
      // The long name is cut with "…" in its column, whole on hover; never cut mid-word.
      const name = row.getByText(CUSTOMER.name, { exact: true });
      await expect(name).toHaveAttribute('title', CUSTOMER.name);
      expect(await name.evaluate((el) => getComputedStyle(el).textOverflow === 'ellipsis' && getComputedStyle(el).display !== 'flex')).toBe(true);
      await row.getByRole('button', { name: 'Confirmar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('nav-badge-drafts')).toHaveCount(0, { timeout: 30_000 });
      // In the orders list, a plain-text cell, the same: "…" in its column, whole on hover.
      await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
      const inOrders = page.getByTestId('orders-table').getByText(CUSTOMER.name, { exact: true });
      await expect(inOrders).toHaveAttribute('title', CUSTOMER.name, { timeout: 30_000 });
      expect(await inOrders.evaluate((el) => getComputedStyle(el).textOverflow === 'ellipsis' && getComputedStyle(el).display !== 'flex')).toBe(true);

      // Back on the customer's page: the draft became an order the shop confirmed.
      await phone.getByRole('button', { name: /Pedidos/ }).click();
      await expect(phone.getByTestId('store-order').getByTestId('store-order-state')).toHaveText('Confirmado por el local', { timeout: 30_000 });
      await expect(phone.getByTestId('store-draft')).toHaveCount(0);
      await expect(phone.getByTestId('store-order')).toContainText(`${cheese!} × 500 g`);
      await expect(phone.getByTestId('store-order')).toContainText(`${jar!} × 2`);
      // Every amount on one line: "$ 1.234,56" never breaks after its sign beside a long product name.
      const amountLines = await phone
        .getByTestId('store-order')
        .getByTestId('store-amount')
        .evaluateAll((amounts) =>
          amounts.map((amount) => {
            const range = document.createRange();
            range.selectNodeContents(amount);
            return range.getClientRects().length;
          }),
        );
      expect(amountLines.length).toBeGreaterThan(0);
      expect(amountLines.every((lines) => lines === 1)).toBe(true);
      await keep('confirmed');
      await phone.getByRole('button', { name: /Cuenta/ }).click();
      await expect(phone.getByTestId('store-account-balance')).toHaveText('$ 2.500,00');
      await expect(phone.getByText('Saldo inicial')).toBeVisible();
      await keep('account');
      await phone.getByRole('button', { name: 'Salir' }).click();
      await expect(phone.getByRole('heading', { name: 'Entrá con tu teléfono' })).toBeVisible();
    } finally {
      await app?.stop();
      await server?.stop();
      await smtp?.stop();
      scratch.remove();
    }
  });
}
