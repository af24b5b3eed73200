/**
 * Partner finances, statistics and what each role reaches, on the demo data
 * (src-server/setup/demo.ts: customers alternate between the partners Lucía — even places — and
 * Martín — odd places; every demo user's password is `demo1234`).
 *
 * Two orders of "Leche entera 1 l" × 6, no delivery option: unitCost 1150 × 1.21 = 1391.50, the
 * 6-unit tier (× 1.32) → total 1391.50 × 1.32 × 6 = 11020.68; cost 8349; contribution 8 % =
 * 881.65; toPay = 8349 + 881.65 = 9230.65; profit = 11020.68 − 9230.65 = 1790.03.
 *
 * - Lucía's order for "Carnicería El Tano" (no account) is collected on delivery: an INGRESS of
 *   11020.68 naming her, so her balance is 9230.65 − 11020.68 = −1790.03 (the company owes her
 *   her profit).
 * - Martín's order for "Autoservicio Lucía" (a current account) goes on the account: the customer
 *   owes 11020.68 and Martín owes 9230.65 — both are creditors.
 * - Purchasing pays La Serenísima 1000 cash: its balance is −1000; the cash at Temperley is
 *   11020.68 − 1000 = 10020.68.
 * - This month: 2 delivered orders, sales 22041.36, toPay 18461.30, profit 3580.06, cash in
 *   11020.68, cash out 1000.
 */
import type { Locator, Page } from '@playwright/test';
import type { IpcClient } from '../../src-shared/ipc/client.js';
import { DEMO_CUSTOMERS } from '../../src-server/setup/demo-catalog.js';
import { ADMIN, DEMO_PASSWORD, expect, setUp, signIn, test, topShot, waitForSync } from './support/app.js';
import { ipcOf, openAddress } from './support/navigation.js';

// A worked example from an empty book: the demo catalog without its six months of history.
test.use({ demoHistory: false });

const LUCIA_CUSTOMERS: readonly string[] = DEMO_CUSTOMERS.filter((_, i) => i % 2 === 0);
const MARTIN_CUSTOMERS: readonly string[] = DEMO_CUSTOMERS.filter((_, i) => i % 2 === 1);

/** Today as the app's users see it (the suite runs in Buenos Aires time). */
const today = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' });

async function userId(api: IpcClient, username: string): Promise<string> {
  const user = (await api.user.list({ limit: 200 })).docs.find((u) => u.username === username);
  if (!user) throw new Error(`demo user ${username} not found`);
  return user._id;
}

async function customerOf(api: IpcClient, name: string) {
  const customer = (await api.customer.search({ text: name, limit: 5 })).find((c) => c.name === name);
  if (!customer) throw new Error(`demo customer ${name} not found`);
  return customer;
}

/** An order of six milks for `customerName`, taken for `partner`, walked to delivered. */
async function deliveredOrder(api: IpcClient, customerName: string, partner: string, milk: string): Promise<string> {
  const customer = await customerOf(api, customerName);
  const address = customer.address as { label: string; street: string; city: string; province: string };
  const { id } = await api.order.create({
    customer: customer._id,
    partner,
    cart: { items: [{ product: milk, quantity: 6 }] },
    delivery: { phone: String(customer.phone), contactEmail: null, address, charged: false },
    paymentMethod: 'EFECTIVO',
  });
  if (!id) throw new Error('the order got no id');
  await api.order.confirm({ id, date: today() });
  await api.order.prepare({ id });
  await api.order.deliver({ id });
  await expect.poll(async () => (await api.order.get({ id })).delivery, { timeout: 30_000 }).toMatchObject({ delivered: true });
  return id;
}

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
}

function row(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ hasText: text });
}

async function columnTexts(table: Locator, index: number): Promise<string[]> {
  return table.getByRole('row').locator(`[role="gridcell"]:nth-child(${index})`).allInnerTexts();
}

test('partners, statistics and my finances show the books; each role reaches only its own screens', async ({ page, app, shot: rawShot }) => {
  test.setTimeout(300_000);
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const milk = (await api.product.search({ text: 'Leche entera 1 l', limit: 50 })).find((p) => p.name === 'Leche entera 1 l');
  if (!milk) throw new Error('demo product missing');
  await api.product.adjustment({ id: milk._id, quantity: 24, reason: 'Conteo inicial' });
  const lucia = await userId(api, 'lucia');
  const martin = await userId(api, 'martin');
  const onAccount = await customerOf(api, 'Autoservicio Lucía');
  await api.account.create({ customer: onAccount._id });
  const luciaOrder = await deliveredOrder(api, 'Carnicería El Tano', lucia, milk._id);
  await deliveredOrder(api, 'Autoservicio Lucía', martin, milk._id);
  const serenisima = (await api.provider.list({ limit: 200 })).docs.find((p) => p.name === 'La Serenísima');
  if (!serenisima) throw new Error('demo provider missing');
  await api.cashflow.createProvider({ provider: serenisima._id, amount: 1000, concept: 'EGRESS', paymentMethod: 'CASH', description: 'Pago a cuenta' });
  await api.sync.syncNow();

  // ── The admin: partners board and one partner's movements ─────────────────────────────────────
  await page.getByRole('link', { name: 'Socios' }).click();
  const partners = page.getByTestId('partners-table');
  const luciaRow = row(partners, 'Lucía Fernández');
  await expect(luciaRow.getByTestId('row-toPay')).toHaveText('$ 9.230,65');
  await expect(luciaRow.getByTestId('row-collected')).toHaveText('$ 11.020,68');
  await expect(luciaRow.getByTestId('row-balance')).toHaveText('-$ 1.790,03');
  await expect(luciaRow).toContainText('La empresa le debe');
  const martinRow = row(partners, 'Martín Gómez');
  await expect(martinRow.getByTestId('row-balance')).toHaveText('$ 9.230,65');
  await expect(martinRow).toContainText('Le debe a la empresa');
  await expect(page.getByTestId('partners-chart')).toBeVisible();
  await shot('partners-board');

  await luciaRow.click();
  await expect(page.getByRole('heading', { name: 'Socio: Lucía Fernández' })).toBeVisible();
  await expect(page.getByTestId('partner-balance')).toHaveText('-$ 1.790,03');
  await expect(page.getByTestId('partner-toPay')).toHaveText('$ 9.230,65');
  await expect(page.getByTestId('partner-collected')).toHaveText('$ 11.020,68');
  const movements = page.getByTestId('partner-movements');
  // Newest first: the collection (−11020.68 → −1790.03), then the order (+9230.65 → 9230.65).
  await expect(movements.getByTestId('movement-balance')).toHaveText(['-$ 1.790,03', '$ 9.230,65']);
  await expect(movements.getByTestId('movement-effect')).toHaveText(['-$ 11.020,68', '$ 9.230,65']);
  await shot('partner-detail');
  await movements.getByRole('link', { name: /^Pedido N\.º \d+$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${luciaOrder}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Entregado');

  // ── Statistics ───────────────────────────────────────────────────────────────────────────────
  await page.getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page.getByRole('tab', { name: 'Finanzas por mes' })).toHaveAttribute('aria-selected', 'true');
  const month = page.getByTestId('finances-table').locator(`tr[data-month="${today().slice(0, 7)}"]`);
  await expect(month.locator('[data-col="orders"]')).toHaveText('2');
  await expect(month.locator('[data-col="sales"]')).toHaveText('$ 22.041,36');
  await expect(month.locator('[data-col="toPay"]')).toHaveText('$ 18.461,30');
  await expect(month.locator('[data-col="profit"]')).toHaveText('$ 3.580,06');
  await expect(month.locator('[data-col="cashIn"]')).toHaveText('$ 11.020,68');
  await expect(month.locator('[data-col="cashOut"]')).toHaveText('$ 1.000,00');
  await expect(page.getByTestId('finances-table').locator('tr[data-month="total"] [data-col="sales"]')).toHaveText('$ 22.041,36');
  await expect(page.getByTestId('finances-sales-chart')).toBeVisible();
  await shot('statistics-finances');

  await page.getByRole('tab', { name: 'Saldos con proveedores' }).click();
  const serenisimaRow = row(page.getByTestId('provider-balances-table'), 'La Serenísima');
  await expect(serenisimaRow.getByTestId('row-paid')).toHaveText('$ 1.000,00');
  await expect(serenisimaRow.getByTestId('row-balance')).toHaveText('-$ 1.000,00');
  // The chart shows the providers with movements only: La Serenísima, not the untouched Arcor.
  await expect(page.getByTestId('providers-chart')).toContainText('La Serenísima');
  await expect(page.getByTestId('providers-chart')).not.toContainText('Arcor');
  await shot('statistics-provider-balances');
  await serenisimaRow.click();
  await expect(page.getByRole('heading', { name: 'La Serenísima' })).toBeVisible();
  await expect(page.getByTestId('provider-balance')).toHaveText('-$ 1.000,00');
  await expect(page.getByTestId('provider-movements').getByRole('row').filter({ hasText: 'Pago' })).toContainText('-$ 1.000,00');
  await shot('statistics-provider-detail');

  await page.getByRole('tab', { name: 'Saldos de caja' }).click();
  await expect(page.getByTestId('cash-balances').locator('tr[data-garage="Temperley"]').getByTestId('balance-CASH')).toHaveText('$ 10.020,68');
  await expect(page.getByTestId('cash-balances').locator('tr[data-garage="total"]').getByTestId('balance-total')).toHaveText('$ 10.020,68');
  await expect(page.getByTestId('cash-chart')).toBeVisible();
  await shot('statistics-cash-balances');

  await page.getByRole('tab', { name: 'Deudores' }).click();
  await expect(page.getByTestId('creditors-customers-total')).toHaveText('$ 11.020,68');
  await expect(page.getByTestId('creditors-partners-total')).toHaveText('$ 9.230,65');
  await expect(row(page.getByTestId('creditor-customers'), 'Autoservicio Lucía').getByTestId('row-balance')).toHaveText('$ 11.020,68');
  await expect(row(page.getByTestId('creditor-partners'), 'Martín Gómez').getByTestId('row-balance')).toHaveText('$ 9.230,65');
  // Lucía is owed, not owing: she is no creditor.
  await expect(row(page.getByTestId('creditor-partners'), 'Lucía Fernández')).toHaveCount(0);
  await shot('statistics-creditors');

  await page.getByRole('tab', { name: 'Historial de socios' }).click();
  const totals = page.getByTestId('partner-totals');
  await expect(totals.locator('tr[data-partner="Lucía Fernández"] [data-col="toPay"]')).toHaveText('$ 9.230,65');
  await expect(totals.locator('tr[data-partner="Lucía Fernández"] [data-col="collected"]')).toHaveText('$ 11.020,68');
  await expect(totals.locator('tr[data-partner="Martín Gómez"] [data-col="collected"]')).toHaveText('$ 0,00');
  await shot('statistics-partner-history');
  await totals.locator('tr[data-partner="Martín Gómez"]').click();
  await expect(page.getByTestId('partner-history-table').locator('tr[data-month="total"] [data-col="sales"]')).toHaveText('$ 11.020,68');
  await shot('statistics-partner-history-one');

  // What the admin sees, to compare with the partner's view.
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await expect(page.getByText('2 pedidos')).toBeVisible();
  await page.getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByText(`${DEMO_CUSTOMERS.length} clientes`)).toBeVisible();
  await signOut(page, 'Administrador');

  // ── A partner (AV): only its own orders and customers, its own finances, no admin screens ─────
  await signIn(page, 'lucia', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Lucía Fernández' })).toBeVisible();
  await waitForSync(page);
  const nav = page.getByRole('navigation');
  for (const hidden of ['Socios', 'Estadísticas', 'Caja', 'Administración', 'Auditorías', 'Compras', 'Proveedores']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(nav.getByRole('link', { name: 'Mis finanzas' })).toBeVisible();
  await shot('dashboard-partner');

  await nav.getByRole('link', { name: 'Pedidos' }).click();
  const orders = page.getByTestId('orders-table');
  await expect(page.getByText('1 pedido', { exact: true })).toBeVisible();
  await expect(orders).toContainText('Carnicería El Tano');
  expect(await columnTexts(orders, 4)).toEqual(['Lucía Fernández']);
  await expect(orders).not.toContainText('Autoservicio Lucía');
  await shot('orders-partner');

  await nav.getByRole('link', { name: 'Clientes' }).click();
  const customers = page.getByTestId('customers-table');
  await expect(page.getByText(`${LUCIA_CUSTOMERS.length} clientes`)).toBeVisible();
  const shown = (await columnTexts(customers, 2)).map((name) => name.split('\n')[0]?.trim() ?? '');
  expect(shown).toHaveLength(LUCIA_CUSTOMERS.length);
  for (const name of shown) expect(LUCIA_CUSTOMERS).toContain(name);
  for (const name of MARTIN_CUSTOMERS) await expect(customers.getByText(name, { exact: true })).toHaveCount(0);
  await shot('customers-partner');

  await nav.getByRole('link', { name: 'Mis finanzas' }).click();
  await expect(page.getByRole('heading', { name: 'Mis finanzas' })).toBeVisible();
  await expect(page.getByTestId('partner-balance')).toHaveText('-$ 1.790,03');
  await expect(page.getByTestId('partner-toPay')).toHaveText('$ 9.230,65');
  await expect(page.getByTestId('my-months').locator(`tr[data-month="${today().slice(0, 7)}"] [data-col="sales"]`)).toHaveText('$ 11.020,68');
  await expect(page.getByTestId('partner-movements').getByTestId('movement-balance')).toHaveText(['-$ 1.790,03', '$ 9.230,65']);
  await expect(page.getByTestId('my-months-chart')).toBeVisible();
  await shot('my-finances-partner');

  // Admin addresses typed by hand land on the partner's home instead.
  for (const path of ['/admin', '/statistics', '/statistics/cash-balances', '/cashflow', '/partners']) {
    await openAddress(page, path);
    await expect(page.getByRole('button', { name: 'Lucía Fernández' })).toBeVisible();
    await waitForSync(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Estadísticas|Caja|Socios|Administración/ })).toHaveCount(0);
  }
  await shot('partner-admin-address');
  await signOut(page, 'Lucía Fernández');

  // ── Purchasing (COMPRAS): provider balances yes, cash balances no ─────────────────────────────
  await signIn(page, 'carla', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Carla Compras' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Saldos con proveedores']);
  await expect(row(page.getByTestId('provider-balances-table'), 'La Serenísima').getByTestId('row-balance')).toHaveText('-$ 1.000,00');
  await shot('statistics-purchasing');
  await openAddress(page, '/statistics/cash-balances');
  // The screen asks the server, which refuses; the report says so instead of failing.
  await expect(page.getByTestId('report-error')).toContainText('No se pudo cargar el informe');
  await expect(page.getByTestId('report-error')).toContainText('Tu rol no permite esta acción.');
  await expect(page.getByTestId('report-error').getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect(page.getByTestId('cash-balances')).toHaveCount(0);
  await shot('statistics-purchasing-cash-refused');
  await openAddress(page, '/partners');
  await expect(page).toHaveURL(/\/$/);
  await signOut(page, 'Carla Compras');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('button', { name: 'Administrador' })).toBeVisible();
});
