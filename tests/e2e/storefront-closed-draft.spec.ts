/**
 * A draft the shop calls off stays on the customer's page saying so (domain §5: a draft ends
 * CLOSED): the customer signed in on `/tienda/` sees its draft waiting, the shop removes it, and
 * the page — asked again every few seconds — shows "Anulado por el local" and "Tu pedido del … fue
 * anulado por el local." instead of losing the order without a word. A draft the customer removes
 * itself is gone. On a phone (390×844); the screens are kept as artifacts.
 */
import { signInCodeOf } from '../support/smtp.js';
import { ADMIN, expect, test } from './support/app.js';
import type { StandaloneServer } from './support/processes.js';
import { withShopServer } from './support/shop-server.js';

const CUSTOMER = { name: 'Kiosco La Anulada', phone: '+54 11 46667777', email: 'anulada@example.com' };
const ADDRESS = { label: 'Local', street: 'Av. Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };

/** Calls the server with `token` (the admin's unless told), for what the test sets up and what the shop does. */
async function ask<T = { _id: string }>(server: StandaloneServer, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  let bearer = token;
  if (!bearer) {
    const signin = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    bearer = ((await signin.json()) as { token: string }).token;
  }
  const headers: Record<string, string> = { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const answer = await fetch(`${server.url}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

test('a draft the shop removes stays on the customer’s page as called off by the shop', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  await withShopServer(async ({ server, smtp }) => {
    const customer = await ask(server, 'POST', '/customer', { ...CUSTOMER, address: ADDRESS });
    const provider = await ask(server, 'POST', '/provider', { name: 'Lácteos del Sur' });
    const margins = [
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.3 },
    ];
    const product = await ask(server, 'POST', '/product', {
      name: 'Queso cremoso',
      provider: provider._id,
      unit: 'UNITY',
      taxBase: 1000,
      taxes: [],
      margins,
      contributions: 10,
      wholesalerContributions: 5,
    });
    const draftOf = () => ask(server!, 'POST', '/order/draft', { customer: customer._id, cart: { items: [{ product: product._id, quantity: 2 }] } });
    const removed = await draftOf();

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' })).newPage();
    const keep = async (name: string) => {
      const path = testInfo.outputPath(`${name}.png`);
      await phone.screenshot({ path });
      await testInfo.attach(name, { path, contentType: 'image/png' });
    };
    await phone.goto(`${server.url}/tienda/`);
    await phone.getByLabel('Teléfono').fill(CUSTOMER.phone);
    await phone.getByRole('button', { name: 'Mandame el código' }).click();
    const code = signInCodeOf(await smtp.waitForMessage(CUSTOMER.email, 30_000));
    await phone.getByLabel('Código').first().click();
    await phone.keyboard.type(code);
    await expect(phone.getByText(CUSTOMER.name)).toBeVisible();
    await phone.getByRole('button', { name: /Pedidos/ }).click();
    const draft = phone.getByTestId('store-draft');
    await expect(draft.getByTestId('store-order-state')).toHaveText('Esperando confirmación');
    await keep('waiting');

    // The shop removes it: the page, asked again, says what happened to it.
    await ask(server, 'DELETE', `/order/v2/draft/${removed._id}`);
    await expect(draft.getByTestId('store-order-state')).toHaveText('Anulado por el local', { timeout: 30_000 });
    const sentOn = new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await expect(draft.getByTestId('store-order-closed')).toHaveText(`Tu pedido del ${sentOn} fue anulado por el local.`);
    await expect(draft).toContainText('Queso cremoso × 2');
    await keep('called-off');

    // One the customer removes itself is gone from its page.
    const own = await draftOf();
    await expect(phone.getByTestId('store-draft')).toHaveCount(2, { timeout: 30_000 });
    // The customer's own session, as the page keeps it (storefront/session.ts).
    const token = await phone.evaluate(() => (JSON.parse(window.localStorage.getItem('tienda.session') ?? '{}') as { token?: string }).token ?? '');
    expect(token).not.toBe('');
    await ask(server, 'DELETE', `/order/v2/draft/${own._id}`, undefined, token);
    await expect(phone.getByTestId('store-draft')).toHaveCount(1, { timeout: 30_000 });
    await expect(phone.getByTestId('store-draft').getByTestId('store-order-state')).toHaveText('Anulado por el local');
  });
});
