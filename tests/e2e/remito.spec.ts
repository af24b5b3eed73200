/**
 * The documents a distributor prints, read back the way a customer gets them: a clerk gives a
 * customer a CUIT and an IVA condition in the customer form, prints the remito of a pick-up order
 * that rides on no roadmap, records a payment on the customer's account and prints its receipt; a
 * roadmap prints its blanks for what was collected and who received. Every page the browser host
 * hands back is rendered to an A4 PDF by Chromium, read with pdftotext and drawn to PNG with
 * pdftoppm — PDFs, texts and PNGs are kept as artifacts — under the company's header from the
 * business settings.
 */
import type { Page } from '@playwright/test';
import { cuitCheckDigit, formatCuit } from '../../src-shared/fiscal.js';
import { formatMoney } from '../../src-shared/format.js';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { Decimal } from '../../src-shared/money.js';
import { expect, setUp, test, waitForSync } from './support/app.js';
import { ipcOf, openAddress } from './support/navigation.js';
import { shippedBy } from './support/orders.js';
import { asPrinted, onPaper, printed } from './support/printing.js';

test.use({ viewport: { width: 1366, height: 768 }, locale: 'es-AR' });

/** A CUIT with its right check digit, as clerks type it. */
function validCuit(firstTen: string): string {
  const digit = cuitCheckDigit(firstTen);
  if (digit === null) throw new Error(`no CUIT starts with ${firstTen}`);
  return formatCuit(`${firstTen}${digit}`);
}

const CUSTOMER = 'Almacén Don Pepe';
const CUSTOMER_CUIT = validCuit('3071234567');
const COMPANY_CUIT = validCuit('3070999888');

/** Today as the app's users see it (the suite runs in Buenos Aires time). */
const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });
/** An amount as a pattern of the paper's text. */
const escaped = (text: string): string => asPrinted(text).replace(/[$.()]/g, '\\$&');

/** A logo the way an admin uploads one: a PNG, drawn here by Chromium. */
async function logoPng(page: Page): Promise<string> {
  const drawing = await page.context().newPage();
  await drawing.setContent('<div id="logo" style="width:160px;height:64px;background:#1c4f82;color:#fff;font:bold 30px sans-serif;display:flex;align-items:center;justify-content:center">DS</div>');
  const png = await drawing.locator('#logo').screenshot({ type: 'png' });
  await drawing.close();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function product(api: IpcClient, name: string): Promise<string> {
  const found = (await api.product.search({ text: name, limit: 50 })).find((p) => p.name === name);
  if (!found) throw new Error(`demo data lacks ${name}`);
  return found._id;
}

/** An order confirmed for today, numbered and priced by the server. A delivery without an option is a pick-up at the counter (and goes on no roadmap). */
async function confirmedOrder(api: IpcClient, customerId: string, items: Array<{ product: string; quantity: number }>, option?: string): Promise<string> {
  const customer = await api.customer.get({ id: customerId });
  const { id } = await api.order.create({
    customer: customerId,
    cart: { items },
    delivery: {
      ...(option ? { _id: option } : {}),
      phone: String(customer.phone),
      contactEmail: null,
      address: customer.address as { label: string; street: string; city: string; province: string },
      charged: false,
    },
    paymentMethod: 'EFECTIVO',
  });
  if (!id) throw new Error('the order got no id');
  await api.order.confirm({ id, date: today() });
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
  return id;
}

test('a clerk sets a customer’s CUIT and prints its remito and a payment receipt; the roadmap has Cobrado and signature blanks', async ({ page, app, shot }, testInfo) => {
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);

  // The company every document is headed with (Administración → Empresa; set through its IPC here).
  await api.settings.update({
    companyName: 'Distribuidora del Sur SRL',
    cuit: COMPANY_CUIT,
    ivaCondition: 'RI',
    address: { street: 'Av. Hipólito Yrigoyen 9200', city: 'Temperley', province: 'Buenos Aires' },
    phone: '011 4244-1234',
    logo: await logoPng(page),
  });
  await expect.poll(async () => (await api.settings.get())._pending ?? false, { timeout: 30_000 }).toBe(false);

  // The customer form: IVA condition and CUIT, a wrong check digit refused by name, the right one kept as typed.
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.getByLabel('Buscar').fill('Don Pepe');
  await page.getByTestId('customers-table').getByRole('row').filter({ hasText: CUSTOMER }).click();
  await page.getByRole('combobox', { name: 'Condición frente al IVA' }).click();
  await page.getByRole('option', { name: 'Responsable Inscripto' }).click();
  await expect(page.getByTestId('ri-without-cuit')).toContainText('Un Responsable Inscripto normalmente tiene CUIT');
  await shot('customer-ri-without-cuit');
  const wrong = `${CUSTOMER_CUIT.slice(0, -1)}${(Number(CUSTOMER_CUIT.slice(-1)) + 1) % 10}`;
  await page.getByLabel('CUIT', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Guardar (Ctrl+S)', exact: true }).click();
  await expect(page.getByText('No es un CUIT válido: son 11 dígitos y el último tiene que ser el verificador')).toBeVisible();
  await page.getByLabel('CUIT', { exact: true }).fill(CUSTOMER_CUIT.replace(/-/g, ''));
  await page.getByLabel('CUIT', { exact: true }).blur();
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue(CUSTOMER_CUIT);
  await expect(page.getByTestId('ri-without-cuit')).toBeHidden();
  await page.getByRole('button', { name: 'Guardar (Ctrl+S)', exact: true }).click();
  await shot('customer-fiscal-identity');
  const customerId = (await api.customer.search({ text: CUSTOMER, limit: 5 })).find((c) => c.name === CUSTOMER)!._id;
  await expect
    .poll(
      async () => {
        const stored = await api.customer.get({ id: customerId });
        return [stored.taxIdKind, stored.taxId, stored.ivaCondition, stored._pending ?? false];
      },
      { timeout: 30_000 },
    )
    .toEqual(['CUIT', CUSTOMER_CUIT.replace(/-/g, ''), 'RI', false]);

  // A pick-up order on no roadmap: a weight line (1,5 kg) and a unit line.
  const orderId = await confirmedOrder(api, customerId, [
    { product: await product(api, 'Jamón cocido'), quantity: 1500 },
    { product: await product(api, 'Leche entera 1 l'), quantity: 6 },
  ]);
  const order = await api.order.get({ id: orderId });
  expect(order.roadmap ?? null).toBeNull();
  await openAddress(page, `/orders/${orderId}`);
  await expect(page.getByRole('button', { name: 'Imprimir remito', exact: true })).toBeEnabled({ timeout: 30_000 });
  await shot('order-with-remito-button');

  // Printed on A4 from the menu, which the remito then keeps for the next print.
  await page.getByRole('button', { name: 'Más opciones: Imprimir remito' }).click();
  const remito = await printed(page, () => page.getByRole('menuitem', { name: 'Imprimir en A4' }).click());
  expect(remito.title).toBe(`Remito N.º ${String(order.number)}`);
  expect(remito.html).toContain('size: A4');
  const remitoText = await onPaper(page, testInfo, 'remito', remito.html);
  expect(remitoText).toContain('Distribuidora del Sur SRL');
  expect(remitoText).toContain(`CUIT: ${COMPANY_CUIT}`);
  expect(remitoText).toContain('REMITO');
  expect(remitoText).toContain(`N.º ${String(order.number)}`);
  expect(remitoText).toContain(CUSTOMER);
  expect(remitoText).toContain(`CUIT: ${CUSTOMER_CUIT}`);
  expect(remitoText).toContain('Condición frente al IVA: Responsable Inscripto');
  expect(remitoText).toContain('Entrega: Retira el cliente');
  expect(remitoText).toContain('Medio de pago: Efectivo');
  const lines = (order.cart as { items: Array<{ price: number }> }).items;
  expect(remitoText).toMatch(new RegExp(`1,5 kg\\s+Jamón cocido\\s+\\$ [\\d.,]+ /kg\\s+${escaped(formatMoney(lines[0]!.price))}`));
  expect(remitoText).toMatch(new RegExp(`6\\s+Leche entera 1 l\\s+\\$ [\\d.,]+\\s+${escaped(formatMoney(lines[1]!.price))}`));
  expect(remitoText).toMatch(new RegExp(`Total\\s+${escaped(formatMoney(Number(order.total)))}`));
  expect(remitoText).toContain('Recibí conforme');
  expect(remitoText).toMatch(/Firma:[\s\S]*Aclaración:[\s\S]*DNI:/);
  const again = await printed(page, () => page.getByRole('button', { name: 'Imprimir remito', exact: true }).click());
  expect(again.html).toContain('size: A4');

  // A payment on the customer's account, and its receipt from the account's latest payments.
  // The demo's history may have opened it already; otherwise it opens with what was owed before.
  const held = (await api.account.list({ customer: customerId, status: true })).docs[0];
  if (!held) await api.account.create({ customer: customerId, balance: 50000 });
  await expect.poll(async () => (await api.account.list({ customer: customerId, status: true })).docs[0]?.number, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = Number((await api.account.list({ customer: customerId, status: true })).docs[0]!.balance);
  const after = formatMoney(Decimal.from(before).sub(20000).toNumber());
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.getByLabel('Buscar').fill('Don Pepe');
  await page.getByTestId('customers-table').getByRole('row').filter({ hasText: CUSTOMER }).click();
  await expect(page.getByTestId('account-balance')).toHaveText(formatMoney(before), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  await page.getByLabel('Importe').fill('20.000');
  await page.getByRole('dialog').getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText(after);
  await waitForSync(page);
  // The newest payment comes first.
  const payment = page.getByTestId('account-payments').getByRole('row').first();
  await expect(payment).toContainText('$ 20.000,00');
  await expect(payment.getByRole('button', { name: 'Recibo', exact: true })).toBeEnabled({ timeout: 30_000 });
  await shot('account-payments');
  await payment.getByRole('button', { name: 'Más opciones: Recibo' }).click();
  const recibo = await printed(page, () => page.getByRole('menuitem', { name: 'Imprimir en A4' }).click());
  expect(recibo.title).toMatch(/^Recibo N.º \d+$/);
  const reciboText = await onPaper(page, testInfo, 'recibo', recibo.html);
  expect(reciboText).toContain('Distribuidora del Sur SRL');
  expect(reciboText).toContain('RECIBO');
  expect(reciboText).toContain(`CUIT: ${CUSTOMER_CUIT}`);
  expect(reciboText).toContain('Condición frente al IVA: Responsable Inscripto');
  expect(reciboText).toContain(`Recibimos de ${CUSTOMER} la suma de $ 20.000,00`);
  expect(reciboText).toContain('Medio de pago: Efectivo');
  expect(reciboText).toMatch(/Importe\s+\$ 20\.000,00/);
  expect(reciboText).toMatch(new RegExp(`Saldo de la cuenta después del pago\\s+${escaped(after)}`));
  expect(reciboText).toContain('Cobró');

  // A roadmap with another customer's delivery: each stop has a "Cobrado" blank and a signature line.
  const driver = (await api.user.list({ isDriver: true })).docs.find((u) => u.name === 'Raúl Chofer');
  if (!driver) throw new Error('demo data lacks Raúl Chofer');
  const { id: roadmapId } = await api.roadmap.create({ driver: driver._id, date: today() });
  if (!roadmapId) throw new Error('the roadmap got no id');
  const other = (await api.customer.search({ text: 'Carnicería El Tano', limit: 5 }))[0]!;
  const delivery = await confirmedOrder(api, other._id, [{ product: await product(api, 'Leche entera 1 l'), quantity: 12 }], await shippedBy(api));
  await expect.poll(async () => (await api.roadmap.get({ id: roadmapId })).number, { timeout: 30_000 }).toBeGreaterThan(0);
  await api.order.roadmap({ id: delivery, roadmap: roadmapId });
  await expect.poll(async () => (await api.order.get({ id: delivery })).roadmap, { timeout: 30_000 }).toBe(roadmapId);
  await waitForSync(page);
  const sheet = await api.print.document({ kind: 'roadmap', id: roadmapId, target: 'printer' });
  if (sheet.kind !== 'html') throw new Error('the browser host answers the page');
  const roadmapText = await onPaper(page, testInfo, 'hoja-de-ruta', sheet.html);
  expect(roadmapText).toContain('Distribuidora del Sur SRL');
  expect(roadmapText).toContain('Carnicería El Tano');
  expect(roadmapText).toContain('Cobrado:');
  expect(roadmapText).toContain('Firma y aclaración de quien recibe:');
  expect(roadmapText).toContain('Firma del chofer');
});
