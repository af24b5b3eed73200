/**
 * Closing periods on the demo data (no movements yet). Set up through the app's own IPC, as the
 * other suites set up what their screens do not record:
 *
 * - $ 50.000,00 cash comes in at Temperley (internal, entry N.º 1), and Lucía Fernández (a partner)
 *   hands in $ 3.000,00 she collected (N.º 2): the commercial audit's cash in, net and cash held
 *   are 50.000 + 3.000 = $ 53.000,00, its transactions those two entries (the invoice is no cash).
 * - Lucía's audit shows collected $ 3.000,00 and a balance of toPay − collected + paid =
 *   0 − 3.000 + 0 = -$ 3.000,00.
 * - La Serenísima sends an invoice (FC) of $ 12.100,00: its audit shows invoiced and a balance of
 *   $ 12.100,00.
 * - Almacén Don Pepe has no account and no deliveries: its audit has balance $ 0,00 and no
 *   transactions.
 *
 * A party audit needs its party (said beside the field); the commercial audit prints on A4.
 */
import type { Page, Response } from '@playwright/test';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { expect, setUp, test, topShot } from './support/app.js';
import { ipcOf } from './support/navigation.js';

// A worked example from an empty book: the demo catalog without its six months of history.
test.use({ demoHistory: false });

async function named(list: Promise<{ docs: Array<{ _id: string; name?: unknown }> }>, name: string): Promise<string> {
  const found = (await list).docs.find((d) => d.name === name);
  if (!found) throw new Error(`demo data lacks ${name}`);
  return found._id;
}

/** Waits until the server has numbered the document the outbox carried. */
async function synced(api: IpcClient, read: () => Promise<object>): Promise<void> {
  await expect
    .poll(
      async () => {
        await api.sync.syncNow();
        return typeof ((await read()) as { number?: unknown }).number;
      },
      { timeout: 30_000 },
    )
    .toBe('number');
}

async function printed(page: Page, click: () => Promise<void>): Promise<{ title: string; html: string }> {
  const [response] = await Promise.all([page.waitForResponse((r: Response) => r.url().includes('/ipc/call/print.document')), click()]);
  const answer = (await response.json()) as { ok: boolean; value: { kind: string; title: string; html: string } };
  expect(answer.ok).toBe(true);
  return answer.value;
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('dialog').getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option.slice(0, 6));
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('audits of each kind close their period with the figures of their books, and print', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const temperley = await named(api.garage.list({ status: true }), 'Temperley');
  const lucia = await named(api.user.list({ status: true }), 'Lucía Fernández');
  const serenisima = await named(api.provider.list({ status: true, limit: 50 }), 'La Serenísima');
  const cash = await api.cashflow.createInternal({ garage: temperley, amount: 50_000, concept: 'INGRESS', paymentMethod: 'CASH', tag: 'Apertura' });
  const collected = await api.cashflow.createPartner({ partner: lucia, amount: 3_000, concept: 'INGRESS', paymentMethod: 'CASH' });
  const invoice = await api.receipt.create({ type: 'FC', grossTotal: 10_000, total: 12_100, code: '0001-00000123', provider: serenisima });
  for (const id of [cash.id, collected.id]) await synced(api, () => api.cashflow.get({ id: id ?? '' }));
  await synced(api, () => api.receipt.get({ id: invoice.id ?? '' }));

  // Commercial: the whole business since the beginning.
  await page.getByRole('link', { name: 'Auditorías' }).click();
  await expect(page.getByRole('heading', { name: 'Auditorías' })).toBeVisible();
  await expect(page.getByText('Todavía no hay auditorías comerciales')).toBeVisible();
  await shot('audits-commercial-empty');
  await page.locator('body').click();
  await page.keyboard.press('Control+n');
  const form = page.getByRole('dialog', { name: 'Nueva auditoría comercial' });
  await form.getByLabel('Notas').fill('Cierre de apertura');
  await shot('audit-commercial-new');
  await form.getByLabel('Notas').press('Control+s');
  await expect(form).toBeHidden();
  const rows = page.getByTestId('audits-table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('1');
  await expect(rows.nth(1)).toContainText('Desde el inicio');
  await shot('audits-commercial');
  await rows.nth(1).click();
  const commercial = page.getByRole('dialog', { name: 'Auditoría comercial N.º 1' });
  await expect(commercial.getByTestId('figure-cash.in')).toHaveText('$ 53.000,00');
  await expect(commercial.getByTestId('figure-cash.out')).toHaveText('$ 0,00');
  await expect(commercial.getByTestId('figure-cash.net')).toHaveText('$ 53.000,00');
  await expect(commercial.getByTestId('figure-cash.balance')).toHaveText('$ 53.000,00');
  await expect(commercial.getByTestId('figure-sales.orders')).toHaveText('0');
  await expect(commercial.getByText('Cierre de apertura')).toBeVisible();
  const transactions = commercial.getByTestId('audit-transactions').getByRole('row');
  await expect(transactions).toHaveCount(3);
  await expect(transactions.filter({ hasText: 'N.º 1' })).toContainText('$ 50.000,00');
  await expect(transactions.filter({ hasText: 'N.º 2' })).toContainText('$ 3.000,00');
  await shot('audit-commercial-detail');
  const sheet = await printed(page, () => commercial.getByRole('button', { name: 'Imprimir auditoría', exact: true }).click());
  expect(sheet.title).toBe('Auditoría comercial N.º 1');
  expect(sheet.html).toContain('size: A4');
  expect(sheet.html).toContain('Cierre de apertura');
  expect(sheet.html).toContain('<td>Ingresos</td><td class="num">$\u00a053.000,00</td>');
  expect(sheet.html).toContain('Transacciones (2)');
  await commercial.getByRole('button', { name: 'Cerrar' }).click();

  // Partner: the party is required, said beside the field.
  await page.getByRole('tab', { name: 'Socios' }).click();
  await expect(page.getByText('Todavía no hay auditorías de socios')).toBeVisible();
  await page
    .getByRole('button', { name: /Nueva auditoría de socio/ })
    .first()
    .click();
  const partnerForm = page.getByRole('dialog', { name: 'Nueva auditoría de socio' });
  await partnerForm.getByRole('button', { name: /Crear auditoría/ }).click();
  await expect(partnerForm.getByText('Elegí para quién es la auditoría.')).toBeVisible();
  await shot('audit-partner-required');
  await pick(page, 'Socio', 'Lucía Fernández');
  await partnerForm.getByRole('button', { name: /Crear auditoría/ }).click();
  await expect(partnerForm).toBeHidden();
  await expect(rows.nth(1)).toContainText('Lucía Fernández');
  await expect(rows.nth(1)).toContainText('-$ 3.000,00');
  await rows.nth(1).click();
  const partner = page.getByRole('dialog', { name: 'Auditoría de socio N.º 2' });
  await expect(partner.getByTestId('figure-partnerBalance.collected')).toHaveText('$ 3.000,00');
  await expect(partner.getByTestId('figure-partnerBalance.balance')).toHaveText('-$ 3.000,00');
  await expect(partner.getByTestId('figure-partnerPeriod.collected')).toHaveText('$ 3.000,00');
  await expect(partner.getByText('Transacciones (1)')).toBeVisible();
  await shot('audit-partner-detail');
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  // Provider: the invoice of the period.
  await page.getByRole('tab', { name: 'Proveedores' }).click();
  await page
    .getByRole('button', { name: /Nueva auditoría de proveedor/ })
    .first()
    .click();
  await pick(page, 'Proveedor', 'La Serenísima');
  await page
    .getByRole('dialog', { name: 'Nueva auditoría de proveedor' })
    .getByRole('button', { name: /Crear auditoría/ })
    .click();
  await expect(rows.nth(1)).toContainText('La Serenísima');
  await expect(rows.nth(1)).toContainText('$ 12.100,00');
  await shot('audits-provider');
  await rows.nth(1).click();
  const provider = page.getByRole('dialog', { name: 'Auditoría de proveedor N.º 3' });
  await expect(provider.getByTestId('figure-providerPeriod.invoiced')).toHaveText('$ 12.100,00');
  await expect(provider.getByTestId('audit-transactions')).toContainText('Comprobante');
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  // Customer: nothing happened in the period.
  await page.getByRole('tab', { name: 'Clientes' }).click();
  await page
    .getByRole('button', { name: /Nueva auditoría de cliente/ })
    .first()
    .click();
  const customerForm = page.getByRole('dialog', { name: 'Nueva auditoría de cliente' });
  await pick(page, 'Cliente', 'Almacén Don Pepe');
  await customerForm.getByRole('button', { name: /Crear auditoría/ }).click();
  await expect(rows.nth(1)).toContainText('Almacén Don Pepe');
  await rows.nth(1).click();
  const customer = page.getByRole('dialog', { name: 'Auditoría de cliente N.º 4' });
  await expect(customer.getByTestId('figure-customerBalance.balance')).toHaveText('$ 0,00');
  await expect(customer.getByText('El período no tuvo transacciones.')).toBeVisible();
  await shot('audit-customer-detail');
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  // Search by name: no customer audit mentions "febrero".
  await page.getByLabel('Buscar').fill('febrero');
  await expect(page.getByText('Ninguna auditoría coincide')).toBeVisible();
  await shot('audits-customer-filtered');
});
