/**
 * Current accounts, drafts and customers around an order (domain §5 drafts, §6 money on delivery).
 */
import { expect, setUp, signIn, test, topShot } from './support/app.js';
import { ipcOf } from './support/navigation.js';
import { productId, runAction } from './support/orders.js';

/**
 * A customer created on the customers screen gets a current account; a draft for it is confirmed
 * into an order, which delivered goes on the account instead of the cash; a payment lowers the
 * balance. "Leche entera 1 l" × 2 takes the 1-unit tier (1.4): 1391.50 × 1.4 × 2 = 3896.20, with no
 * delivery option nothing is added. An AV then sees her customers' orders and none of the house's.
 */
test('a confirmed draft delivered on a current account raises the balance, and a payment lowers it', async ({ page, app, shot: rawShot }) => {
  const shot = topShot(page, rawShot);
  await setUp(page, app, { demo: true });
  const api = ipcOf(app.openUrl);
  const milk = await productId(api, 'Leche entera 1 l');

  await page.getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByTestId('customers-table')).toContainText('Almacén Don Pepe');
  await shot('customers-list');
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  await page.getByLabel(/^Nombre \*/).fill('Fiambrería La Estación');
  await page.getByLabel('Teléfono').fill('1234');
  await page.getByLabel('Email', { exact: true }).fill('compras@laestacion');
  await page.getByLabel(/Nombre del lugar/).fill('Local');
  await page.getByLabel('Calle y número').fill('Meeks 450');
  await page.getByLabel('Localidad').fill('Temperley');
  await page.getByLabel('Provincia').fill('Buenos Aires');
  await page.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByRole('main').getByText('Tiene que tener la forma +54 11 12345678')).toBeVisible();
  await shot('customer-new-phone-error');
  await page.getByLabel('Teléfono').fill('+54 11 55554444');
  await page.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Cliente: Fiambrería La Estación' })).toBeVisible();
  await expect(page.getByText('Sin cuenta corriente')).toBeVisible();

  await page.getByRole('button', { name: 'Abrir cuenta corriente' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Abrir cuenta corriente' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$ 0,00');
  await shot('customer-account-open');
  const customer = new URL(page.url()).pathname.split('/').pop() ?? '';

  await api.order.draftCreate({ customer, cart: { items: [{ product: milk, quantity: 2 }] }, notes: 'Lo pidió por WhatsApp' });
  await api.sync.syncNow();
  await page.getByRole('link', { name: 'Borradores' }).click();
  const draftRow = page.getByTestId('drafts-table').getByRole('row').filter({ hasText: 'Fiambrería La Estación' });
  await expect(draftRow).toContainText('$ 3.896,20');
  await shot('drafts-open');
  await draftRow.getByRole('button', { name: 'Confirmar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/no dice cómo entregarlo/)).toBeVisible();
  await expect(dialog.getByLabel('Calle y número')).toHaveValue('Meeks 450');
  await shot('draft-confirm');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('No hay borradores abiertos')).toBeVisible();
  await page.getByRole('tab', { name: 'Confirmados' }).click();
  await page.getByTestId('drafts-table').getByRole('row').filter({ hasText: 'Fiambrería La Estación' }).click();
  await expect(page.getByRole('dialog')).toContainText('Lo pidió por WhatsApp');
  await shot('draft-confirmed-detail');
  await page.getByRole('button', { name: 'Ver el pedido' }).click();

  await expect(page.getByTestId('order-status')).toHaveText('Pendiente');
  await expect(page.getByTestId('totals-total')).toHaveText('$ 3.896,20');
  await page.getByTestId('order-actions').getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Confirmado');
  await runAction(page, 'Preparar', /No se mueve stock/, 'Preparado');
  // A customer with a current account: "Cobrado" starts at 0 and the whole order goes on the account.
  await page.getByTestId('order-actions').getByRole('button', { name: 'Entregar', exact: true }).click();
  const deliver = page.getByRole('dialog');
  await expect(deliver.getByRole('textbox', { name: 'Cobrado' })).toHaveValue('0,00');
  await expect(deliver.getByText(/Se suman \$\u00a03\.896,20 al saldo de la cuenta corriente de Fiambrería La Estación/)).toBeVisible();
  await expect(deliver.getByText('Se cobran $ 0,00 en efectivo; $ 3.896,20 quedan en la cuenta corriente.')).toBeVisible();
  await deliver.getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Entregado');
  await expect(page.getByTestId('pending-sync')).toHaveCount(0);
  await expect(page.getByTestId('settlement')).toHaveText('Cargado a la cuenta corriente: $ 3.896,20');
  await expect(page.getByTestId('settlement-balance')).toHaveText('Saldo actual de la cuenta: $ 3.896,20');
  await shot('order-on-account');

  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.getByLabel('Buscar').fill('Estación');
  await page.getByTestId('customers-table').getByRole('row').filter({ hasText: 'Fiambrería La Estación' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$ 3.896,20');
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  await page.getByLabel('Importe').fill('1000');
  await shot('customer-payment');
  await page.getByRole('dialog').getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$ 2.896,20');
  await expect(page.getByRole('link', { name: /^Pedido N\.º \d+$/ })).toBeVisible();
  await shot('customer-after-payment');

  // An AV's replica holds only her own customers' orders: the house's order, at the top of the
  // admin's list (the newest), is not in hers. Until her first pull here ends, the list says the rows are on their way
  // rather than "Todavía no hay pedidos".
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await expect(page.getByTestId('orders-table')).toContainText('Fiambrería La Estación');
  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'lucia', 'demo1234');
  await page.getByRole('link', { name: 'Pedidos' }).click();
  await expect(page.getByText('Todavía no hay pedidos')).toHaveCount(0);
  await expect(page.getByTestId('sync-indicator')).not.toHaveAttribute('data-synced-at', '');
  const herOrders = page.getByTestId('orders-table');
  await expect(herOrders.getByRole('row').nth(1)).toContainText('Lucía Fernández');
  await expect(herOrders).not.toContainText('Fiambrería La Estación');
  await expect(herOrders).not.toContainText('Martín Gómez');
  await expect(page.getByRole('button', { name: 'Nuevo pedido Ctrl+N' })).toBeVisible();
  await shot('orders-partner-own');
});
