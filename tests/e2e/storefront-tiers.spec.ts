/**
 * The customer page says what each price is for: a product sold by the unit names its units, and a
 * pack tier what each unit costs in it ("6 u.: $ 7.200,00 ($ 1.200,00 c/u)"); it once read
 * "6: $ 7.200,00", which a customer could take for the price of one. By weight, the tier names grams
 * or kilos as before.
 *
 * Worked numbers: tax base $ 1.000, no taxes, margins ×1,3 from 1 unit and ×1,2 from 6 units: one
 * costs $ 1.300; six cost 6 × 1.000 × 1,2 = $ 7.200, $ 1.200 each.
 */
import { signInCodeOf } from '../support/smtp.js';
import { ADMIN, expect, test } from './support/app.js';
import { tellServer, type StandaloneServer } from './support/processes.js';
import { withShopServer } from './support/shop-server.js';

test.use({ viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

const CUSTOMER = { name: 'Kiosco La Esquina', phone: '+54 11 45558888', email: 'esquina@example.com' };
const ADDRESS = { label: 'Local', street: 'Av. Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };
const asAdmin = (server: StandaloneServer, path: string, body: unknown) => tellServer<{ _id: string }>(server, ADMIN, path, body, 'POST');

test('a unit product’s tiers name the units and what each costs in a pack', async ({ page }) => {
  await withShopServer(async ({ server, smtp }) => {
    await asAdmin(server, '/customer', { ...CUSTOMER, address: ADDRESS });
    const provider = await asAdmin(server, '/provider', { name: 'Lácteos del Sur' });
    const margins = [
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.3 },
      { quantity: 6, value: 1.2 },
    ];
    await asAdmin(server, '/product', { name: 'Yogur bebible 1 l', provider: provider._id, unit: 'UNITY', taxBase: 1000, taxes: [], margins, contributions: 10, wholesalerContributions: 5 });

    await page.goto(`${server.url}/tienda/`);
    await page.getByLabel('Teléfono').fill(CUSTOMER.phone);
    await page.getByRole('button', { name: 'Mandame el código' }).click();
    const code = signInCodeOf(await smtp.waitForMessage(CUSTOMER.email, 30_000));
    await page.getByLabel('Código').first().fill(code);

    const card = page.getByTestId('store-product').filter({ has: page.getByText('Yogur bebible 1 l', { exact: true }) });
    await expect(card.getByText(/^1 u\.: /)).toHaveText('1 u.: $ 1.300,00');
    await expect(card.getByText(/^6 u\.: /)).toHaveText('6 u.: $ 7.200,00 ($ 1.200,00 c/u)');
  });
});
