/**
 * A customer who gets the code wrong can paste the right one, as a phone's SMS autofill fills it in
 * (all six digits at once): the page signs them in. It used to sit still after a wrong code with
 * the right digits in its boxes and the error still up, until "Entrar" was pressed.
 */
import { signInCodeOf } from '../support/smtp.js';
import { ADMIN, expect, test } from './support/app.js';
import { tellServer } from './support/processes.js';
import { withShopServer } from './support/shop-server.js';

test.use({ viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

const CUSTOMER = { name: 'Kiosco El Paso', phone: '+54 11 45557777', email: 'kiosco@example.com' };
const WRONG = 'El código no es correcto o ya venció. Revisalo, o pedí uno nuevo.';
const ADDRESS = { label: 'Local', street: 'Av. Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };

test('a code pasted whole after a wrong one signs the customer in', async ({ page }) => {
  await withShopServer(async ({ server, smtp }) => {
    await tellServer(server, ADMIN, '/customer', { ...CUSTOMER, address: ADDRESS }, 'POST');
    await page.goto(`${server.url}/tienda/`);
    await page.getByLabel('Teléfono').fill(CUSTOMER.phone);
    await page.getByRole('button', { name: 'Mandame el código' }).click();
    const code = signInCodeOf(await smtp.waitForMessage(CUSTOMER.email, 30_000));
    const firstBox = page.getByLabel('Código').first();

    await firstBox.fill(code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert')).toHaveText(WRONG);
    await firstBox.fill(code);
    await expect(page.getByText(CUSTOMER.name)).toBeVisible();
    // The wrong code's message is gone (the empty shop's own notice is an alert too: this server has no products).
    await expect(page.getByText(WRONG)).toHaveCount(0);
  });
});
